import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, spawnApp, stopApp, within, type AppProcess } from './support/app-process';
import { expect, test } from './support/fixtures';
import { privateCopyOfApp, type PrivateCopy } from './support/private-copy';
import { newAccount, type Account } from './support/session';

const run = promisify(execFile);

/** Process ids whose command line mentions `needle` (pgrep's own process is never listed). */
async function processesMentioning(needle: string): Promise<number[]> {
  try {
    const { stdout } = await run('pgrep', ['-f', needle]);
    return stdout.split('\n').filter(Boolean).map(Number);
  } catch (error) {
    // pgrep answers 1 when nothing matches.
    if ((error as { code?: number }).code === 1) return [];
    throw error;
  }
}

async function post(baseUrl: string, path: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
}

function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function signIn(baseUrl: string, account: Account): Promise<Response> {
  return post(baseUrl, '/api/auth/login', { email: account.email, password: account.password });
}

test.describe('the app process', () => {
  const started: AppProcess[] = [];
  let dataDir = '';

  async function start(port: number): Promise<AppProcess> {
    const app = spawnApp({ dataDir, port, quiet: true });
    started.push(app);
    await app.ready(90_000);
    return app;
  }

  test.afterAll(async () => {
    test.setTimeout(60_000);
    for (const app of started) await stopApp(app).catch(() => undefined);
    // A database server left behind by a failed run is stopped by its own pid, found through its data folder.
    if (dataDir) {
      for (const pid of await processesMentioning(dataDir)) {
        try {
          process.kill(pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test('keeps committed data through a kill -9, shuts down cleanly on SIGTERM, and starts again', async () => {
    test.setTimeout(240_000);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tandem-lifecycle-'));
    await chmod(dataDir, 0o755);
    const port = await freePort();
    const account = newAccount('lifecycle', 'Iris', 'Okafor');

    // First start: a brand-new data folder, a new account.
    const first = await start(port);
    const registered = await post(first.baseUrl, '/api/auth/register', account);
    expect(registered.status).toBe(201);
    const cookie = sessionCookie(registered);
    expect(cookie).not.toBe('');

    // Crash: no chance to stop the database or flush anything.
    first.child.kill('SIGKILL');
    expect(await within(10_000, 'the app dying after kill -9', first.exited)).toEqual({ code: null, signal: 'SIGKILL' });

    // Second start on the same folder recovers and still knows the account and its session.
    const second = await start(port);
    const afterCrash = await signIn(second.baseUrl, account);
    expect(afterCrash.status).toBe(200);
    expect(((await afterCrash.json()) as { email: string }).email).toBe(account.email);
    const sameSession = await fetch(`${second.baseUrl}/api/auth/user`, { headers: { Cookie: cookie }, signal: AbortSignal.timeout(15_000) });
    expect(sameSession.status).toBe(200);

    // A polite stop: exit code 0 and no database server left running on this folder.
    expect(await stopApp(second)).toEqual({ code: 0, signal: null });
    expect(await processesMentioning(dataDir)).toEqual([]);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    // Third start works as normal.
    const third = await start(port);
    expect((await signIn(third.baseUrl, account)).status).toBe(200);
    const wrong = await signIn(third.baseUrl, { ...account, password: 'not-the-password-at-all' });
    expect(wrong.status).toBe(401);
    expect(await stopApp(third)).toEqual({ code: 0, signal: null });
    expect(await processesMentioning(dataDir)).toEqual([]);
  });
});

/** What the app's one line about the embedded database says: where its binaries and its data are. */
function databaseLocations(output: string): { binaries: string; data: string } {
  const match = /embedded database: binaries in (\S+), data in ([^\s"]+)/.exec(output);
  if (!match) throw new Error(`the app did not say where its database lives\n--- app output ---\n${output}`);
  const [, binaries = '', data = ''] = match;
  return { binaries, data };
}

test.describe('the app run by root from a folder other accounts cannot enter', () => {
  // Only root switches the database to the unprivileged `postgres` account, so only root can meet this case.
  test.skip(process.getuid?.() !== 0, 'only root runs the database as another account');
  const started: AppProcess[] = [];
  let copy: PrivateCopy | undefined;

  test.afterAll(async () => {
    test.setTimeout(60_000);
    for (const app of started) await stopApp(app).catch(() => undefined);
    if (!copy) return;
    // The relocated cluster belongs to this test alone; the binary copy is shared and kept.
    const cluster = (await readFile(path.join(copy.root, 'data', 'postgres.location'), 'utf8').catch(() => '')).trim();
    if (cluster.startsWith('/var/lib/tandem/clusters/')) await rm(path.dirname(cluster), { recursive: true, force: true });
    await rm(copy.privateDir, { recursive: true, force: true });
  });

  test('starts, keeps its data through a restart, and says where the database lives', async () => {
    test.setTimeout(300_000);
    copy = await privateCopyOfApp();
    expect((await stat(copy.privateDir)).mode & 0o777).toBe(0o700);
    const { root } = copy;
    const dataDir = path.join(root, 'data');
    const port = await freePort();
    const account = newAccount('private', 'Tomás', 'Herrera');

    const start = async () => {
      const app = spawnApp({ dataDir, port, quiet: true, root });
      started.push(app);
      await app.ready(120_000);
      return app;
    };

    const first = await start();
    const firstLocations = databaseLocations(first.output());
    // Both must lie outside the private folder, where the database account can reach them.
    expect(firstLocations.binaries.startsWith(copy.privateDir)).toBe(false);
    expect(firstLocations.data.startsWith(copy.privateDir)).toBe(false);
    expect((await readFile(path.join(dataDir, 'postgres.location'), 'utf8')).trim()).toBe(firstLocations.data);
    expect((await post(first.baseUrl, '/api/auth/register', account)).status).toBe(201);
    expect(await stopApp(first)).toEqual({ code: 0, signal: null });

    // The next start finds the same binaries and the same cluster, so the account is still there.
    const second = await start();
    expect(databaseLocations(second.output())).toEqual(firstLocations);
    expect(second.output()).not.toContain('copying the PostgreSQL binaries');
    expect((await signIn(second.baseUrl, account)).status).toBe(200);
    expect(await stopApp(second)).toEqual({ code: 0, signal: null });
  });
});
