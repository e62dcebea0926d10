import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, transactions } from '../../../src/server/db/schema/index';
import { sweepIdempotencyKeys } from '../../../src/server/http/idempotency';
import { registerUser, type RegisteredUser } from '../support/factories';
import { createTestApp } from '../support/test-app';
import { createGoal, readGoal, today } from '../modules/transactions/money-helpers';

const { app, database } = await createTestApp({ DATABASE_POOL_SIZE: '10' });
const alice = await registerUser(app);
const bob = await registerUser(app);

let counter = 0;
const newKey = () => `key-${Date.now()}-${(counter += 1)}`;

const expense = (description: string, amount: string | number = '12.50') => ({ amount, type: 'expense', category: 'groceries', description, date: today() });

function post(user: RegisteredUser, url: string, payload: unknown, key?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: key === undefined ? { cookie: user.cookie } : { cookie: user.cookie, 'idempotency-key': key },
  });
}

async function rowsDescribed(user: RegisteredUser, description: string): Promise<number> {
  const rows = await database.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.userId, user.user.id), eq(transactions.description, description)));
  return rows.length;
}

describe('Idempotency-Key on money writes', () => {
  it('answers a repeat with the first result and writes once', async () => {
    const key = newKey();
    const first = await post(alice, '/api/transactions', expense('Repeat once'), key);
    const second = await post(alice, '/api/transactions', expense('Repeat once'), key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await rowsDescribed(alice, 'Repeat once')).toBe(1);
  });

  it('treats the same amount sent as a number or a decimal string as the same request', async () => {
    const key = newKey();
    expect((await post(alice, '/api/transactions', expense('Same amount', 12.5), key)).statusCode).toBe(201);
    const again = await post(alice, '/api/transactions', expense('Same amount', '12.50'), key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await rowsDescribed(alice, 'Same amount')).toBe(1);
  });

  it('refuses the same key with a different body and writes nothing', async () => {
    const key = newKey();
    await post(alice, '/api/transactions', expense('First body'), key);
    const other = await post(alice, '/api/transactions', expense('Second body'), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different request',
      key: 'messages.idempotencyKeyReused',
    });
    expect(await rowsDescribed(alice, 'Second body')).toBe(0);
  });

  it('writes exactly once when ten identical requests arrive at once', async () => {
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(alice, '/api/transactions', expense('Ten at once'), key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.json<{ id: string }>().id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await rowsDescribed(alice, 'Ten at once')).toBe(1);
  });

  it('keeps each user’s keys apart', async () => {
    const key = newKey();
    const mine = await post(alice, '/api/transactions', expense('Shared key'), key);
    const theirs = await post(bob, '/api/transactions', expense('Shared key'), key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json<{ id: string }>().id).not.toBe(mine.json<{ id: string }>().id);
    expect(await rowsDescribed(bob, 'Shared key')).toBe(1);
  });

  it('releases the key when the first attempt fails, so a corrected retry goes through', async () => {
    const key = newKey();
    const refused = await post(
      alice,
      '/api/transactions',
      { ...expense('After a refusal'), goalId: '00000000-0000-4000-8000-000000000000', category: 'goal_contribution', type: 'transfer' },
      key,
    );
    expect(refused.statusCode).toBe(400);
    const retried = await post(alice, '/api/transactions', expense('After a refusal'), key);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('adds a goal contribution to the goal once however often it is retried', async () => {
    const goal = await createGoal(app, alice.cookie, { targetAmount: 1000 });
    const key = newKey();
    const contribution = { amount: '100', type: 'transfer', category: 'goal_contribution', goalId: goal.id, description: 'Saved', date: today() };
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await post(alice, '/api/transactions', contribution, key)).statusCode).toBe(201);
    expect((await readGoal(app, alice.cookie, goal.id)).currentAmount).toBe('100.00');
  });

  it('creates one goal for a repeated creation', async () => {
    const key = newKey();
    const payload = { title: 'Idempotent goal', targetAmount: '500', targetDate: `${Number(today().slice(0, 4)) + 1}-01-01`, category: 'other' };
    const first = await post(alice, '/api/financial-goals', payload, key);
    const second = await post(alice, '/api/financial-goals', payload, key);
    expect(second.json()).toEqual(first.json());
    const list = await app.inject({ method: 'GET', url: '/api/financial-goals', headers: { cookie: alice.cookie } });
    expect(list.json<{ title: string }[]>().filter((goal) => goal.title === 'Idempotent goal')).toHaveLength(1);
  });

  it('imports once on a repeated commit, while dry runs need no key', async () => {
    const key = newKey();
    const body = { rows: [expense('Imported row'), expense('Imported row 2')] };
    const preview = await post(alice, '/api/transactions/import', { ...body, dryRun: true }, key);
    expect(preview.statusCode).toBe(200);
    const first = await post(alice, '/api/transactions/import', body, key);
    const second = await post(alice, '/api/transactions/import', body, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await rowsDescribed(alice, 'Imported row')).toBe(1);
  });

  it('writes again after the 24-hour window and sweeps expired keys', async () => {
    const key = newKey();
    await post(alice, '/api/transactions', expense('Old key'), key);
    await database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    const later = await post(alice, '/api/transactions', expense('Old key'), key);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await rowsDescribed(alice, 'Old key')).toBe(2);

    const stale = newKey();
    await post(alice, '/api/transactions', expense('Swept key'), stale);
    await database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, stale));
    expect(await sweepIdempotencyKeys(database.db)).toBeGreaterThanOrEqual(1);
    const left = await database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.key, stale));
    expect(left).toEqual([]);
  });

  it('refuses a malformed key and leaves requests without a key unchanged', async () => {
    const bad = await post(alice, '/api/transactions', expense('Bad key'), 'has spaces in it');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Idempotency-Key must be 1 to 255 visible characters');
    await post(alice, '/api/transactions', expense('No key'));
    await post(alice, '/api/transactions', expense('No key'));
    expect(await rowsDescribed(alice, 'No key')).toBe(2);
  });

  it('ignores the header on routes that have not opted in', async () => {
    const key = newKey();
    const missing = await app.inject({ method: 'POST', url: '/api/no-such-route', payload: {}, headers: { cookie: alice.cookie, 'idempotency-key': key } });
    expect(missing.statusCode).toBe(404);
    const stats = await app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { cookie: alice.cookie, 'idempotency-key': key } });
    expect(stats.statusCode).toBe(200);
    expect(stats.headers['idempotent-replayed']).toBeUndefined();
  });
});
