import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { projectRoot } from '../project-root';
import type { Database } from './client';

export const migrationsFolder = path.join(projectRoot, 'src', 'server', 'db', 'migrations');

export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
}
