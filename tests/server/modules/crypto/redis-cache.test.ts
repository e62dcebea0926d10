import { connect } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { CoinPrice } from '../../../../src/domain/crypto/crypto-wire';
import { connectRedis, type RedisClient } from '../../../../src/server/shared/redis';
import { signedInAgent } from '../../support/factories';
import { startFakeCoinGecko } from '../../support/fake-coingecko';
import { createTestApp } from '../../support/test-app';

/** A database of its own on the local Redis, so other suites' keys never meet ours. */
const redisUrl = 'redis://127.0.0.1:6379/11';

async function redisReachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 6379 });
    const done = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const quietLog = { warn: () => undefined, info: () => undefined };

async function ready(client: RedisClient): Promise<RedisClient> {
  if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));
  return client;
}

const available = await redisReachable();

describe.skipIf(!available)('the price cache shared through Redis', async () => {
  const coinGecko = await startFakeCoinGecko();
  const [first, second, cleaner] = await Promise.all([1, 2, 3].map(() => ready(connectRedis(redisUrl, quietLog))));
  afterAll(async () => {
    await coinGecko.close();
    for (const client of [first!, second!, cleaner!]) client.disconnect();
  });

  let now = Date.now();
  const clock = () => now;
  const env = { COINGECKO_BASE_URL: coinGecko.url };
  // Two instances of the application behind one load balancer, each with its own Redis connection.
  const one = await createTestApp(env, { redis: first, clock });
  const two = await createTestApp(env, { redis: second, clock });
  const [onOne, onTwo] = await Promise.all([signedInAgent(one.app), signedInAgent(two.app)]);

  beforeEach(async () => {
    now += 15 * 60_000;
    coinGecko.failing = false;
    const keys = await cleaner!.keys('crypto:*');
    if (keys.length) await cleaner!.del(...keys);
  });

  const url = '/api/crypto/prices?ids=bitcoin,ethereum,binancecoin';

  it('costs one upstream call however many instances and users ask at once', async () => {
    const before = coinGecko.callsTo('/coins/markets');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => (index % 2 ? onOne : onTwo).get(url)));
    expect(answers.every((response) => response.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((response) => response.body)).size).toBe(1);
    expect(coinGecko.callsTo('/coins/markets') - before).toBe(1);
    expect(await cleaner!.exists('crypto:prices:bitcoin', 'crypto:prices:ethereum', 'crypto:prices:binancecoin')).toBe(3);
  });

  it('lets an instance that never asked serve the last good answer while CoinGecko fails', async () => {
    const good = (await onOne.get(url)).json<CoinPrice[]>();
    coinGecko.failing = true;
    now += 5 * 60_000;
    const stale = await onTwo.get(url);
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(good);
    now += 5 * 60_000 + 1_000;
    expect((await onTwo.get(url)).statusCode).toBe(502);
  });
});

describe('the price cache without a working Redis', async () => {
  const coinGecko = await startFakeCoinGecko();
  // Nothing listens on port 1: every command fails at once and the cache keeps to memory.
  const broken = connectRedis('redis://127.0.0.1:1', quietLog);
  afterAll(async () => {
    broken.disconnect();
    await coinGecko.close();
  });
  const { app } = await createTestApp({ COINGECKO_BASE_URL: coinGecko.url }, { redis: broken });
  const agent = await signedInAgent(app);

  it('still answers and still calls upstream once a minute', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => agent.get('/api/crypto/prices?ids=bitcoin')));
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(coinGecko.callsTo('/coins/markets')).toBe(1);
  });
});
