import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../../src/server/db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../../src/server/db/embedded-postgres';
import { runMigrations } from '../../../src/server/db/migrate';
import { databaseUrl, dropDatabase } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
    dataDir: string;
  }
}

/**
 * One PostgreSQL server for the whole run (the embedded one, or TEST_DATABASE_URL's) and one
 * migrated template database; each test file clones the template, so files never share data.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tandem-test-'));
  // Under root the database runs as an unprivileged account, which must traverse this folder.
  await chmod(dataDir, 0o755);
  let embedded: EmbeddedPostgres | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres(path.join(dataDir, 'db'));
    adminUrl = embedded.adminUrl;
  }
  const templateDatabase = `tandem_template_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${templateDatabase}`);
  await admin.end();

  const template = connectDatabase(databaseUrl(adminUrl, templateDatabase), 1);
  await runMigrations(template.db);
  await template.close();

  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);
  project.provide('dataDir', dataDir);

  return async () => {
    await dropDatabase(adminUrl, templateDatabase).catch(() => undefined);
    await embedded?.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
