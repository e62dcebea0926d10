import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../../../src/domain/dashboard/dashboard';
import { buildApp } from '../../../../src/server/app';
import { groups, users } from '../../../../src/server/db/schema';
import { addGroupExpense, agentFor, contribute, goalInput, seedGroup, signedInAgent, transactionInput, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

// Two instances on one database: the overview one of them keeps must follow writes made through the other.
const first = await createTestApp();
const second = await buildApp({ db: first.database.db, config: first.config });
afterAll(() => second.close());
const { db } = first.database;

const overview = async (agent: Agent): Promise<DashboardStats> => {
  const response = await agent.get('/api/dashboard/stats');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DashboardStats>();
};

const written = (response: { statusCode: number; body: string }) => {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return JSON.parse(response.body || 'null') as { id: string };
};

describe('a kept overview', () => {
  it('follows the user’s own transactions written through another instance: new, edited, deleted', async () => {
    const ana = await signedInAgent(first.app);
    const elsewhere = agentFor(second, ana);
    expect((await overview(ana)).totalBalance).toBe('0.00');

    const pay = written(await elsewhere.post('/api/transactions', transactionInput({ amount: '250.00', type: 'income', category: 'salary', description: 'Pay' })));
    const after = await overview(ana);
    expect(after.totalBalance).toBe('250.00');
    expect(after.recentTransactions.map((item) => item.description)).toEqual(['Pay']);

    written(await elsewhere.patch(`/api/transactions/${pay.id}`, { description: 'November pay' }));
    expect((await overview(ana)).recentTransactions.map((item) => item.description)).toEqual(['November pay']);

    written(await elsewhere.delete(`/api/transactions/${pay.id}`));
    const emptied = await overview(ana);
    expect(emptied.totalBalance).toBe('0.00');
    expect(emptied.recentTransactions).toEqual([]);
  });

  it('follows goals, the currency and the monthly settings changed through another instance', async () => {
    const ana = await signedInAgent(first.app);
    const elsewhere = agentFor(second, ana);
    expect((await overview(ana)).goals.active).toBe(0);

    const goal = written(await elsewhere.post('/api/financial-goals', goalInput({ title: 'Bike', targetAmount: 1000, currentAmount: 100 })));
    expect((await overview(ana)).goals).toMatchObject({ active: 1, totalSaved: '100.00', totalTarget: '1000.00' });
    written(await contribute(second, ana.cookie, goal.id, 50));
    expect((await overview(ana)).goals.totalSaved).toBe('150.00');

    const before = await overview(ana);
    written(await elsewhere.patch('/api/settings', { monthlyIncome: '5000.00', monthlyExpense: '3000.00' }));
    expect(await overview(ana)).not.toEqual(before);

    written(await elsewhere.patch('/api/settings', { currency: 'EUR' }));
    expect((await overview(ana)).currency).toBe('EUR');
  });

  it('follows another member’s group expense and a group’s new name', async () => {
    const ana = await signedInAgent(first.app);
    const ben = agentFor(second, await signedInAgent(first.app));
    const group = await seedGroup(db, ben.user, [{ id: ana.user.id }], { name: 'Flatmates' });
    expect((await overview(ana)).monthlyExpenses).toBe('0.00');

    await addGroupExpense(second, ben.cookie, group.id, ben.user.id, [ana.user.id, ben.user.id], { description: 'Groceries', amount: '90.00' });
    const shared = await overview(ana);
    expect(shared.monthlyExpenses).toBe('45.00');
    expect(shared.recentTransactions[0]).toMatchObject({ description: 'Groceries', groupExpense: { groupName: 'Flatmates' } });

    written(await ben.patch(`/api/groups/${group.id}`, { name: 'Home' }));
    expect((await overview(ana)).recentTransactions[0]?.groupExpense?.groupName).toBe('Home');
  });

  it('follows a write made straight in the database, which no route could have announced', async () => {
    const ana = await signedInAgent(first.app);
    expect((await overview(ana)).currency).toBe('USD');
    await db.update(users).set({ currency: 'JPY' }).where(eq(users.id, ana.user.id));
    expect((await overview(ana)).currency).toBe('JPY');
    // A rename nobody shares money with moves nobody's overview, and breaks nothing.
    const lonely = await seedGroup(db, ana.user);
    await db.update(groups).set({ name: 'Renamed' }).where(eq(groups.id, lonely.id));
    expect((await overview(ana)).currency).toBe('JPY');
  });
});
