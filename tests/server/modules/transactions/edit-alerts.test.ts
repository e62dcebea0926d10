import { describe, expect, it } from 'vitest';
import { addDays, monthKey } from '../../../../src/domain/shared/dates';
import { alertsOf, setBudget, setExpenseAlert } from '../../support/alert-factories';
import { createTransaction, signedInAgent, today, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();
const person = () => signedInAgent(app, { timezone: 'UTC' });
const spend = (agent: Agent, overrides: Record<string, unknown>) => createTransaction(app, agent.cookie, { type: 'expense', category: 'groceries', ...overrides });
const edit = async (agent: Agent, id: string, payload: Record<string, unknown>) => {
  const response = await agent.patch(`/api/transactions/${id}`, payload);
  expect(response.statusCode, response.body).toBe(200);
};
const largeAlerts = async (agent: Agent) => (await alertsOf(database.db, agent, 'largeExpense')).map((row) => row.params);
const budgetKeys = async (agent: Agent) => (await alertsOf(database.db, agent, 'budgetThreshold')).map((row) => row.dedupeKey);

describe('alerts on an edited transaction', () => {
  it('tells once when an expense is edited above the alert amount, whatever is edited after', async () => {
    const ana = await person();
    const ben = await person();
    await setExpenseAlert(ana, '500');
    await setExpenseAlert(ben, '500');
    const sofa = await spend(ana, { amount: '20', description: 'Sofa deposit', category: 'shopping' });
    const bens = await spend(ben, { amount: '20', description: 'Ben’s lamp', category: 'shopping' });
    expect(await largeAlerts(ana)).toEqual([]);

    await edit(ana, sofa.id, { amount: '400' });
    expect(await largeAlerts(ana)).toEqual([]);
    await edit(ana, sofa.id, { amount: '900' });
    expect(await largeAlerts(ana)).toEqual([{ transactionId: sofa.id, description: 'Sofa deposit', amountMinor: 90000, currency: 'USD' }]);

    await edit(ana, sofa.id, { description: 'Sofa' });
    await edit(ana, sofa.id, { amount: '950' });
    await edit(ana, sofa.id, { amount: '20' });
    await edit(ana, sofa.id, { amount: '900' });
    expect(await largeAlerts(ana)).toHaveLength(1);
    // Ana's edits are nothing to Ben, and his own stays below his amount.
    await edit(ben, bens.id, { amount: '499' });
    expect(await largeAlerts(ben)).toEqual([]);
  });

  it('tells when an income is turned into an expense above the amount, and says nothing for a new description alone', async () => {
    const cleo = await person();
    const bonus = await createTransaction(app, cleo.cookie, { type: 'income', category: 'salary', amount: '800', description: 'Bonus' });
    const laptop = await spend(cleo, { amount: '800', description: 'Laptop', category: 'shopping' });
    // The amount is set after the laptop was bought: renaming it is not news, the laptop was always that dear.
    await setExpenseAlert(cleo, '500');
    await edit(cleo, laptop.id, { description: 'Work laptop' });
    expect(await largeAlerts(cleo)).toEqual([]);

    await edit(cleo, bonus.id, { type: 'expense', category: 'shopping', description: 'Not a bonus after all' });
    expect(await largeAlerts(cleo)).toEqual([{ transactionId: bonus.id, description: 'Not a bonus after all', amountMinor: 80000, currency: 'USD' }]);
  });

  it('tells a budget’s 80% and 100% once each when edits move spending into or up in a budgeted category', async () => {
    const dan = await person();
    const eve = await person();
    const month = monthKey(today());
    await setBudget(app, dan, 'groceries', '100');
    await setBudget(app, eve, 'groceries', '100');
    const market = await spend(dan, { amount: '50' });
    const dinner = await spend(dan, { amount: '30', category: 'dining' });
    const eves = await spend(eve, { amount: '10' });
    expect(await budgetKeys(dan)).toEqual([]);

    await edit(dan, market.id, { amount: '85' });
    expect((await alertsOf(database.db, dan, 'budgetThreshold')).map((row) => row.params)).toEqual([
      { categoryId: 'groceries', categoryName: 'groceries', percent: 80, month, spentMinor: 8500, limitMinor: 10000, currency: 'USD' },
    ]);
    await edit(dan, market.id, { amount: '86' });
    expect(await budgetKeys(dan)).toEqual([`budget80:groceries:${month}`]);

    // Moving the dinner into groceries takes the category past its budget.
    await edit(dan, dinner.id, { category: 'groceries' });
    expect(await budgetKeys(dan)).toEqual([`budget80:groceries:${month}`, `budget100:groceries:${month}`]);
    await edit(eve, eves.id, { amount: '79' });
    expect(await budgetKeys(eve)).toEqual([]);
  });

  it('tells when an edit moves an expense from last month into this one, and not for a new description of one already over', async () => {
    const finn = await person();
    const month = monthKey(today());
    const lastDayOfLastMonth = addDays(`${month}-01`, -1);
    const old = await spend(finn, { amount: '90', date: lastDayOfLastMonth, category: 'dining' });
    const shop = await spend(finn, { amount: '85' });
    // The budgets come after the spending: that alone raises nothing, and neither does a new description.
    await setBudget(app, finn, 'groceries', '100');
    await setBudget(app, finn, 'dining', '100');
    await edit(finn, shop.id, { description: 'Weekly shop' });
    expect(await budgetKeys(finn)).toEqual([]);

    await edit(finn, old.id, { date: today() });
    expect(await budgetKeys(finn)).toEqual([`budget80:dining:${month}`]);
    await edit(finn, shop.id, { amount: '85.50' });
    expect(await budgetKeys(finn)).toEqual([`budget80:dining:${month}`, `budget80:groceries:${month}`]);
  });
});
