import { randomInt } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { connectDatabase } from '../../../src/server/db/client';
import { connectRedis, redisReady, type RedisClient } from '../../../src/server/shared/redis';
import { serviceForTests } from '../../support/local-services';
import { cloneTemplate, dropDatabase } from '../support/databases';

const redisTarget = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const withRedis = await serviceForTests('Redis', redisTarget.toString(), 6379);
const adminUrl = inject('adminUrl');
const { url, name } = await cloneTemplate(adminUrl, inject('templateDatabase'));
const database = connectDatabase(url, 4);
const limit = 6;
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: String(limit) });

/** A TCP relay to Redis that the test can cut and restore, as a network outage would. */
async function startRelay() {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(redisTarget.port || 6379), redisTarget.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => undefined);
          socket.on('close', () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await open();
  return {
    url: () => `redis://127.0.0.1:${port}`,
    open,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server!.close(() => resolve());
      }),
  };
}

const relay = await startRelay();
const messages: string[] = [];
const log = { warn: (message: string) => messages.push(message), info: (message: string) => messages.push(message) };
const clients: RedisClient[] = [connectRedis(relay.url(), log), connectRedis(relay.url(), log)];
const instances: FastifyInstance[] = await Promise.all(clients.map((redis) => buildApp({ db: database.db, config, redis })));

afterAll(async () => {
  await Promise.all(instances.map((app) => app.close()));
  for (const client of clients) client.disconnect();
  await relay.cut();
  await database.close();
  await dropDatabase(adminUrl, name);
});

/** A fresh address per test, so counts left in Redis by an earlier run or test never mix in. */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function statuses(app: FastifyInstance, address: string, count: number): Promise<number[]> {
  const answers: number[] = [];
  for (let index = 0; index < count; index += 1) {
    answers.push((await app.inject({ method: 'GET', url: '/api/auth/user', remoteAddress: address })).statusCode);
  }
  return answers;
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(withRedis)('the per-address rate limit with REDIS_URL', () => {
  it('is shared: two instances together allow the limit once, not twice', async () => {
    await until(() => clients.every((client) => redisReady(client)), `Redis answering at ${redisTarget.host} (start redis-server or set TEST_REDIS_URL)`);
    const address = newAddress();
    const answers = [...(await statuses(instances[0]!, address, limit)), ...(await statuses(instances[1]!, address, limit))];
    expect(answers.filter((status) => status !== 429)).toHaveLength(limit);
    expect(answers.slice(limit).every((status) => status === 429)).toBe(true);
  });

  it('keeps limiting in memory while Redis is away, says so once, and shares again when it returns', async () => {
    await relay.cut();
    await until(() => clients.every((client) => !redisReady(client)), 'noticing the outage');
    const address = newAddress();
    // Each instance now counts alone: no error, and still a limit.
    const apart = await statuses(instances[0]!, address, limit + 2);
    expect(apart.filter((status) => status !== 429)).toHaveLength(limit);
    expect(apart.some((status) => status >= 500)).toBe(false);
    expect(messages.filter((message) => message.includes('unavailable'))).toHaveLength(clients.length);

    await relay.open();
    await until(() => clients.every((client) => redisReady(client)), 'reconnecting to Redis');
    expect(messages.filter((message) => message.includes('available again'))).toHaveLength(clients.length);
    const shared = newAddress();
    const answers = [...(await statuses(instances[1]!, shared, limit)), ...(await statuses(instances[0]!, shared, 2))];
    expect(answers.filter((status) => status !== 429)).toHaveLength(limit);
  });
});
