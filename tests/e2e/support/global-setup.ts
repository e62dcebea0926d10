import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnApp, stopApp } from './app-process';
import { appUrlVariable } from './app-url';

/**
 * Starts the built app on a free port with a throw-away data directory, as `npm start` would,
 * and tells the test workers its address; the returned function stops it after the last test.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tandem-e2e-'));
  // Under root the embedded database runs as the `postgres` account, which must reach into this folder.
  await chmod(dataDir, 0o755);
  const app = spawnApp({ dataDir, port: await freePort(), databaseUrl: process.env.TEST_DATABASE_URL });
  try {
    await app.ready();
  } catch (error) {
    await stopApp(app).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  // Workers start after the global setup and inherit its environment.
  process.env[appUrlVariable] = app.baseUrl;

  return async () => {
    await stopApp(app).catch((error: unknown) => console.error(error));
    await rm(dataDir, { recursive: true, force: true });
  };
}
