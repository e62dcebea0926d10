import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../../../src/server/db/client';
import { isMigrated, migrationsFolder, runMigrations } from '../../../src/server/db/migrate';
import { databaseUrl, dropDatabase } from '../support/databases';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const adminUrl = inject('adminUrl');
const name = `tandem_migrate_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
afterAll(() => dropDatabase(adminUrl, name));

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

describe('migrations started by several instances at once', () => {
  it('bring every instance up on an empty database and apply each migration once', async () => {
    const instances = Array.from({ length: 5 }, () => connectDatabase(databaseUrl(adminUrl, name), 2));
    try {
      expect(await isMigrated(instances[0]!.db).catch(() => false)).toBe(false);
      const outcomes = await Promise.allSettled(instances.map((instance) => runMigrations(instance.db)));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(instances.map(() => 'fulfilled'));

      const applied = await instances[0]!.pool.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
      expect(Number(applied.rows[0]!.count)).toBe(journal.entries.length);
      expect(await isMigrated(instances[0]!.db)).toBe(true);
      // The lock is released: a later start migrates nothing and returns.
      await runMigrations(instances[1]!.db);
      const locks = await instances[0]!.pool.query(
        "select count(*) from pg_locks where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())",
      );
      expect(Number(locks.rows[0]!.count)).toBe(0);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});
