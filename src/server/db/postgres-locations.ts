import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, cp, lstat, mkdir, readdir, readFile, readlink, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { accountName, canReach, type Account, type Log } from './postgres-account';

export interface Binaries {
  initdb: string;
  pg_ctl: string;
}

/**
 * Where the root-run database keeps what its account could not reach inside a private project
 * folder: a copy of the binaries per version and the clusters. Under /var/lib so a reboot keeps them.
 */
export const sharedRoot = '/var/lib/tandem';

/** Records, inside DATA_DIR, where its cluster lives when that is not DATA_DIR/postgres. */
const pointerName = 'postgres.location';

/** One sentence for a root run that cannot work: what the account could not reach, why, and the ways out. */
function unreachableFix(what: string, cause: unknown, firstFix: string): Error {
  return new Error(
    `The "${accountName}" account that runs the embedded database cannot reach ${what} inside this private folder, ` +
      `and ${sharedRoot} could not be prepared for it (${(cause as Error).message}); make ${sharedRoot} writable, ${firstFix}, ` +
      `run Tandem as a normal user, or set DATABASE_URL to an external server.`,
  );
}

/**
 * Creates `dir` one level at a time (so a refusal names its real cause, which a recursive mkdir
 * can hide) and makes the levels under `sharedRoot` passable by every account whatever the umask.
 */
async function passableFolder(dir: string): Promise<void> {
  const parent = path.dirname(dir);
  if (parent !== dir && !existsSync(parent)) await passableFolder(parent);
  await mkdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  if (dir.startsWith(sharedRoot)) await chmod(dir, 0o755);
}

/** Every file below `dir`, with what identifies its content cheaply: size, mode, link target. */
async function listing(dir: string, prefix = ''): Promise<string[]> {
  const lines: string[] = [];
  for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(dir, entry.name);
    const relative = path.join(prefix, entry.name);
    const stats = await lstat(file);
    if (entry.isDirectory()) lines.push(...(await listing(file, relative)));
    else lines.push(`${relative} ${stats.size} ${stats.mode} ${entry.isSymbolicLink() ? await readlink(file) : ''}`);
  }
  return lines;
}

/** Makes a copied tree readable by every account, and executables runnable, whatever modes the install left. */
async function openUp(dir: string): Promise<void> {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) await openUp(file);
    else if (entry.isFile()) {
      const { mode } = await lstat(file);
      await chmod(file, (mode & 0o777) | 0o044 | (mode & 0o100 ? 0o011 : 0));
    }
  }
}

const binariesFix = 'put the project in a folder every account can pass through';

/**
 * The binaries as the server account can run them: in place when it can reach them, otherwise a
 * copy under `sharedRoot`, made once per package version and content and reused by later starts.
 */
export async function reachableBinaries(binaries: Binaries, account: Account, log: Log): Promise<Binaries> {
  if (await canReach(account, binaries.initdb)) return binaries;
  const native = path.dirname(path.dirname(binaries.initdb));
  const manifest = JSON.parse(await readFile(path.join(native, '..', 'package.json'), 'utf8')) as { name: string; version: string };
  const content = createHash('sha256')
    .update((await listing(native)).join('\n'))
    .digest('hex')
    .slice(0, 12);
  const target = path.join(sharedRoot, 'binaries', `${manifest.name.replace(/[@/]/g, '-').replace(/^-/, '')}-${manifest.version}-${content}`);
  const located = {
    initdb: path.join(target, path.relative(native, binaries.initdb)),
    pg_ctl: path.join(target, path.relative(native, binaries.pg_ctl)),
  };
  if (existsSync(located.initdb)) return located;

  log(`copying the PostgreSQL binaries to ${target}, where the "${accountName}" account can run them`);
  const staging = `${target}.partial-${process.pid}`;
  try {
    await passableFolder(path.dirname(target));
    await rm(staging, { recursive: true, force: true });
    await cp(native, staging, { recursive: true, verbatimSymlinks: true });
    await openUp(staging);
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    // Another app starting at the same moment may have put an identical copy in place first.
    if (!existsSync(located.initdb)) throw unreachableFix('the PostgreSQL binaries', error, binariesFix);
  }
  if (!(await canReach(account, located.initdb))) throw unreachableFix('the PostgreSQL binaries', new Error(`${target} is not reachable either`), binariesFix);
  return located;
}

/**
 * The cluster folder for `dataDir`: DATA_DIR/postgres when the server account can pass through the
 * folders above it; otherwise a folder under `sharedRoot`, recorded in DATA_DIR so that later starts
 * (and a moved project folder) find the same cluster, and forgotten together with DATA_DIR.
 */
export async function clusterFolder(dataDir: string, account: Account): Promise<string> {
  const pointer = path.join(dataDir, pointerName);
  const recorded = (await readFile(pointer, 'utf8').catch(() => '')).trim();
  if (recorded) return recorded;
  const local = path.join(dataDir, 'postgres');
  if (await canReach(account, path.dirname(dataDir))) return local;
  if (existsSync(path.join(local, 'PG_VERSION'))) {
    throw new Error(
      `The database in ${local} cannot be reached by the "${accountName}" account that runs it because a folder above it is private; ` +
        `make the folders above it passable (chmod o+x) or run Tandem as a normal user.`,
    );
  }
  const relocated = path.join(sharedRoot, 'clusters', `${path.basename(path.dirname(dataDir)).replace(/[^\w.-]/g, '_')}-${randomBytes(6).toString('hex')}`);
  try {
    await passableFolder(relocated);
  } catch (error) {
    throw unreachableFix(`DATA_DIR (${dataDir})`, error, 'set DATA_DIR to a folder every account can pass through');
  }
  await writeFile(pointer, `${path.join(relocated, 'postgres')}\n`);
  return path.join(relocated, 'postgres');
}
