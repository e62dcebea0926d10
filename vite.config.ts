import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { iconImports } from './scripts/icon-imports.ts';
import { signedInChunk } from './scripts/signed-in-chunk.ts';

const signedIn = signedInChunk(fileURLToPath(new URL('.', import.meta.url)));

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  root: 'src/client',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), tailwindcss(), iconImports(), signedIn.plugin],
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('./src/domain', import.meta.url)),
      '@': fileURLToPath(new URL('./src/client', import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Two documents: the app shell for every route, and the landing page that the build
      // prerenders for signed-out visitors opening `/` (scripts/build.mjs).
      input: {
        index: fileURLToPath(new URL('./src/client/index.html', import.meta.url)),
        landing: fileURLToPath(new URL('./src/client/landing.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'signed-in', test: signedIn.test, includeDependenciesRecursively: false },
            { name: 'signed-in-shared', test: signedIn.sharedTest, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
