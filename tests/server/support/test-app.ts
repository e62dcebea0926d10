import type { FastifyInstance } from 'fastify';
import { afterAll, inject } from 'vitest';
import { buildApp, type AppContext } from '../../../src/server/app';
import { loadConfig, type Config } from '../../../src/server/config';
import { connectDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { cloneTemplate, dropDatabase } from './databases';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
}

/**
 * The real application on a database of its own (cloned from the migrated template), closed
 * and dropped after the file's tests. Environment overrides adjust config per file; `extras`
 * adds a Redis client or a clock of the test's own.
 */
export async function createTestApp(env: Record<string, string> = {}, extras: Pick<AppContext, 'redis' | 'clock'> = {}): Promise<TestApp> {
  const adminUrl = inject('adminUrl');
  const { url, name } = await cloneTemplate(adminUrl, inject('templateDatabase'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: inject('dataDir'),
    RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const database = connectDatabase(url, 5);
  const app = await buildApp({ db: database.db, config, ...extras });
  afterAll(async () => {
    await app.close();
    await database.close();
    await dropDatabase(adminUrl, name);
  });
  return { app, database, config };
}
