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

/** pino's number for `warn`: lines at this level or above are worth showing while the suite runs. */
const warnLevel = 40;

function worthShowing(line: string): boolean {
  try {
    const { level } = JSON.parse(line) as { level?: unknown };
    return typeof level !== 'number' || level >= warnLevel;
  } catch {
    return line.trim() !== '';
  }
}

export interface ServerOutput {
  /** Everything the process printed, for failure messages. */
  output: () => string;
  /** Resolves once the process has printed a line that `matches`; rejects if it exits first. */
  printed: (matches: (line: string) => boolean) => Promise<string>;
}

/**
 * Collects a server's output line by line, echoing warnings and errors unless `quiet`, so a test
 * can wait for the line that says something has happened instead of asking over and over.
 */
export function collectOutput(child: ChildProcess, quiet: boolean): ServerOutput {
  let output = '';
  let partial = '';
  const lines: string[] = [];
  const listeners = new Set<(line: string) => void>();
  const take = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    const parts = (partial + text).split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      if (!quiet && worthShowing(line)) process.stderr.write(`${line}\n`);
      for (const listener of listeners) listener(line);
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const printed = (matches: (line: string) => boolean) =>
    new Promise<string>((resolve, reject) => {
      const seen = lines.find(matches);
      if (seen !== undefined) return resolve(seen);
      const listener = (line: string) => {
        if (!matches(line)) return;
        finish();
        resolve(line);
      };
      const exited = (code: number | null, signal: NodeJS.Signals | null) => {
        finish();
        reject(new Error(`the server exited (code ${code}, signal ${signal}) before printing what was awaited`));
      };
      const finish = () => {
        listeners.delete(listener);
        child.off('exit', exited);
      };
      if (child.exitCode !== null || child.signalCode !== null) return reject(new Error(`the server had already exited (code ${child.exitCode})`));
      listeners.add(listener);
      child.once('exit', exited);
    });
  return { output: () => output, printed };
}

/** main.ts says this once the database, the HTTP server and the job queue are all running. */
export const isReadyLine = (line: string) => line.includes('"msg":"Tandem is ready at ');

export interface AppProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Resolves with the exit code (null when ended by a signal) once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process printed, for failure messages. */
  output: () => string;
  /** Resolves once the app says it is ready for traffic; rejects if it exits or takes longer than `timeoutMs`. */
  ready: (timeoutMs?: number) => Promise<void>;
}

interface SpawnOptions {
  dataDir: string;
  port: number;
  databaseUrl?: string;
  /** Print nothing; without it, the app's warnings and errors show among the tests' output. */
  quiet?: boolean;
  /** The project folder to run from (holding dist/ and node_modules/); this checkout by default. */
  root?: string;
}

/**
 * Spawns the built app (`node dist/server/main.js`) as `npm start` would, on the given data
 * directory and port; without `databaseUrl` it runs its own embedded database there. It logs at
 * `info`, so its start-up lines (where the database lives, that it is ready) can be read.
 */
export function spawnApp({ dataDir, port, databaseUrl, quiet = false, root = process.cwd() }: SpawnOptions): AppProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MINUTE: '100000',
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const { output, printed } = collectOutput(child, quiet);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const ready = async (timeoutMs = 90_000) => {
    try {
      await within(timeoutMs, 'the app becoming ready', printed(isReadyLine));
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- app output ---\n${output()}`);
    }
  };
  return { child, baseUrl: `http://localhost:${port}`, exited, output, ready };
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
