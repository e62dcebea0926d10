import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { monthKey, todayInZone } from '../../../../src/domain/shared/dates';
import type { GroupExpense } from '../../../../src/domain/group-expenses/group-expenses';
import { users } from '../../../../src/server/db/schema/index';
import { fillMissingShareRows } from '../../../../src/server/jobs/group-shares-sync';
import { alertsOf, setBudget, setExpenseAlert } from '../../support/alert-factories';
import { addGroupExpense, seedGroup, signedInAgent, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import { startFakeFrankfurter } from '../currency/fake-frankfurter';

const frankfurter = await startFakeFrankfurter();
afterAll(() => frankfurter.server.close());
const { app, database, config } = await createTestApp({ FX_BASE_URL: frankfurter.server.url });
const month = monthKey(todayInZone('UTC'));

async function flat() {
  const ana = await signedInAgent(app, { firstName: 'Ana', timezone: 'UTC' });
  const ben = await signedInAgent(app, { firstName: 'Ben', timezone: 'UTC' });
  const cleo = await signedInAgent(app, { firstName: 'Cleo', timezone: 'UTC' });
  const group = await seedGroup(database.db, ana.user, [{ id: ben.user.id }, { id: cleo.user.id }], { name: 'Flat 4B' });
  const everyone = [ana.user.id, ben.user.id, cleo.user.id];
  const add = (overrides: Record<string, unknown>) => addGroupExpense(app, ana.cookie, group.id, ana.user.id, everyone, overrides);
  const edit = async (expense: GroupExpense, payload: Record<string, unknown>) => {
    const response = await app.inject({ method: 'PATCH', url: `/api/groups/${group.id}/expenses/${expense.id}`, headers: { cookie: ana.cookie }, payload });
    expect(response.statusCode, response.body).toBe(200);
  };
  return { ana, ben, cleo, add, edit };
}

/** The member's own row for a group expense: the share that counts in their spending. */
async function shareRowOf(agent: Agent, expense: GroupExpense) {
  const items = (await agent.get('/api/transactions?limit=100')).json<{ items: { id: string; groupExpenseId: string | null }[] }>().items;
  return items.find((item) => item.groupExpenseId === expense.id)!;
}

const largeAlerts = async (agent: Agent) => (await alertsOf(database.db, agent, 'largeExpense')).map((row) => row.params);
const budgetAlerts = async (agent: Agent) => (await alertsOf(database.db, agent, 'budgetThreshold')).map((row) => row.params);

describe('alerts on a member’s share of a group expense', () => {
  it('judges a large expense by the member’s share, not the whole expense, and tells each member once', async () => {
    const { ana, ben, cleo, add, edit } = await flat();
    await setExpenseAlert(ana, '500');
    await setExpenseAlert(ben, '100');
    // Nobody's share of 240 is above 100, though the expense is.
    await add({ amount: '240.00', description: 'Groceries' });
    expect(await largeAlerts(ben)).toEqual([]);

    const sofa = await add({ amount: '360.00', description: 'Sofa', category: 'shopping' });
    const bens = await shareRowOf(ben, sofa);
    expect(await largeAlerts(ben)).toEqual([{ transactionId: bens.id, description: 'Sofa', amountMinor: 12000, currency: 'USD' }]);
    // Ana's share is below her amount; Cleo set none.
    expect(await largeAlerts(ana)).toEqual([]);
    expect(await largeAlerts(cleo)).toEqual([]);

    // A dearer sofa is the same share row: still one alert.
    await edit(sofa, { amount: '390.00' });
    await edit(sofa, { description: 'Corner sofa' });
    expect(await largeAlerts(ben)).toHaveLength(1);
  });

  it('tells a budget’s thresholds by what the budgets screen counts, once each, and not for a new description or a refund', async () => {
    const { ana, ben, cleo, add, edit } = await flat();
    await setBudget(app, cleo, 'dining', '100');
    await setBudget(app, ben, 'dining', '1000');
    const dinner = await add({ amount: '240.00', description: 'Dinner out', category: 'dining' });

    const screen = (await cleo.get(`/api/budgets?month=${month}`)).json<{ budgets: { category: string; spent: string }[] }>();
    expect(screen.budgets).toEqual([expect.objectContaining({ category: 'dining', spent: '80.00' })]);
    expect(await budgetAlerts(cleo)).toEqual([{ categoryId: 'dining', categoryName: 'dining', percent: 80, month, spentMinor: 8000, limitMinor: 10000, currency: 'USD' }]);

    await edit(dinner, { description: 'Dinner at Noi' });
    await add({ amount: '-30.00', description: 'Deposit back', category: 'dining' });
    expect(await budgetAlerts(cleo)).toHaveLength(1);

    await edit(dinner, { amount: '330.00' });
    expect((await budgetAlerts(cleo)).map((params) => [params.percent, params.spentMinor])).toEqual([
      [80, 8000],
      [100, 10000],
    ]);
    // Ben's budget is far from used; Ana has none.
    expect(await budgetAlerts(ben)).toEqual([]);
    expect(await budgetAlerts(ana)).toEqual([]);
  });

  it('tells when an edit moves a share into a budgeted category, and not when the share is already over before the budget exists', async () => {
    const { cleo, add, edit } = await flat();
    const taxi = await add({ amount: '270.00', description: 'Taxi', category: 'transport' });
    // The budget comes after the spending: that alone is not news, and renaming the expense is not either.
    await setBudget(app, cleo, 'transport', '100');
    await setBudget(app, cleo, 'entertainment', '100');
    await edit(taxi, { description: 'Taxi home' });
    expect(await budgetAlerts(cleo)).toEqual([]);

    await edit(taxi, { category: 'entertainment' });
    expect((await budgetAlerts(cleo)).map((params) => [params.categoryId, params.percent])).toEqual([['entertainment', 80]]);
  });

  it('compares the share in the member’s own currency, also when the share is posted later by the job', async () => {
    const { ben, cleo, add } = await flat();
    await database.db.update(users).set({ currency: 'EUR' }).where(eq(users.id, ben.user.id));
    // The rate source knows no dong yet: Cleo's share waits for the job.
    await database.db.update(users).set({ currency: 'VND' }).where(eq(users.id, cleo.user.id));
    await setExpenseAlert(ben, '100');
    await setExpenseAlert(cleo, '2000000');

    // 100 USD is 92 EUR for Ben, below his amount; 120 USD is 110.40 EUR, above it.
    await add({ amount: '300.00', description: 'Bikes' });
    const tickets = await add({ amount: '360.00', description: 'Concert tickets', category: 'entertainment' });
    expect(await largeAlerts(ben)).toEqual([{ transactionId: (await shareRowOf(ben, tickets)).id, description: 'Concert tickets', amountMinor: 12000, currency: 'USD' }]);
    expect(await largeAlerts(cleo)).toEqual([]);

    frankfurter.options.quoteVnd = true;
    await database.db.execute(sql`delete from fx_rates`);
    await fillMissingShareRows({ db: database.db, config });
    await fillMissingShareRows({ db: database.db, config });
    frankfurter.options.quoteVnd = false;
    // At 25,400 dong a dollar both shares (100 and 120 USD) are above her 2,000,000: one alert each, however often the job runs.
    expect((await largeAlerts(cleo)).map((params) => params.description).sort()).toEqual(['Bikes', 'Concert tickets']);
    expect(await largeAlerts(ben)).toHaveLength(1);
  });
});
