import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as buildServer } from 'esbuild';
import { build as buildClient } from 'vite';
import { buildFingerprint, stampPath } from './build-fingerprint.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Browsers only offer a service-worker update when sw.js's bytes change, so each build writes
 * a version derived from index.html (which names every hashed asset).
 */
function stampServiceWorker() {
  const html = readFileSync(path.join(root, 'dist/client/index.html'));
  const worker = path.join(root, 'dist/client/sw.js');
  const version = createHash('sha256').update(html).digest('hex').slice(0, 12);
  writeFileSync(worker, readFileSync(worker, 'utf8').replace("const VERSION = '1';", `const VERSION = '${version}';`));
}

/** Builds the client with Vite and bundles the server into dist/server/main.js. */
export async function build() {
  await buildClient({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  stampServiceWorker();
  await buildServer({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outfile: path.join(root, 'dist/server/main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  writeFileSync(stampPath(root), buildFingerprint(root));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await build();
  console.log(`[tandem] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
