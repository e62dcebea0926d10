import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { seedDemoUser } from '../../scripts/seed-user';
import { todayInZone } from '../../src/domain/shared/dates';
import { serviceForTests } from '../support/local-services';
import { clusterAdminUrl, clusterRedisUrl, freshClusterDatabase, startInstance, stopInstance, type Instance } from './support/cluster';
import { expect, test } from './support/fixtures';

// Three instances at once on a fresh database, a user with a long history, mixed traffic
// round-robin, one instance killed mid-run: what a load balancer in front of them would see.
const email = 'cluster@tandem.test';
const password = 'a-long-cluster-password';
const historySize = 100_000;
/** Low, so the shared-limit check is quick; the mixed traffic comes from many addresses and never meets it. */
const limit = 30;
const journal = JSON.parse(readFileSync(path.join(process.cwd(), 'src/server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };

/** A client address per request: the instances sit behind a proxy that reports many users' addresses. */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': someAddress() },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.includes('tandem_session'))!
    .split(';')[0]!;
}

interface Outcome {
  instance: number;
  status: number;
  /** Ids of transactions the server answered 201 for. */
  created?: string;
}

const available = (await serviceForTests('PostgreSQL', clusterAdminUrl, 5432)) && (await serviceForTests('Redis', clusterRedisUrl, 6379));

test.describe('three instances on one database', () => {
  test.skip(!available, 'PostgreSQL or Redis does not answer on this machine (CI has both)');
  // The three tests build on each other: the instances the first starts serve the next two.
  test.describe.configure({ mode: 'serial' });
  const instances: Instance[] = [];
  let database: Awaited<ReturnType<typeof freshClusterDatabase>>;
  let pool: pg.Pool;
  let shared: Record<string, string>;
  test.beforeAll(async () => {
    database = await freshClusterDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    shared = { DATABASE_URL: database.url, REDIS_URL: clusterRedisUrl };
  });
  test.afterAll(async () => {
    await Promise.all(instances.map(stopInstance));
    // Unset when beforeAll failed part-way; the types assume it ran.
    /* eslint-disable @typescript-eslint/no-unnecessary-condition */
    await pool?.end();
    await database?.drop();
    /* eslint-enable @typescript-eslint/no-unnecessary-condition */
  });

  test('all come up at once on an empty database, migrated once', async () => {
    instances.push(...(await Promise.all([0, 1, 2].map(() => startInstance({ ...shared, RATE_LIMIT_PER_MINUTE: String(limit), TRUST_PROXY: 'true' })))));
    await Promise.all(instances.map((instance) => instance.ready()));
    const { rows } = await pool.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
    expect(Number(rows[0]!.count)).toBe(journal.entries.length);
  });

  test('share one per-address limit through Redis: together they allow it once', async () => {
    // One client address, as the proxy in front would report it, new on every run.
    const address = `198.51.${randomInt(256)}.${randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let request = 0; request < limit * 3; request += 1) {
      const response = await fetch(`${instances[request % 3]!.url}/api/auth/user`, { headers: { 'x-forwarded-for': address } });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(limit);
    expect(statuses.slice(limit).every((status) => status === 429)).toBe(true);
  });

  test('serve mixed reads and writes round-robin; a SIGKILL loses no acknowledged write and the others answer no 5xx', async () => {
    // Seeding 100,000 transactions and driving 900 requests takes most of a minute on two cores.
    test.setTimeout(120_000);
    const seeding = Date.now();
    await seedDemoUser(pool, { email, password, count: historySize, years: 7, timezone: 'UTC' }, () => undefined);
    const seeded = Date.now() - seeding;
    const cookie = await signIn(instances[0]!.url);
    const driving = Date.now();
    const date = todayInZone('Etc/GMT+12');
    const totalRequests = 900;
    const victim = 2;
    let sent = 0;
    let killed = false;
    const outcomes: Outcome[] = [];
    const alive = new Set([0, 1, 2]);

    const one = async (sequence: number): Promise<void> => {
      const candidates = [...alive];
      const index = candidates[sequence % candidates.length]!;
      const base = instances[index]!.url;
      const kind = sequence % 4;
      try {
        if (kind === 0) {
          const response = await fetch(`${base}/api/transactions`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json', 'x-forwarded-for': someAddress() },
            body: JSON.stringify({ amount: '12.34', type: 'expense', category: 'dining', description: `cluster write ${sequence}`, date }),
          });
          const body = (await response.json()) as { id?: string };
          outcomes.push({ instance: index, status: response.status, created: response.status === 201 ? body.id : undefined });
        } else {
          const target = kind === 1 ? '/api/dashboard/stats' : kind === 2 ? '/api/transactions' : `/api/transactions?limit=50&q=${encodeURIComponent('cluster write')}`;
          const response = await fetch(`${base}${target}`, { headers: { cookie, 'x-forwarded-for': someAddress() } });
          await response.arrayBuffer();
          outcomes.push({ instance: index, status: response.status });
        }
      } catch {
        // The killed instance drops its connections; a load balancer takes it out of rotation.
        outcomes.push({ instance: index, status: 0 });
        if (killed) alive.delete(index);
      }
    };

    const worker = async () => {
      while (sent < totalRequests) {
        const sequence = sent++;
        if (!killed && sequence === Math.floor(totalRequests / 3)) {
          killed = true;
          instances[victim]!.child.kill('SIGKILL');
        }
        await one(sequence);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(await instances[victim]!.exited).toBeNull();
    const acked = outcomes.filter((outcome) => outcome.created).length;
    console.log(
      `[cluster] seeded ${historySize} transactions in ${(seeded / 1000).toFixed(1)} s; ${outcomes.length} requests in ${((Date.now() - driving) / 1000).toFixed(1)} s, ` +
        `${acked} writes acknowledged, ${outcomes.filter((outcome) => outcome.status === 0).length} refused by the killed instance`,
    );

    const survivors = outcomes.filter((outcome) => outcome.instance !== victim);
    expect(survivors.length).toBeGreaterThan(totalRequests / 2);
    expect(survivors.filter((outcome) => outcome.status === 0 || outcome.status >= 500)).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.status !== 0 && outcome.status !== 200 && outcome.status !== 201)).toEqual([]);

    const acknowledged = outcomes.flatMap((outcome) => (outcome.created ? [outcome.created] : []));
    expect(acknowledged.length).toBeGreaterThan(150);
    expect(outcomes.some((outcome) => outcome.instance === victim && outcome.created)).toBe(true);
    const { rows } = await pool.query<{ id: string }>('select id from transactions where id = any($1::uuid[])', [acknowledged]);
    expect(rows.length).toBe(acknowledged.length);
    const { rows: totals } = await pool.query<{ count: string }>('select count(*) from transactions');
    expect(Number(totals[0]!.count)).toBeGreaterThanOrEqual(historySize + acknowledged.length);
  });
});
