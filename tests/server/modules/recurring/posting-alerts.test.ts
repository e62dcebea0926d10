import { describe, expect, it } from 'vitest';
import type { Schedule } from '../../../../src/domain/recurring/recurring';
import { monthKey, todayInZone } from '../../../../src/domain/shared/dates';
import type { Transaction } from '../../../../src/domain/transactions/transactions';
import { postDueOccurrences } from '../../../../src/server/modules/recurring/post-due';
import { alertsOf, setBudget, setExpenseAlert } from '../../support/alert-factories';
import { signedInAgent, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();
const today = todayInZone('UTC');
const person = () => signedInAgent(app, { timezone: 'UTC' });

/** A daily schedule due today only, posted by the job unless `autoPost` says otherwise. */
async function dueToday(agent: Agent, overrides: Record<string, unknown>): Promise<Schedule> {
  const response = await agent.post('/api/recurring', {
    type: 'expense',
    category: 'utilities',
    description: 'Power company',
    rule: 'FREQ=DAILY',
    startsOn: today,
    endsOn: today,
    autoPost: true,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Schedule>();
}

const postedOf = async (agent: Agent) => (await agent.get('/api/transactions?limit=100')).json<{ items: Transaction[] }>().items;

describe('alerts on what the posting job posts', () => {
  it('tells once of a posted expense above the alert amount, however often the job runs, and nobody else', async () => {
    const ana = await person();
    const ben = await person();
    await setExpenseAlert(ana, '500');
    await setExpenseAlert(ben, '500');
    await dueToday(ana, { amount: '1200', category: 'rent', description: 'Rent' });
    await dueToday(ana, { amount: '900', description: 'Waits to be posted by hand', autoPost: false });
    await dueToday(ben, { amount: '500', description: 'Exactly Ben’s amount' });

    await postDueOccurrences(database.db);
    await postDueOccurrences(database.db);
    const [rent] = await postedOf(ana);
    expect(rent).toMatchObject({ description: 'Rent', amount: '1200.00' });
    expect((await alertsOf(database.db, ana, 'largeExpense')).map((row) => row.params)).toEqual([
      { transactionId: rent!.id, description: 'Rent', amountMinor: 120000, currency: 'USD' },
    ]);
    expect(await postedOf(ben)).toHaveLength(1);
    expect(await alertsOf(database.db, ben, 'largeExpense')).toEqual([]);
  });

  it('tells once when a posted bill takes a budgeted category past 80%, and not below it', async () => {
    const cleo = await person();
    const dan = await person();
    const month = monthKey(today);
    await setBudget(app, cleo, 'utilities', '100');
    await setBudget(app, dan, 'utilities', '100');
    await dueToday(cleo, { amount: '85' });
    await dueToday(dan, { amount: '79.99' });

    await postDueOccurrences(database.db);
    await postDueOccurrences(database.db);
    expect(await alertsOf(database.db, cleo, 'budgetThreshold')).toEqual([
      {
        kind: 'budgetThreshold',
        params: { categoryId: 'utilities', categoryName: 'utilities', percent: 80, month, spentMinor: 8500, limitMinor: 10000, currency: 'USD' },
        link: '/budgets',
        dedupeKey: `budget80:utilities:${month}`,
      },
    ]);
    expect(await postedOf(dan)).toHaveLength(1);
    expect(await alertsOf(database.db, dan, 'budgetThreshold')).toEqual([]);
  });
});
