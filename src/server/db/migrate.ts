import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { projectRoot } from '../project-root';
import type { Database } from './client';

export const migrationsFolder = path.join(projectRoot, 'src', 'server', 'db', 'migrations');

/**
 * One key for every Tandem process on a database: whoever holds it migrates, the others wait and
 * then find nothing left to do. Advisory locks are per database, so test databases on one server
 * never wait for each other.
 */
const migrationLock = "hashtext('tandem:migrations')";

/** The journal's newest entry: a database is migrated once drizzle has recorded it. */
export function latestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Migrates under a session-level advisory lock held on one dedicated connection, so any number
 * of instances started at once against an empty database all come up and the schema is migrated
 * exactly once (drizzle's own CREATE SCHEMA/TABLE race otherwise fails all but one of them).
 */
export async function runMigrations(db: Database): Promise<void> {
  const connection = await db.$client.connect();
  let broken: Error | undefined;
  try {
    await connection.query(`select pg_advisory_lock(${migrationLock})`);
    try {
      await migrate(drizzle(connection), { migrationsFolder });
    } finally {
      await connection.query(`select pg_advisory_unlock(${migrationLock})`);
    }
  } catch (error) {
    // A connection that failed mid-way may still hold the lock: it is closed, never reused.
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    connection.release(broken);
  }
}

/** True when every migration this build knows has been applied. */
export async function isMigrated(db: Database): Promise<boolean> {
  const result = await db.execute<{ latest: string | null }>(sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`);
  const latest = result.rows[0]?.latest;
  return latest !== null && latest !== undefined && Number(latest) >= latestMigrationMillis();
}
