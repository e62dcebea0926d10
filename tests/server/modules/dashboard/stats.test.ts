import { describe, expect, it } from 'vitest';
import { addMonths } from '../../../../src/domain/shared/dates';
import { contribute, createGoal, createTransaction, registerUser, today } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app } = await createTestApp();

const stats = async (cookie: string) => {
  const response = await app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('dashboard stats', () => {
  it('starts a new user at zero in the building band', async () => {
    const user = await registerUser(app);
    expect(await stats(user.cookie)).toMatchObject({
      currency: 'USD',
      totalBalance: '0.00',
      monthlyIncome: '0.00',
      monthlyExpenses: '0.00',
      savingsRate: null,
      netWorth: '0.00',
      healthScore: 0,
      scoreBand: 'building',
      recentTransactions: [],
      goals: { active: 0, completed: 0, archived: 0 },
    });
  });

  it('adds up this month, all-time balance and net worth from what was recorded', async () => {
    const user = await registerUser(app);
    const lastMonth = addMonths(today(), -1);
    await createTransaction(app, user.cookie, { amount: 4000, type: 'income', category: 'salary', date: lastMonth });
    await createTransaction(app, user.cookie, { amount: 5000, type: 'income', category: 'salary' });
    await createTransaction(app, user.cookie, { amount: 1500, type: 'expense', category: 'rent' });
    await createTransaction(app, user.cookie, { amount: 0.1, type: 'expense', category: 'dining' });
    await createTransaction(app, user.cookie, { amount: 0.2, type: 'expense', category: 'dining' });
    await createTransaction(app, user.cookie, { amount: 500, type: 'transfer', category: 'savings', destination: 'general_savings' });
    const goal = await createGoal(app, user.cookie, { targetAmount: 10_000, currentAmount: 1000 });
    await contribute(app, user.cookie, goal.id, 250);

    const result = await stats(user.cookie);
    expect(result).toMatchObject({
      monthlyIncome: '5000.00',
      monthlyExpenses: '1500.30',
      monthlyNet: '3499.70',
      // A typical month, as AI insights count it: 9000 earned and 1500.30 spent over the two months recorded.
      savingsRate: 83.3,
      // 9000 earned − 1500.30 spent − 750 moved out of cash
      totalBalance: '6749.70',
      // cash + 500 savings + 1250 held by the goal
      netWorth: '8499.70',
      previousMonth: { income: '4000.00', expenses: '0.00' },
      goals: { active: 1, totalTarget: '10000.00', totalSaved: '1250.00' },
    });
    expect(result.healthScore).toBeGreaterThan(0);
    expect(result.healthScore).toBeLessThanOrEqual(100);
    expect(['excellent', 'good', 'fair', 'building']).toContain(result.scoreBand);
    expect(result.scoreBreakdown.score).toBe(result.healthScore);
    expect(result.scoreBreakdown.components.map((component: { weight: number }) => component.weight)).toEqual([30, 25, 20, 25]);
    expect(result.recentTransactions).toHaveLength(5);
    expect(result.recentTransactions[0].date).toBe(today());
  });

  it('shows only the signed-in user’s figures', async () => {
    const rich = await registerUser(app);
    const other = await registerUser(app);
    await createTransaction(app, rich.cookie, { amount: 99_999, type: 'income', category: 'salary' });
    expect((await stats(other.cookie)).monthlyIncome).toBe('0.00');
  });

  it('follows edits and deletions', async () => {
    const user = await registerUser(app);
    const expense = await createTransaction(app, user.cookie, { amount: 80 });
    expect((await stats(user.cookie)).monthlyExpenses).toBe('80.00');
    await app.inject({ method: 'PATCH', url: `/api/transactions/${expense.id}`, headers: { cookie: user.cookie }, payload: { amount: 20 } });
    expect((await stats(user.cookie)).monthlyExpenses).toBe('20.00');
    await app.inject({ method: 'DELETE', url: `/api/transactions/${expense.id}`, headers: { cookie: user.cookie } });
    expect((await stats(user.cookie)).monthlyExpenses).toBe('0.00');
  });

  it('needs a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dashboard/stats' });
    expect(response.statusCode).toBe(401);
  });
});
