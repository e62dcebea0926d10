import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../../src/server/db/schema/index';
import { registerUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import { createTransaction } from './money-helpers';

const { app, database } = await createTestApp();
const traveller = await registerUser(app);
const setCurrency = (currency: string) => database.db.update(users).set({ currency }).where(eq(users.id, traveller.user.id));

// Money recorded while the account was kept in euros and in yen, then the account moved to dollars.
await setCurrency('EUR');
await createTransaction(app, traveller.cookie, { amount: '100.50', type: 'expense', category: 'dining' });
await createTransaction(app, traveller.cookie, { amount: '900', type: 'income', category: 'salary' });
await setCurrency('JPY');
await createTransaction(app, traveller.cookie, { amount: '1500', type: 'expense', category: 'transport' });
await setCurrency('USD');
await createTransaction(app, traveller.cookie, { amount: '40', type: 'expense', category: 'groceries' });

const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: traveller.cookie } });

const expected = [
  { currency: 'EUR', count: 2, income: '900.00', expenses: '100.50', transfers: '0.00' },
  { currency: 'JPY', count: 1, income: '0', expenses: '1500', transfers: '0' },
];

describe('transactions in another currency than the user’s', () => {
  it('are left out of the summary totals and listed per currency', async () => {
    const summary = (await get('/api/transactions/summary')).json();
    expect(summary.currency).toBe('USD');
    expect(summary.totals).toMatchObject({ income: '0.00', expenses: '40.00' });
    expect(summary.otherCurrencies).toEqual(expected);
  });

  it('are left out of the dashboard figures and listed per currency', async () => {
    const stats = (await get('/api/dashboard/stats')).json();
    expect(stats.monthlyExpenses).toBe('40.00');
    expect(stats.otherCurrencies).toEqual(expected);
  });

  it('are not reported for months the summary does not cover', async () => {
    const summary = (await get('/api/transactions/summary?from=2001-01&to=2001-02')).json();
    expect(summary.otherCurrencies).toEqual([]);
  });

  it('are an empty list for a user with one currency', async () => {
    const other = await registerUser(app);
    const stats = (await app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { cookie: other.cookie } })).json();
    expect(stats.otherCurrencies).toEqual([]);
  });
});
