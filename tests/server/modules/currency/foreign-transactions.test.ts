import { afterAll, describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../../../src/domain/dashboard/dashboard';
import type { Transaction, TransactionSummary } from '../../../../src/domain/transactions/transactions';
import { createGoal, readGoal, signedInAgent, today, transactionInput } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import { startFakeFrankfurter } from './fake-frankfurter';

const fake = await startFakeFrankfurter();
afterAll(() => fake.server.close());
const { app } = await createTestApp({ FX_BASE_URL: fake.server.url });
const ana = await signedInAgent(app);
const ben = await signedInAgent(app);

const post = (agent: typeof ana, overrides: Record<string, unknown>) => agent.post('/api/transactions', transactionInput(overrides));

describe('a transaction in another currency', () => {
  it('takes the reference rate of its date when none is typed, and counts its base amount', async () => {
    const answer = await post(ana, { amount: '100', currency: 'EUR', date: '2025-03-08' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json<Transaction>()).toMatchObject({ amount: '100.00', currency: 'EUR', rate: '1.08696', baseCurrency: 'USD', baseAmount: '108.70', date: '2025-03-08' });
  });

  it('keeps the rate the user typed', async () => {
    const answer = await post(ana, { amount: '1500', currency: 'JPY', rate: '0.0067' });
    expect(answer.json<Transaction>()).toMatchObject({ amount: '1500', currency: 'JPY', rate: '0.0067', baseAmount: '10.05' });
  });

  it('gives a row in the user’s own currency rate 1 and refuses another rate for it', async () => {
    expect((await post(ana, { amount: '5', rate: 1 })).json<Transaction>()).toMatchObject({ currency: 'USD', rate: '1', baseAmount: '5.00' });
    const refused = await post(ana, { amount: '5', currency: 'USD', rate: '1.2' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ rate: 'A transaction in your own currency has no exchange rate' });
  });

  it('asks for the rate when the source has none for the currency', async () => {
    const answer = await post(ana, { amount: '250000', currency: 'VND' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'NO_REFERENCE_RATE', fieldErrors: { rate: 'No reference rate is available for VND to USD. Enter the rate yourself.' } });
    const typed = await post(ana, { amount: '250000', currency: 'VND', rate: '0.0000394' });
    expect(typed.json<Transaction>()).toMatchObject({ amount: '250000', baseAmount: '9.85' });
  });

  it.each([
    ['0', 'The exchange rate must be a positive number'],
    ['-1.2', 'The exchange rate must be a positive number'],
    ['abc', 'The exchange rate must be a positive number'],
    ['1.0000000000001', 'The exchange rate has at most 12 decimal places'],
    ['', 'Enter the exchange rate'],
  ])('refuses the rate %j', async (rate, message) => {
    const answer = await post(ana, { amount: '10', currency: 'EUR', rate });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fieldErrors).toEqual({ rate: message });
  });

  it('refuses a currency outside the fifteen and decimals the currency does not have', async () => {
    expect((await post(ana, { amount: '10', currency: 'CHF', rate: '1.1' })).json().fieldErrors).toEqual({ currency: 'Choose one of the supported currencies' });
    expect((await post(ana, { amount: '10.5', currency: 'JPY', rate: '0.0067' })).json().fieldErrors).toEqual({ amount: 'JPY amounts cannot have decimals' });
  });
});

describe('totals over a mixed-currency set', () => {
  it('are in the base currency and exact to the cent in the summary and on the dashboard', async () => {
    const cara = await signedInAgent(app);
    const month = today().slice(0, 7);
    await post(cara, { amount: '1000', type: 'income', category: 'salary' });
    await post(cara, { amount: '100', currency: 'EUR', rate: '1.0842' }); // 108.42
    await post(cara, { amount: '1500', currency: 'JPY', rate: '0.006667' }); // 10.0005 → 10.00
    await post(cara, { amount: '12.34', currency: 'GBP', rate: '1.2655' }); // 15.61627 → 15.62
    await post(cara, { amount: '0.05', currency: 'EUR', rate: '1.1' }); // 0.055 → 0.06 (half away from zero)
    const summary = (await cara.get(`/api/transactions/summary?from=${month}&to=${month}`)).json<TransactionSummary>();
    expect(summary.totals).toMatchObject({ income: '1000.00', expenses: '134.10', net: '865.90' });
    expect(summary.otherCurrencies).toEqual([]);
    const stats = (await cara.get('/api/dashboard/stats')).json<DashboardStats>();
    expect(stats).toMatchObject({ currency: 'USD', monthlyIncome: '1000.00', monthlyExpenses: '134.10', monthlyNet: '865.90' });
  });

  it('follow an edit of the rate or the currency', async () => {
    const dan = await signedInAgent(app);
    const row = (await post(dan, { amount: '100', currency: 'EUR', rate: '1.1' })).json<Transaction>();
    const edited = await dan.patch(`/api/transactions/${row.id}`, { rate: '1.2' });
    expect(edited.json<Transaction>()).toMatchObject({ rate: '1.2', baseAmount: '120.00' });
    const dollars = await dan.patch(`/api/transactions/${row.id}`, { currency: 'USD' });
    expect(dollars.json<Transaction>()).toMatchObject({ amount: '100.00', currency: 'USD', rate: '1', baseAmount: '100.00' });
    const stats = (await dan.get('/api/dashboard/stats')).json<DashboardStats>();
    expect(stats.monthlyExpenses).toBe('100.00');
  });

  it('let a contribution in another currency add its base amount to the goal', async () => {
    const goal = await createGoal(app, ana.cookie, { targetAmount: '1000' });
    const answer = await post(ana, { amount: '50', currency: 'EUR', rate: '1.1', type: 'transfer', category: 'goal_contribution', goalId: goal.id });
    expect(answer.statusCode).toBe(201);
    expect((await readGoal(app, ana.cookie, goal.id)).currentAmount).toBe('55.00');
  });

  it('belong to their owner only: another user can neither edit the row nor see it in their totals', async () => {
    const row = (await post(ana, { amount: '20', currency: 'EUR', rate: '1.1' })).json<Transaction>();
    expect((await ben.patch(`/api/transactions/${row.id}`, { rate: '9' })).statusCode).toBe(404);
    expect((await ana.get(`/api/transactions/${row.id}`)).json<Transaction>().rate).toBe('1.1');
    expect((await ben.get('/api/dashboard/stats')).json<DashboardStats>().monthlyExpenses).toBe('0.00');
  });
});
