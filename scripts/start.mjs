import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isBuildCurrent } from './build-fingerprint.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.NODE_ENV ??= 'production';

// Rebuild only when a source file changed since the last build, so a restart is quick.
if (!isBuildCurrent(root)) {
  console.log('[tandem] building the app (first start or sources changed)…');
  const { build } = await import('./build.mjs');
  await build();
}
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
