import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The build scripts count too: a change to how the app is built must rebuild it.
const inputs = ['src', 'public', 'scripts', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function* walk(entry) {
  if (!existsSync(entry)) return;
  const stat = statSync(entry);
  if (!stat.isDirectory()) {
    yield [entry, stat];
    return;
  }
  for (const name of readdirSync(entry).sort()) yield* walk(path.join(entry, name));
}

/** A digest of every build input's path, size and modification time: cheap, and changes with any edit. */
export function buildFingerprint(root) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const [file, stat] of walk(path.join(root, input))) hash.update(`${path.relative(root, file)}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

export function stampPath(root) {
  return path.join(root, 'dist', '.build-stamp');
}

export function isBuildCurrent(root) {
  const stamp = stampPath(root);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === buildFingerprint(root);
}
