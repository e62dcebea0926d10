import { describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../../../src/domain/dashboard/dashboard';
import type { Transaction, TransactionPage } from '../../../../src/domain/transactions/transactions';
import { registerUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import { createTransaction, today } from './money-helpers';

const { app, database } = await createTestApp();

async function recentOnDashboard(cookie: string): Promise<Transaction[]> {
  const response = await app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<DashboardStats>().recentTransactions;
}

async function firstListPage(cookie: string): Promise<Transaction[]> {
  const response = await app.inject({ method: 'GET', url: '/api/transactions', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<TransactionPage>().items;
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('transactions entered on the same day', () => {
  it('show the one just added first, in the recent list and on the first page', async () => {
    const user = await registerUser(app);
    const added: Transaction[] = [];
    for (let index = 1; index <= 5; index += 1) {
      added.push(await createTransaction(app, user.cookie, { description: `Expense ${index}`, date: today() }));
    }
    const sixth = await createTransaction(app, user.cookie, { description: 'Expense 6', date: today() });
    added.push(sixth);

    const recent = await recentOnDashboard(user.cookie);
    expect(recent[0]!.id).toBe(sixth.id);
    const page = await firstListPage(user.cookie);
    expect(page[0]!.id).toBe(sixth.id);
    // All six, newest entry first: the dashboard shows five of them, the list all.
    const newestFirst = ids(added).reverse();
    expect(ids(page)).toEqual(newestFirst);
    expect(ids(recent)).toEqual(newestFirst.slice(0, 5));
  });

  it('keep entry order for rows whose id comes from the database default', async () => {
    const user = await registerUser(app);
    const client = await database.pool.connect();
    try {
      // Two inserts in a row, then one statement adding many rows (as an import does): every id
      // is larger than the one before, though most share a millisecond.
      const insert = (description: string) =>
        client.query<{ id: string }>(
          `insert into transactions (user_id, type, category, amount_minor, currency, description, occurred_on)
           values ($1, 'expense', 'dining', 100, 'USD', $2, $3) returning id`,
          [user.user.id, description, today()],
        );
      const first = (await insert('first')).rows[0]!.id;
      const second = (await insert('second')).rows[0]!.id;
      const { rows } = await client.query<{ id: string }>(
        `insert into transactions (user_id, type, category, amount_minor, currency, description, occurred_on)
         select $1, 'expense', 'dining', 100, 'USD', 'row ' || n, $2 from generate_series(1, 500) n
         returning id`,
        [user.user.id, today()],
      );
      const inOrder = [first, second, ...ids(rows)];
      expect([...inOrder].sort()).toEqual(inOrder);
      expect(new Set(inOrder).size).toBe(inOrder.length);
      expect(inOrder.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id))).toBe(true);
    } finally {
      client.release();
    }
    const page = await firstListPage(user.cookie);
    expect(page.slice(0, 3).map((item) => item.description)).toEqual(['row 500', 'row 499', 'row 498']);
  });
});
