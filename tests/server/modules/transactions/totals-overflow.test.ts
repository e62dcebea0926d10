import { describe, expect, it } from 'vitest';
import { formatMinor } from '../../../../src/domain/shared/money';
import { registerUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import { createGoal, postTransaction, today } from './money-helpers';

const { app, database } = await createTestApp();

/** The largest amount the API accepts, in cents. */
const largestMinor = 99_999_999_999_999n;
const largest = formatMinor(largestMinor, 'USD');
const int8Max = 9_223_372_036_854_775_807n;
/** Enough largest amounts in one category and month to bring a 64-bit sum to its limit. */
const history = int8Max / largestMinor;

describe('totals past 64 bits', () => {
  it('keeps taking largest amounts in one category, the same in dry runs, with exact totals', async () => {
    const user = await registerUser(app);
    const date = today();
    // A history of largest amounts whose sum is at int8's limit; writing ~92,000 rows would
    // take the rollups to the same place, only slower.
    const seed = await postTransaction(app, user.cookie, { amount: largest, type: 'income', category: 'salary', description: 'Pay', date });
    expect(seed.statusCode).toBe(201);
    for (const table of ['transaction_monthly_rollups', 'transaction_totals']) {
      await database.pool.query(`update ${table} set total_minor = $2, count = $3 where user_id = $1`, [user.user.id, (largestMinor * history).toString(), Number(history)]);
    }

    const row = { amount: largest, type: 'income', category: 'salary', description: 'Bonus', date };
    const single = await postTransaction(app, user.cookie, row);
    expect(single.statusCode).toBe(201);

    const rows = Array.from({ length: 3 }, (_, index) => ({ ...row, description: `Imported ${index}` }));
    const preview = await app.inject({ method: 'POST', url: '/api/transactions/import', headers: { cookie: user.cookie }, payload: { rows, dryRun: true } });
    expect(preview.statusCode).toBe(200);
    const imported = await app.inject({ method: 'POST', url: '/api/transactions/import', headers: { cookie: user.cookie }, payload: { rows } });
    expect(imported.statusCode).toBe(201);

    const count = history + 1n + BigInt(rows.length);
    const summary = await app.inject({ method: 'GET', url: '/api/transactions/summary', headers: { cookie: user.cookie } });
    expect(summary.statusCode).toBe(200);
    expect(summary.json().totals.income).toBe(formatMinor(largestMinor * count, 'USD'));
    expect(summary.json().categories).toEqual([{ type: 'income', category: 'salary', total: formatMinor(largestMinor * count, 'USD'), count: Number(count) }]);

    const dashboard = await app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { cookie: user.cookie } });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().monthlyIncome).toBe(formatMinor(largestMinor * count, 'USD'));

    const edit = await app.inject({ method: 'PATCH', url: `/api/transactions/${single.json().id}`, headers: { cookie: user.cookie }, payload: { amount: '1' } });
    expect(edit.statusCode).toBe(200);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/transactions/${single.json().id}`, headers: { cookie: user.cookie } });
    expect(deleted.statusCode).toBe(204);
  });

  it('keeps a goal’s saved amount exact past 64 bits', async () => {
    const user = await registerUser(app);
    const goal = await createGoal(app, user.cookie, { targetAmount: largest });
    await database.pool.query(`update financial_goals set target_minor = $2, current_minor = $3 where id = $1`, [goal.id, int8Max.toString(), (int8Max - 1n).toString()]);
    const contribution = await postTransaction(app, user.cookie, {
      amount: largest,
      type: 'transfer',
      category: 'goal_contribution',
      goalId: goal.id,
      date: today(),
    });
    expect(contribution.statusCode).toBe(201);
    const after = await app.inject({ method: 'GET', url: `/api/financial-goals/${goal.id}`, headers: { cookie: user.cookie } });
    expect(after.json()).toMatchObject({ status: 'completed', currentAmount: formatMinor(int8Max - 1n + largestMinor, 'USD') });
  });
});
