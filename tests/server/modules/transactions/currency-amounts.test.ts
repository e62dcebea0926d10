import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transactions, users } from '../../../../src/server/db/schema/index';
import { registerUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import { postTransaction, today } from './money-helpers';

const { app, database } = await createTestApp();
const yen = await registerUser(app);
const dollars = await registerUser(app);
await database.db.update(users).set({ currency: 'JPY' }).where(eq(users.id, yen.user.id));

const expense = (amount: string) => ({ amount, type: 'expense', category: 'groceries', description: `Spent ${amount}`, date: today() });

describe('amounts follow the currency’s decimals', () => {
  it('stores a yen amount as whole yen', async () => {
    const response = await postTransaction(app, yen.cookie, expense('1500'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ amount: '1500', currency: 'JPY' });
    const [row] = await database.db.select({ minor: transactions.amountMinor }).from(transactions).where(eq(transactions.id, response.json<{ id: string }>().id));
    expect(row?.minor).toBe(1500n);
  });

  it('refuses yen with decimals, naming the currency', async () => {
    const response = await postTransaction(app, yen.cookie, expense('12.5'));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ amount: 'JPY amounts cannot have decimals' });
  });

  it('refuses a third decimal in dollars', async () => {
    const response = await postTransaction(app, dollars.cookie, expense('12.345'));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ amount: 'USD amounts have at most 2 decimal places' });
  });

  it('applies the same rule to goal amounts', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/financial-goals',
      headers: { cookie: yen.cookie },
      payload: { title: 'Trip', targetAmount: '200000.50', targetDate: `${Number(today().slice(0, 4)) + 1}-06-01`, category: 'vacation' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ targetAmount: 'JPY amounts cannot have decimals' });
  });
});
