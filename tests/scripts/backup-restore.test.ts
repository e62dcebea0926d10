import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { backup, restore } from '../../scripts/database-backup';
import { loadConfig } from '../../src/server/config';
import { connectDatabase } from '../../src/server/db/client';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { runMigrations } from '../../src/server/db/migrate';
import { projectRoot } from '../../src/server/project-root';
import { serviceForTests } from '../support/local-services';

const run = promisify(execFile);
/** The local PostgreSQL server (CI has one); its own databases are created and dropped here. */
const serverUrl = process.env.BACKUP_TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const postgresAnswers = await serviceForTests('PostgreSQL', serverUrl, 5432);
const scratch = await mkdtemp(path.join(os.tmpdir(), 'tandem-backup-test-'));
await chmod(scratch, 0o755);
const created: string[] = [];

function urlOf(database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect().catch((error: unknown) => {
    throw new Error(`PostgreSQL does not answer at ${serverUrl} (${String(error)}); start it or set BACKUP_TEST_DATABASE_URL`);
  });
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function freshDatabase(): Promise<string> {
  const name = `tandem_backup_${randomBytes(5).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  created.push(name);
  return urlOf(name);
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const emails = async (url: string) => (await query<{ email: string }>(url, 'select email from users order by email')).map((row) => row.email);
const addUser = (url: string, email: string) =>
  query(url, `insert into users (first_name, last_name, email, password_hash) values ('Ada', 'Lovelace', '${email}', 'not-a-real-hash')`);

/** `npm run <script> -- args` as an operator types it. */
const npmRun = (script: 'backup' | 'restore', args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'scripts', `${script}.ts`), ...args], { cwd: projectRoot, env: { ...process.env, ...env } });

afterAll(async () => {
  if (created.length > 0)
    await admin(async (client) => {
      for (const name of created) await client.query(`drop database if exists ${name} with (force)`);
    }).catch(() => undefined);
  await rm(scratch, { recursive: true, force: true });
});

describe.runIf(postgresAnswers)('backup and restore with DATABASE_URL', () => {
  it('round-trips a database through a pg_dump archive, replacing what changed since', async () => {
    const url = await freshDatabase();
    const database = connectDatabase(url, 1);
    await runMigrations(database.db);
    await database.close();
    await addUser(url, 'kept@example.com');

    const file = path.join(scratch, 'external.dump');
    const made = await npmRun('backup', ['--out', file], { DATABASE_URL: url });
    expect(made.stdout).toContain('pg_dump custom format');
    expect((await run('pg_restore', ['--list', file])).stdout).toContain('TABLE DATA public users');

    await query(url, "delete from users where email = 'kept@example.com'");
    await addUser(url, 'added-later@example.com');
    await npmRun('restore', ['--in', file], { DATABASE_URL: url });
    expect(await emails(url)).toEqual(['kept@example.com']);

    // The same file restores into an empty database (moving to another server).
    const elsewhere = await freshDatabase();
    await npmRun('restore', ['--in', file], { DATABASE_URL: elsewhere });
    expect(await emails(elsewhere)).toEqual(['kept@example.com']);
    expect(await query(elsewhere, 'select 1 from drizzle.__drizzle_migrations')).not.toHaveLength(0);
  }, 60_000);

  it('refuses a file that is not a backup and changes nothing', async () => {
    const url = await freshDatabase();
    await query(url, 'create table marker (id int)');
    const file = path.join(scratch, 'not-a-backup.dump');
    await run('sh', ['-c', `echo hello > ${file}`]);
    await expect(npmRun('restore', ['--in', file], { DATABASE_URL: url })).rejects.toThrow(/not a Tandem backup/);
    expect(await query(url, 'select * from marker')).toEqual([]);
  }, 30_000);
});

describe('backup and restore of the built-in database', () => {
  it('round-trips the data under DATA_DIR', async () => {
    const dataDir = path.join(scratch, 'data');
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const log = () => undefined;
    const withServer = async <T>(work: (url: string) => Promise<T>): Promise<T> => {
      const server = await startEmbeddedPostgres(dataDir);
      try {
        return await work(server.url);
      } finally {
        await server.stop();
      }
    };
    await withServer(async (url) => {
      const database = connectDatabase(url, 1);
      await runMigrations(database.db);
      await database.close();
      await addUser(url, 'built-in@example.com');
    });

    const file = path.join(scratch, 'built-in.backup');
    await backup(config, file, log);
    await withServer((url) => query(url, 'delete from users'));
    await restore(config, file, log);
    expect(await withServer(emails)).toEqual(['built-in@example.com']);
  }, 120_000);
});
