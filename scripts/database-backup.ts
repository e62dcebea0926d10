import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdtemp, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../src/server/config';
import { startEmbeddedPostgres, takeOwnership } from '../src/server/db/embedded-postgres';
import { serverAccount } from '../src/server/db/postgres-account';
import { clusterFolder } from '../src/server/db/postgres-locations';
import { archiveSchemas, findTool, missingToolMessage, restoreInOneTransaction, runWithConnection, serverMajor } from './postgres-tools';

const run = promisify(execFile);
type Log = (message: string) => void;

/** What a backup file holds: a pg_dump archive, or the built-in server's files copied while it was stopped. */
export type BackupFormat = 'pg_dump' | 'built-in-files';

const manifestName = 'tandem-backup.json';
const passwordName = 'postgres.password';

async function formatOf(file: string): Promise<BackupFormat> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.toString('latin1') === 'PGDMP') return 'pg_dump';
    if (head[0] === 0x1f && head[1] === 0x8b) return 'built-in-files';
  } finally {
    await handle.close();
  }
  throw new Error(`${file} is not a Tandem backup (neither a pg_dump custom archive nor a copy of the built-in database)`);
}

/** Writes beside the target and renames at the end, so a failed backup never leaves half a file under its name. */
async function atomically(out: string, write: (partial: string) => Promise<void>): Promise<void> {
  const partial = `${out}.partial-${randomBytes(4).toString('hex')}`;
  try {
    await write(partial);
    await rename(partial, out);
  } finally {
    await rm(partial, { force: true });
  }
}

async function dumpWith(url: string, out: string, log: Log): Promise<boolean> {
  const major = await serverMajor(url);
  const tool = await findTool('pg_dump', major);
  if (!tool) return false;
  log(`pg_dump ${tool.major} (${tool.program}) from PostgreSQL ${major}`);
  await atomically(out, (partial) => runWithConnection(tool.program, ['--format=custom', '--compress=6', `--file=${partial}`], url));
  return true;
}

/** The built-in server's cluster and password, copied while no process runs it: consistent, same major version only. */
async function copyBuiltInFiles(dataDir: string, out: string, log: Log): Promise<void> {
  const release = await takeOwnership(dataDir);
  const staging = await mkdtemp(path.join(os.tmpdir(), 'tandem-backup-'));
  try {
    const pgdata = await clusterFolder(dataDir, await serverAccount(log));
    const version = (await readFile(path.join(pgdata, 'PG_VERSION'), 'utf8')).trim();
    await writeFile(path.join(staging, manifestName), JSON.stringify({ format: 'built-in-files', postgresMajor: Number(version), createdAt: new Date().toISOString() }));
    await copyFile(path.join(dataDir, passwordName), path.join(staging, passwordName));
    const base = path.basename(pgdata);
    log(`copying the stopped built-in database (PostgreSQL ${version}) from ${pgdata}`);
    await atomically(out, (partial) =>
      run('tar', [
        '-czf',
        partial,
        '-C',
        staging,
        manifestName,
        passwordName,
        '-C',
        path.dirname(pgdata),
        `--exclude=${base}/postmaster.pid`,
        `--exclude=${base}/postmaster.opts`,
        `--transform=s,^${base}/,cluster/,`,
        `--transform=s,^${base}$,cluster,`,
        base,
      ]).then(() => undefined),
    );
  } finally {
    await rm(staging, { recursive: true, force: true });
    await release();
  }
}

/**
 * `npm run backup`: DATABASE_URL's database, or the built-in one, as a pg_dump custom archive.
 * The built-in server ships no pg_dump; when no client programs of its version are installed,
 * its files are copied while it is stopped instead (restorable into the built-in database only).
 */
