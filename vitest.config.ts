import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@domain': fileURLToPath(new URL('./src/domain', import.meta.url)),
  '@': fileURLToPath(new URL('./src/client', import.meta.url)),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a two-core CI
    // machine, idle while PostgreSQL answers. Two keep both cores busy; more cores keep the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'domain',
          include: ['tests/domain/**/*.test.ts', 'tests/scripts/**/*.test.ts', 'tests/support/**/*.test.ts', 'tests/docs/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // The files of a worker share its loaded modules: loading the app's modules anew for
          // every file cost more than running the tests. Each file still gets its own database
          // and app (support/test-app.ts); a file that changes the environment undoes it.
          isolate: false,
          // Cheaper argon2 for the thousands of test sign-ups (src/server/modules/auth/passwords.ts);
          // register.test.ts and the browser tests keep the production parameters.
          env: { TEST_PASSWORD_HASHING: 'fast' },
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/client/setup.ts'],
          css: false,
        },
      },
    ],
  },
});
