import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Rejects with `what` when `promise` has not settled within `ms`. */
export async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`the app exited early (code ${server.exitCode}, signal ${server.signalCode})`);
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app did not become healthy within ${timeoutMs / 1000} s`);
}

export interface AppProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Resolves with the exit code (null when ended by a signal) once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process printed, for failure messages. */
  output: () => string;
}

interface SpawnOptions {
  dataDir: string;
  port: number;
  databaseUrl?: string;
  quiet?: boolean;
  /** The project folder to run from (holding dist/ and node_modules/); this checkout by default. */
  root?: string;
  /** `info` to read the start-up lines; warnings and errors only by default. */
  logLevel?: 'info' | 'warn';
}

/**
 * Spawns the built app (`node dist/server/main.js`) as `npm start` would, on the given data
 * directory and port; without `databaseUrl` it runs its own embedded database there.
 */
export function spawnApp({ dataDir, port, databaseUrl, quiet = false, root = process.cwd(), logLevel = 'warn' }: SpawnOptions): AppProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: logLevel,
    RATE_LIMIT_PER_MINUTE: '100000',
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], { cwd: root, env, stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, baseUrl: `http://localhost:${port}`, exited, output: () => output };
}

/** Asks the app to stop (SIGTERM) and waits; kills it outright if it has not exited in time. */
export async function stopApp(app: AppProcess, timeoutMs = 30_000): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return app.exited;
  app.child.kill('SIGTERM');
  try {
    return await within(timeoutMs, 'the app stopping after SIGTERM', app.exited);
  } catch (error) {
    app.child.kill('SIGKILL');
    await app.exited;
    throw error;
  }
}