export async function backup(config: Config, out: string, log: Log): Promise<BackupFormat> {
  if (config.databaseUrl) {
    const major = await serverMajor(config.databaseUrl);
    if (!(await dumpWith(config.databaseUrl, out, log))) throw new Error(missingToolMessage('pg_dump', major));
    return 'pg_dump';
  }
  const server = await startEmbeddedPostgres(config.dataDir, log);
  let dumped = false;
  try {
    dumped = await dumpWith(server.url, out, log);
  } finally {
    await server.stop();
  }
  if (dumped) return 'pg_dump';
  log("no pg_dump for the built-in server's version is installed; copying its files instead");
  await copyBuiltInFiles(config.dataDir, out, log);
  return 'built-in-files';
}

async function restoreArchive(url: string, input: string, log: Log): Promise<void> {
  const major = await serverMajor(url);
  const tool = await findTool('pg_restore', major);
  if (!tool) throw new Error(missingToolMessage('pg_restore', major));
  const psql = await findTool('psql', 0, path.dirname(tool.program));
  if (!psql) throw new Error(missingToolMessage('psql', major));
  log(`pg_restore ${tool.major} (${tool.program}) into PostgreSQL ${major}`);
  // The database belongs to Tandem: what the archive brings replaces its schemas whole, rather than
  // object by object (pg_restore --clean cannot drop pg-boss's partitioned job tables).
  const schemas = new Set([...(await archiveSchemas(tool.program, input)), 'public']);
  const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const prelude = [...schemas].map((name) => `drop schema if exists ${quoted(name)} cascade;`).join('\n') + '\ncreate schema public;\n';
  await restoreInOneTransaction(tool.program, psql.program, input, prelude, url);
}

async function restoreBuiltInFiles(dataDir: string, input: string, log: Log): Promise<void> {
  const release = await takeOwnership(dataDir);
  const account = await serverAccount(log);
  const pgdata = await clusterFolder(dataDir, account);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = `${pgdata}.restoring-${stamp}`;
  try {
    await run('mkdir', ['-p', staging]);
    await run('tar', ['-xzf', input, '-C', staging]);
    const manifest = JSON.parse(await readFile(path.join(staging, manifestName), 'utf8')) as { format?: string; postgresMajor?: number };
    if (manifest.format !== 'built-in-files' || !existsSync(path.join(staging, 'cluster', 'PG_VERSION'))) throw new Error(`${input} holds no built-in database`);
    const cluster = path.join(staging, 'cluster');
    if (account.uid !== undefined && account.gid !== undefined) await run('chown', ['-R', `${account.uid}:${account.gid}`, cluster]);
    await chmod(cluster, 0o700);
    const passwordFile = path.join(dataDir, passwordName);
    if (existsSync(pgdata)) {
      await rename(pgdata, `${pgdata}.before-restore-${stamp}`);
      log(`the database it replaces is kept in ${pgdata}.before-restore-${stamp} (delete it once you are satisfied)`);
    }
    if (existsSync(passwordFile)) await rename(passwordFile, `${passwordFile}.before-restore-${stamp}`);
    await rename(cluster, pgdata);
    await copyFile(path.join(staging, passwordName), passwordFile);
    await chmod(passwordFile, 0o600);
  } finally {
    await rm(staging, { recursive: true, force: true });
    await release();
  }
}

/**
 * `npm run restore`: replaces the database with a backup. Stop every app instance first; the
 * next start migrates the restored data forward if the backup is older than the app.
 */
export async function restore(config: Config, input: string, log: Log): Promise<void> {
  const format = await formatOf(input);
  if (format === 'built-in-files') {
    if (config.databaseUrl) {
      throw new Error(`${input} is a copy of the built-in database's files; restore it with DATABASE_URL unset, or make a pg_dump backup instead`);
    }
    await restoreBuiltInFiles(config.dataDir, input, log);
    // Start it once, so a broken copy is found now rather than at the next `npm start`.
    const server = await startEmbeddedPostgres(config.dataDir, log);
    await server.stop();
    return;
  }
  if (config.databaseUrl) return restoreArchive(config.databaseUrl, input, log);
  const server = await startEmbeddedPostgres(config.dataDir, log);
  try {
    await restoreArchive(server.url, input, log);
  } finally {
    await server.stop();
  }
}
