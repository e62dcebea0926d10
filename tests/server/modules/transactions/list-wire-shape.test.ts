import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../../src/server/db/schema/index';
import { transactionPageSchema, type Transaction, type TransactionPage } from '../../../../src/domain/transactions/transactions';
import { registerUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import { createGoal, createTransaction, contribute } from './money-helpers';

const { app, database } = await createTestApp();

async function listed(cookie: string): Promise<TransactionPage> {
  const response = await app.inject({ method: 'GET', url: '/api/transactions?limit=200', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<TransactionPage>();
}

async function single(cookie: string, id: string): Promise<Transaction> {
  const response = await app.inject({ method: 'GET', url: `/api/transactions/${id}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<Transaction>();
}

describe('the transaction list answer', () => {
  it.each([
    ['USD', '1234.5', '1234.50'],
    ['EUR', '0.05', '0.05'],
    ['JPY', '1500', '1500'],
  ])('carries each transaction as its own endpoint does, in %s', async (currency, amount, shown) => {
    const user = await registerUser(app);
    await database.db.update(users).set({ currency }).where(eq(users.id, user.user.id));
    const goal = await createGoal(app, user.cookie, { targetAmount: '100000' });
    const created = [
      await createTransaction(app, user.cookie, { amount, description: 'Rent "March" — 3 rooms ☂' }),
      await createTransaction(app, user.cookie, { amount: '1', type: 'transfer', category: 'savings', destination: 'general_savings', description: '' }),
      (await contribute(app, user.cookie, goal.id, '5')).json<Transaction>(),
    ];

    const page = await listed(user.cookie);
    expect(transactionPageSchema.parse(page)).toEqual(page);
    expect(page.nextCursor).toBeNull();
    expect(page.items).toHaveLength(3);
    for (const item of page.items) {
      expect(item).toStrictEqual(await single(user.cookie, item.id));
    }
    expect(page.items.map((item) => item.id)).toEqual(created.map((item) => item.id).reverse());
    expect(page.items.at(-1)).toMatchObject({ amount: shown, currency, description: 'Rent "March" — 3 rooms ☂' });
    expect(page.items[0]).toMatchObject({ goalId: goal.id, category: 'goal_contribution' });
  });
});
