import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importMaxBytes, importMaxRows } from '../../../../src/domain/transactions/imports';
import { addDays } from '../../../../src/domain/shared/dates';
import { registerUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import { createGoal, createTransaction, readGoal, today } from './money-helpers';

const { app, database } = await createTestApp();

const importRows = (cookie: string, body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/transactions/import', headers: { cookie }, payload: body });

const listAll = async (cookie: string) => (await app.inject({ method: 'GET', url: '/api/transactions?limit=200', headers: { cookie } })).json().items as unknown[];

const row = (overrides: Record<string, unknown> = {}) => ({ amount: '12.00', type: 'expense', category: 'dining', description: 'Pizza', date: today(), ...overrides });

describe('transaction import', () => {
  it('imports every row in one go', async () => {
    const user = await registerUser(app);
    const response = await importRows(user.cookie, { rows: [row(), row({ amount: 3000, type: 'income', category: 'salary', description: 'Pay' })] });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ dryRun: false, total: 2, imported: 2, duplicates: [] });
    expect(await listAll(user.cookie)).toHaveLength(2);
  });

  it('imports nothing when any row is invalid, and names each bad row and field', async () => {
    const user = await registerUser(app);
    const response = await importRows(user.cookie, {
      rows: [row(), row({ amount: -1 }), row({ category: '' }), row({ date: addDays(today(), 3) }), row({ type: 'income', category: 'rent' })],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Some rows could not be imported',
      code: 'IMPORT_INVALID',
      key: 'messages.importRefused',
      errors: [
        { row: 2, field: 'amount', message: 'Must be a valid positive number', key: 'validation.positiveNumber' },
        { row: 3, field: 'category', message: 'Category is required', key: 'validation.categoryRequired' },
        { row: 4, field: 'date', message: 'Transaction date cannot be in the future.', key: 'validation.dateNotInFuture' },
        { row: 5, field: 'category', message: 'This category does not belong to the chosen type', key: 'validation.categoryMismatch' },
      ],
    });
    expect(await listAll(user.cookie)).toHaveLength(0);
  });

  it('flags rows that match an existing date, amount and description, and can leave them out', async () => {
    const user = await registerUser(app);
    const existing = await createTransaction(app, user.cookie, { amount: 12, category: 'dining', description: 'pizza ' });
    const rows = [row(), row({ description: 'Sushi' })];
    const preview = await importRows(user.cookie, { rows, dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ dryRun: true, imported: 0, duplicates: [{ row: 1, existingId: existing.id }] });
    expect(await listAll(user.cookie)).toHaveLength(1);

    const skipped = await importRows(user.cookie, { rows, skipDuplicates: true });
    expect(skipped.json()).toMatchObject({ imported: 1, skippedDuplicates: 1 });
    expect(await listAll(user.cookie)).toHaveLength(2);
  });

  it('credits goal contributions to their goals, and refuses the batch for a goal that is not active', async () => {
    const user = await registerUser(app);
    const goal = await createGoal(app, user.cookie, { targetAmount: 100 });
    const contribution = (amount: number) => row({ amount, type: 'transfer', category: 'goal_contribution', goalId: goal.id, description: `Save ${amount}` });
    expect((await importRows(user.cookie, { rows: [contribution(30), contribution(20)] })).statusCode).toBe(201);
    expect((await readGoal(app, user.cookie, goal.id)).currentAmount).toBe('50.00');

    await app.inject({ method: 'PATCH', url: `/api/financial-goals/${goal.id}`, headers: { cookie: user.cookie }, payload: { status: 'archived' } });
    const refused = await importRows(user.cookie, { rows: [row(), contribution(5)] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ row: 2, field: 'goalId', message: 'Only active goals can receive contributions.', key: 'validation.goalNotActive' }]);
  });

  it('takes more than the old 5000 rows in one go, all in one statement per chunk, with the monthly rollups exact', async () => {
    const user = await registerUser(app);
    const categories = ['dining', 'groceries', 'transport'] as const;
    const rows = Array.from({ length: 12_345 }, (_, index) =>
      row({
        description: `Row ${index}`,
        amount: `${(index % 97) + 1}.${String(index % 100).padStart(2, '0')}`,
        category: categories[index % 3],
        date: addDays(today(), -(index % 700)),
      }),
    );
    const response = await importRows(user.cookie, { rows });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ total: 12_345, imported: 12_345 });
    const {
      rows: [counted],
    } = await database.db.execute<{ count: number }>(sql`select count(*)::int as count from transactions where user_id = ${user.user.id}`);
    expect(counted?.count).toBe(12_345);
    expect(await rollups(user.user.id)).toEqual(await rawSums(user.user.id));
  });

  it('refuses more rows than the cap with the limit in its message', async () => {
    const user = await registerUser(app);
    const response = await importRows(user.cookie, { rows: Array.from({ length: importMaxRows + 1 }, () => ({})) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Import at most ${importMaxRows} rows at a time`);
  });

  it('refuses a body over the size cap with 413 and says how to go on', async () => {
    const user = await registerUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/transactions/import',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: `{"rows":["${'x'.repeat(importMaxBytes)}"]}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'An import may carry at most 64 MB; split the file into smaller ones', code: 'PAYLOAD_TOO_LARGE', key: 'messages.importTooLarge' });
  });

  it('streams its saving progress when asked, then the result', async () => {
    const user = await registerUser(app);
    const rows = Array.from({ length: 10_500 }, (_, index) => row({ description: `Line ${index}` }));
    const response = await app.inject({
      method: 'POST',
      url: '/api/transactions/import',
      headers: { cookie: user.cookie, accept: 'application/x-ndjson' },
      payload: { rows },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const events = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events.filter((event) => event.type === 'saving')).toEqual([
      { type: 'saving', saved: 0, total: 10_500 },
      { type: 'saving', saved: 10_000, total: 10_500 },
      { type: 'saving', saved: 10_500, total: 10_500 },
    ]);
    expect(events.at(-1)).toMatchObject({ type: 'done', result: { imported: 10_500, total: 10_500 } });
    expect(await listAll(user.cookie)).toHaveLength(200);
  });

  it('still answers a refused batch with 400 and its row errors when progress was asked for', async () => {
    const user = await registerUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/transactions/import',
      headers: { cookie: user.cookie, accept: 'application/x-ndjson' },
      payload: { rows: [row(), row({ amount: 'lots' })] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ row: 2, field: 'amount', message: 'Must be a valid positive number', key: 'validation.positiveNumber' }]);
  });
});

