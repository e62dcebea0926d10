import { describe, expect, it } from 'vitest';
import { addDays, monthKey } from '../../../../src/domain/shared/dates';
import { customCategoryKey } from '../../../../src/domain/categories/categories';
import { createCategory, createTransaction, grantPremium, signedInAgent, today, type Agent } from '../../support/factories';
import { deliveriesOf, notificationsOf } from '../../support/reminder-factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();
const alertsOf = async (agent: Agent, kind: string) => (await notificationsOf(database.db, agent.user.id)).filter((row) => row.kind === kind);
const spend = (agent: Agent, overrides: Record<string, unknown>) => createTransaction(app, agent.cookie, { type: 'expense', category: 'groceries', ...overrides });
const setAlert = async (agent: Agent, amount: string | null) => {
  const response = await agent.patch('/api/settings', { expenseAlert: amount === null ? null : { amount } });
  expect(response.statusCode, response.body).toBe(200);
};
const setBudget = async (agent: Agent, category: string, amount: string) => {
  const response = await app.inject({ method: 'PUT', url: `/api/budgets/${monthKey(today())}/${category}`, headers: { cookie: agent.cookie }, payload: { amount } });
  expect(response.statusCode, response.body).toBe(200);
};

describe('large-expense alerts', () => {
  it('alerts on an expense above the person’s amount, never at or below it, and only once they set one', async () => {
    const ana = await signedInAgent(app);
    const ben = await signedInAgent(app);
    await spend(ana, { amount: '5000', description: 'Before any alert' });
    await setAlert(ana, '100');

    await spend(ana, { amount: '100', description: 'Exactly the amount' });
    await createTransaction(app, ana.cookie, { type: 'income', category: 'salary', amount: '3000', description: 'Pay' });
    const sofa = await spend(ana, { amount: '100.01', category: 'shopping', description: 'Sofa' });
    // Ben's spending says nothing to Ana, and Ben set no amount.
    await spend(ben, { amount: '900', description: 'Ben’s laptop' });

    expect(await alertsOf(ana, 'largeExpense')).toEqual([
      {
        kind: 'largeExpense',
        params: { transactionId: sofa.id, description: 'Sofa', amountMinor: 10001, currency: 'USD' },
        link: '/money-tracking',
        dedupeKey: `largeExpense:${sofa.id}`,
      },
    ]);
    expect(await alertsOf(ben, 'largeExpense')).toEqual([]);
    // Transaction alerts are off by default: the alert waits in the app and goes nowhere else.
    expect(await deliveriesOf(database.db, ana.user.id)).toEqual([]);

    await setAlert(ana, null);
    await spend(ana, { amount: '700', description: 'After switching off' });
    expect(await alertsOf(ana, 'largeExpense')).toHaveLength(1);
  });

  it('compares an expense in another currency by its amount in the person’s currency', async () => {
    const cleo = await signedInAgent(app);
    await setAlert(cleo, '100');
    await spend(cleo, { amount: '90', currency: 'EUR', rate: '1.1', description: 'Within' });
    const hotel = await spend(cleo, { amount: '90', currency: 'EUR', rate: '1.2', description: 'Hotel' });
    expect((await alertsOf(cleo, 'largeExpense')).map((row) => row.params)).toEqual([{ transactionId: hotel.id, description: 'Hotel', amountMinor: 9000, currency: 'EUR' }]);
  });

  it('leaves history alone: an expense dated more than 30 days back raises no alert', async () => {
    const dan = await signedInAgent(app);
    await setAlert(dan, '100');
    await spend(dan, { amount: '400', date: addDays(today(), -31), description: 'Old' });
    const recent = await spend(dan, { amount: '400', date: addDays(today(), -30), description: 'Recent' });
    expect((await alertsOf(dan, 'largeExpense')).map((row) => row.dedupeKey)).toEqual([`largeExpense:${recent.id}`]);
  });

  it('alerts on imported expenses above the amount, and not on a dry run', async () => {
    const eve = await signedInAgent(app);
    await setAlert(eve, '250');
    const rows = [
      { type: 'expense', category: 'rent', amount: '1200', description: 'Rent', date: today() },
      { type: 'expense', category: 'groceries', amount: '40', description: 'Market', date: today() },
      { type: 'income', category: 'salary', amount: '4000', description: 'Pay', date: today() },
    ];
    expect((await eve.post('/api/transactions/import', { rows, dryRun: true })).statusCode).toBe(200);
    expect(await alertsOf(eve, 'largeExpense')).toEqual([]);
    expect((await eve.post('/api/transactions/import', { rows })).statusCode).toBe(201);
    const alerts = await alertsOf(eve, 'largeExpense');
    expect(alerts.map((row) => row.params)).toEqual([expect.objectContaining({ description: 'Rent', amountMinor: 120000, currency: 'USD' })]);
  });
});

describe('budget alerts', () => {
  it('tells once when a category’s month passes 80% and once when it passes 100% of its budget', async () => {
    const finn = await signedInAgent(app);
    const month = monthKey(today());
    await setBudget(finn, 'groceries', '100');

    await spend(finn, { amount: '50' });
    expect(await alertsOf(finn, 'budgetThreshold')).toEqual([]);
    await spend(finn, { amount: '30' });
    await spend(finn, { amount: '5' });
    expect(await alertsOf(finn, 'budgetThreshold')).toEqual([
      {
        kind: 'budgetThreshold',
        params: { categoryId: 'groceries', categoryName: 'groceries', percent: 80, month, spentMinor: 8000, limitMinor: 10000, currency: 'USD' },
        link: '/budgets',
        dedupeKey: `budget80:groceries:${month}`,
      },
    ]);
    await spend(finn, { amount: '20' });
    await spend(finn, { amount: '10' });
    expect((await alertsOf(finn, 'budgetThreshold')).map((row) => [row.dedupeKey, row.params.spentMinor])).toEqual([
      [`budget80:groceries:${month}`, 8000],
      [`budget100:groceries:${month}`, 10500],
    ]);
  });

  it('says only the higher threshold when one expense passes both, and nothing for categories without a budget', async () => {
    const gina = await signedInAgent(app);
    const month = monthKey(today());
    await setBudget(gina, 'dining', '50');
    await spend(gina, { amount: '75', category: 'dining' });
    await spend(gina, { amount: '400', category: 'entertainment' });
    expect((await alertsOf(gina, 'budgetThreshold')).map((row) => row.dedupeKey)).toEqual([`budget100:dining:${month}`]);
  });

  it('names the person’s own category and counts imported expenses', async () => {
    const hana = await signedInAgent(app);
    await grantPremium(database.db, hana.user);
    const category = customCategoryKey((await createCategory(app, hana.cookie, { name: 'Plants' })).id);
    await setBudget(hana, category, '60');
    const rows = [
      { type: 'expense', category, amount: '30', description: 'Fern', date: today() },
      { type: 'expense', category, amount: '20', description: 'Pots', date: today() },
    ];
    expect((await hana.post('/api/transactions/import', { rows })).statusCode).toBe(201);
    expect((await alertsOf(hana, 'budgetThreshold')).map((row) => row.params)).toEqual([
      { categoryId: category, categoryName: 'Plants', percent: 80, month: monthKey(today()), spentMinor: 5000, limitMinor: 6000, currency: 'USD' },
    ]);
  });
});
