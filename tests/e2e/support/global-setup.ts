import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, spawnApp, stopApp, waitForHealth } from './app-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the built app on a free port with a throw-away data directory, as `npm start` would. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tandem-e2e-'));
  // Under root the embedded database runs as the `postgres` account, which must reach into this folder.
  await chmod(dataDir, 0o755);
  const app = spawnApp({ dataDir, port: await freePort(), databaseUrl: process.env.TEST_DATABASE_URL });
  try {
    await waitForHealth(app.baseUrl, app.child);
  } catch (error) {
    await stopApp(app).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseUrl', app.baseUrl);

  return async () => {
    await stopApp(app).catch((error: unknown) => console.error(error));
    await rm(dataDir, { recursive: true, force: true });
  };
}
