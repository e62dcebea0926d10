import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { collectOutput, freePort, isReadyLine, within } from './app-process';

/** The CI machine's PostgreSQL server and Redis; the cluster test makes and drops its own database. */
export const clusterAdminUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const clusterRedisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';

function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.setTimeout(2000, () => (socket.destroy(), resolve(false)));
    socket.on('error', () => resolve(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });
}

/** A database of its own on the server, dropped by the returned function. */
export async function freshClusterDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!(await redisAnswers(clusterRedisUrl))) throw new Error(`Redis does not answer at ${clusterRedisUrl}: start redis-server or set CLUSTER_REDIS_URL`);
  const admin = new pg.Client({ connectionString: clusterAdminUrl });
  await admin.connect().catch((error: unknown) => {
    throw new Error(`PostgreSQL does not answer at ${clusterAdminUrl} (${String(error)}): start it or set CLUSTER_DATABASE_URL`);
  });
  const name = `tandem_cluster_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(clusterAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: clusterAdminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface Instance {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves once the instance says it is ready for traffic; rejects if it exits or takes longer than `timeoutMs`. */
  ready: (timeoutMs?: number) => Promise<void>;
}

/** One app process (the build, as `npm start` runs it) against the shared database and Redis. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(process.cwd(), 'dist/server/main.js')], {
    // At `info` it says when it is ready; its warnings and errors are in `output` for a failure message.
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', DATABASE_POOL_SIZE: '5', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { output, printed } = collectOutput(child, true);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = async (timeoutMs = 90_000) => {
    try {
      await within(timeoutMs, 'an instance becoming ready', printed(isReadyLine));
    } catch (error) {
      throw new Error(`${(error as Error).message}:\n${output()}`);
    }
  };
  return { child, url: `http://127.0.0.1:${port}`, output, exited, ready };
}

export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  instance.child.kill('SIGTERM');
  await instance.exited;
}