describe('transaction import between two users', () => {
  it("refuses another user's goal exactly like a goal that does not exist, and saves nothing", async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const theirGoal = await createGoal(app, owner.cookie, { targetAmount: 100 });
    const contribution = row({ amount: 10, type: 'transfer', category: 'goal_contribution', goalId: theirGoal.id, description: 'Sneaky' });
    const missing = row({ amount: 10, type: 'transfer', category: 'goal_contribution', goalId: '00000000-0000-4000-8000-000000000000', description: 'Nowhere' });

    const refused = await importRows(other.cookie, { rows: [row(), contribution] });
    const notFound = await importRows(other.cookie, { rows: [row(), missing] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(notFound.json());
    expect(refused.json().errors).toEqual([{ row: 2, field: 'goalId', message: 'Goal not found', key: 'validation.goalNotFound' }]);
    expect(await listAll(other.cookie)).toHaveLength(0);
    expect((await readGoal(app, owner.cookie, theirGoal.id)).currentAmount).toBe('0.00');
  });

  it("never reports another user's transactions as duplicates", async () => {
    const first = await registerUser(app);
    const second = await registerUser(app);
    await createTransaction(app, first.cookie, { amount: 12, category: 'dining', description: 'Pizza' });
    const preview = await importRows(second.cookie, { rows: [row()], dryRun: true });
    expect(preview.json()).toMatchObject({ duplicates: [] });
    const imported = await importRows(second.cookie, { rows: [row()], skipDuplicates: true });
    expect(imported.json()).toMatchObject({ imported: 1, skippedDuplicates: 0, duplicates: [] });
    expect(await listAll(first.cookie)).toHaveLength(1);
    expect(await listAll(second.cookie)).toHaveLength(1);
  });
});

async function rollups(userId: string) {
  const { rows } = await database.db.execute(sql`
    select month::text, type, category, total_minor::text as total, count::int as count
    from transaction_monthly_rollups where user_id = ${userId} order by 1, 2, 3`);
  return rows;
}

async function rawSums(userId: string) {
  const { rows } = await database.db.execute(sql`
    select date_trunc('month', occurred_on::timestamp)::date::text as month, type, category, sum(amount_minor)::text as total, count(*)::int as count
    from transactions where user_id = ${userId} group by 1, 2, 3 order by 1, 2, 3`);
  return rows;
}
