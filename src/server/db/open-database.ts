import type { Config } from '../config';
import { connectDatabase, type DatabaseHandle } from './client';
import { startEmbeddedPostgres } from './embedded-postgres';
import { runMigrations } from './migrate';

export interface OpenDatabase extends DatabaseHandle {
  /** The connection string in use (the embedded server's when DATABASE_URL is unset). */
  url: string;
  /** Closes the pool, then stops the embedded server if this process started one. */
  shutdown(): Promise<void>;
}

/** Connects to `DATABASE_URL`, or starts the embedded server under `DATA_DIR`; then migrates (once, whoever else starts at the same time). */
export async function openDatabase(config: Config, log: (message: string) => void): Promise<OpenDatabase> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, log);
  const url = config.databaseUrl ?? embedded!.url;
  const handle = connectDatabase(url, config.databasePoolSize);
  try {
    await runMigrations(handle.db);
  } catch (error) {
    await handle.close();
    await embedded?.stop();
    throw error;
  }
  return {
    ...handle,
    url,
    async shutdown() {
      await handle.close();
      await embedded?.stop();
    },
  };
}
