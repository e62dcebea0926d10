import { describe, expect, it } from 'vitest';
import { setPlanByEmail } from '../../../../scripts/admin-commands';
import { addMonths } from '../../../../src/domain/shared/dates';
import type { AdvancedInsights, Insights } from '../../../../src/domain/insights/insights';
import { createGoal, createTransaction, setCurrency, setMonthlySettings, signedInAgent, today, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();

const insights = async (agent: Agent) => {
  const response = await agent.get('/api/insights');
  expect(response.statusCode).toBe(200);
  return response.json<Insights>();
};

const monthsAgo = (months: number) => addMonths(today(), -months);

/** Three months of salary and rent, and dining that doubles this month. */
async function seedThreeMonths(agent: Agent) {
  for (const months of [0, 1, 2]) {
    await createTransaction(app, agent.cookie, { amount: 5000, type: 'income', category: 'salary', date: monthsAgo(months) });
    await createTransaction(app, agent.cookie, { amount: 1500, type: 'expense', category: 'rent', date: monthsAgo(months) });
  }
  await createTransaction(app, agent.cookie, { amount: 300, type: 'expense', category: 'dining', date: monthsAgo(1) });
  await createTransaction(app, agent.cookie, { amount: 600, type: 'expense', category: 'dining' });
}

describe('GET /api/insights', () => {
  it('answers a new account with zeros, no advice and the standard projection, and says history is short', async () => {
    const result = await insights(await signedInAgent(app));
    expect(result).toMatchObject({
      currency: 'USD',
      month: today().slice(0, 7),
      plan: 'free',
      basis: { source: 'transactions', monthsOfData: 0, shortHistory: true, settingsAvailable: false, monthlyIncome: '0.00', savingsRate: null },
      spending: { total: '0.00', categories: [] },
      goals: [],
      recommendations: [],
      recommendationsTotal: 0,
      projection: { annualReturnPercent: 8, years: 5, start: '0.00', final: '0.00' },
      otherCurrencies: [],
    });
    expect(result.trend).toHaveLength(6);
    expect(result.projection.points).toHaveLength(61);
  });

  it('breaks down this month, compares 50/30/20 with three months of records and explains each recommendation', async () => {
    const ana = await signedInAgent(app);
    await seedThreeMonths(ana);
    await createGoal(app, ana.cookie, { title: 'Bike', targetAmount: '1000', currentAmount: '250', category: 'other' });
    const result = await insights(ana);

    expect(result.basis).toMatchObject({
      source: 'transactions',
      monthsOfData: 3,
      shortHistory: false,
      monthlyIncome: '5000.00',
      monthlyExpenses: '1800.00',
      monthlyKept: '3200.00',
      savingsRate: 64,
    });
    expect(result.spending).toEqual({
      total: '2100.00',
      categories: [
        { category: 'rent', amount: '1500.00', sharePercent: 71.4, lastMonth: '1500.00', changePercent: 0 },
        { category: 'dining', amount: '600.00', sharePercent: 28.5, lastMonth: '300.00', changePercent: 100 },
      ],
    });
    expect(result.trend.at(-1)).toEqual({ month: today().slice(0, 7), income: '5000.00', expenses: '2100.00', kept: '2900.00' });
    expect(result.budgetRule.lines).toEqual([
      { bucket: 'needs', targetPercent: 50, target: '2500.00', actual: '1500.00', actualPercent: 30, gap: '-1000.00' },
      { bucket: 'wants', targetPercent: 30, target: '1500.00', actual: '300.00', actualPercent: 6, gap: '-1200.00' },
      { bucket: 'savings', targetPercent: 20, target: '1000.00', actual: '3200.00', actualPercent: 64, gap: '-2200.00' },
    ]);
    expect(result.goals).toEqual([expect.objectContaining({ title: 'Bike', current: '250.00', target: '1000.00', percent: 25, state: 'on_track' })]);
    // 15000 earned − 5400 spent: 9600 in cash covers 5.3 months of 1800.
    expect(result.emergencyFund).toEqual({ months: 5.3, targetMonths: 3, liquid: '9600.00', monthlyExpenses: '1800.00', shortfall: '0.00' });
    // Net worth: 9600 cash + 250 held by the goal.
    expect(result.projection).toMatchObject({ start: '9850.00', monthlyContribution: '3200.00', contributed: '201850.00' });

    const dining = result.recommendations.find((item) => item.kind === 'category_increase');
    expect(dining).toMatchObject({
      subject: 'dining',
      currency: 'USD',
      figures: [
        { name: 'thisMonth', unit: 'money', value: '600.00' },
        { name: 'lastMonth', unit: 'money', value: '300.00' },
        { name: 'change', unit: 'percent', value: '100' },
      ],
    });
    expect(result.recommendations.map((item) => item.kind)).toContain('invest_surplus');
  });

  it('uses the monthly income and expense from settings while history is short, and says so', async () => {
    const ben = await signedInAgent(app);
    await createTransaction(app, ben.cookie, { amount: 200, type: 'expense', category: 'groceries' });
    await setMonthlySettings(database.db, ben.user.id, { incomeMinor: 400_000n, expenseMinor: 300_000n });
    const result = await insights(ben);
    expect(result.basis).toMatchObject({
      source: 'settings',
      monthsOfData: 1,
      shortHistory: true,
      settingsAvailable: true,
      monthlyIncome: '4000.00',
      monthlyExpenses: '3000.00',
      savingsRate: 25,
    });
    expect(result.budgetRule.lines.map((line) => [line.bucket, line.actual])).toEqual([
      ['needs', '3000.00'],
      ['wants', '0.00'],
      ['savings', '1000.00'],
    ]);
    expect(result.projection.monthlyContribution).toBe('1000.00');
  });

  it('leaves transactions in another currency out of the figures and lists them apart', async () => {
    const cleo = await signedInAgent(app);
    await createTransaction(app, cleo.cookie, { amount: 900, type: 'expense', category: 'shopping' });
    await setCurrency(database.db, cleo.user.id, 'EUR');
    const result = await insights(cleo);
    expect(result).toMatchObject({ currency: 'EUR', spending: { total: '0.00', categories: [] } });
    expect(result.otherCurrencies).toEqual([{ currency: 'USD', count: 1, income: '0.00', expenses: '900.00', transfers: '0.00' }]);
  });

  it('shows each user only their own figures and needs a session', async () => {
    const rich = await signedInAgent(app);
    const other = await signedInAgent(app);
    await seedThreeMonths(rich);
    await createGoal(app, rich.cookie, { title: 'Yacht' });
    const result = await insights(other);
    expect(result.basis.monthlyIncome).toBe('0.00');
    expect(result.goals).toEqual([]);
    expect(result.spending.categories).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/insights' })).statusCode).toBe(401);
  });
});

describe('GET /api/insights/advanced', () => {
  it('refuses a Free user with 403 premium_required', async () => {
    const response = await (await signedInAgent(app)).get('/api/insights/advanced');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'premium_required', message: 'This needs Premium. Upgrade on the pricing page to use it.' });
  });

  it('gives Premium twelve months per category, a what-if projection and every recommendation', async () => {
    const dana = await signedInAgent(app);
    await seedThreeMonths(dana);
    await setPlanByEmail(database.db, dana.email, 'premium');
    expect((await insights(dana)).plan).toBe('premium');

    const response = await dana.get('/api/insights/advanced?annualReturn=5&years=10&monthlyContribution=250.50');
    expect(response.statusCode).toBe(200);
    const advanced = response.json<AdvancedInsights>();
    expect(advanced.categoryTrends.months).toHaveLength(12);
    expect(advanced.categoryTrends.categories.map((trend) => [trend.category, trend.total, trend.amounts.at(-1)])).toEqual([
      ['rent', '4500.00', '1500.00'],
      ['dining', '900.00', '600.00'],
    ]);
    expect(advanced.projection).toMatchObject({ annualReturnPercent: 5, years: 10, start: '9600.00', monthlyContribution: '250.50', contributed: '39660.00' });
    expect(advanced.projection.points).toHaveLength(121);
    expect(advanced.recommendations).toHaveLength((await insights(dana)).recommendationsTotal);

    const defaults = (await dana.get('/api/insights/advanced')).json<AdvancedInsights>();
    expect(defaults.projection).toMatchObject({ annualReturnPercent: 8, years: 5, monthlyContribution: '3200.00' });
  });

  it('answers 400 with the field named for a rate, years or contribution it cannot use', async () => {
    const erin = await signedInAgent(app);
    await setPlanByEmail(database.db, erin.email, 'premium');
    const bad = await erin.get('/api/insights/advanced?annualReturn=abc&years=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ annualReturn: 'Annual return must be a number from 0 to 30', years: 'Years must be a whole number from 1 to 50' });
    const cents = await erin.get('/api/insights/advanced?monthlyContribution=12.345');
    expect(cents.statusCode).toBe(400);
    expect(cents.json().fieldErrors).toEqual({ monthlyContribution: 'USD amounts have at most 2 decimal places' });
    expect((await erin.get('/api/insights/advanced?colour=blue')).statusCode).toBe(400);
  });

  it('computes from the signed-in Premium user’s data only', async () => {
    const fay = await signedInAgent(app);
    const gus = await signedInAgent(app);
    await seedThreeMonths(fay);
    await setPlanByEmail(database.db, gus.email, 'premium');
    const advanced = (await gus.get('/api/insights/advanced')).json<AdvancedInsights>();
    expect(advanced.categoryTrends.categories).toEqual([]);
    expect(advanced.projection.start).toBe('0.00');
  });
});
