import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build as buildServer } from 'esbuild';
import { build as buildClient } from 'vite';
import { buildFingerprint, stampPath } from './build-fingerprint.mjs';
import { prerenderLanding } from './prerender-landing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Browsers only offer a service-worker update when sw.js's bytes change, so each build writes
 * a version derived from the documents (which name every hashed asset).
 */
function stampServiceWorker() {
  const hash = createHash('sha256');
  const pages = readdirSync(path.join(root, 'dist/client'))
    .filter((name) => name.endsWith('.html'))
    .sort();
  for (const page of pages) hash.update(readFileSync(path.join(root, 'dist/client', page)));
  const worker = path.join(root, 'dist/client/sw.js');
  const version = hash.digest('hex').slice(0, 12);
  writeFileSync(worker, readFileSync(worker, 'utf8').replace("const VERSION = '1';", `const VERSION = '${version}';`));
}

/**
 * Writes .br and .gz beside every compressible file once at build time, so the server sends
 * them as they are instead of compressing each response again.
 */
function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) precompress(file);
    else if (/\.(js|css|html|svg|json|webmanifest)$/.test(entry.name)) {
      const content = readFileSync(file);
      if (content.length < 1024) continue;
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}

/** Builds the client with Vite, prerenders the landing page and bundles the server into dist/server/main.js. */
export async function build() {
  await buildClient({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  await prerenderLanding(root);
  stampServiceWorker();
  precompress(path.join(root, 'dist/client'));
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
  // The operations commands, runnable without tsx where only production dependencies are installed (the container image).
  await buildServer({
    entryPoints: ['backup', 'restore'].map((name) => path.join(root, `scripts/${name}.ts`)),
    outdir: path.join(root, 'dist/scripts'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
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
