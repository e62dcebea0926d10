import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { GroupExpense } from '../../../../src/domain/group-expenses/group-expenses';
import { groupShareMessages, type GroupExpenseCandidates } from '../../../../src/domain/group-shares/group-shares';
import { messageCatalogue } from '../../../../src/domain/shared/message-catalogue';
import type { Transaction, TransactionPage, TransactionSummary } from '../../../../src/domain/transactions/transactions';
import { fillMissingShareRows } from '../../../../src/server/jobs/group-shares-sync';
import { users } from '../../../../src/server/db/schema/index';
import { addGroupExpense, createTransaction, postGroupExpense, seedGroup, signedInAgent, today, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import { startFakeFrankfurter } from '../currency/fake-frankfurter';

const frankfurter = await startFakeFrankfurter();
afterAll(() => frankfurter.server.close());
const { app, database, config } = await createTestApp({ FX_BASE_URL: frankfurter.server.url });

async function people() {
  const ana = await signedInAgent(app, { firstName: 'Ana', lastName: 'Payer' });
  const ben = await signedInAgent(app, { firstName: 'Ben', lastName: 'Member' });
  const cleo = await signedInAgent(app, { firstName: 'Cleo', lastName: 'Member' });
  const group = await seedGroup(database.db, ana.user, [{ id: ben.user.id }, { id: cleo.user.id }], { name: 'Flat 4B' });
  return { ana, ben, cleo, group };
}

/** The agent's share rows: their money tracking's transactions that are shares of group expenses. */
async function shares(agent: Agent): Promise<Transaction[]> {
  const page = (await agent.get('/api/transactions?limit=100')).json<TransactionPage>();
  return page.items.filter((item) => item.groupExpenseId !== null);
}

const monthSpending = async (agent: Agent) => (await agent.get('/api/transactions/summary')).json<TransactionSummary>().totals.expenses;

const editExpense = (agent: Agent, groupId: string, expenseId: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: `/api/groups/${groupId}/expenses/${expenseId}`, headers: { cookie: agent.cookie }, payload });

describe('each member’s share of a group expense is their own spending', () => {
  it('posts a read-only expense in the expense’s category for every member, the payer included', async () => {
    const { ana, ben, cleo, group } = await people();
    const expense = await addGroupExpense(app, ana.cookie, group.id, ana.user.id, [ana.user.id, ben.user.id, cleo.user.id], {
      amount: '120.00',
      description: 'Groceries for the week',
      category: 'groceries',
    });
    expect(expense.category).toBe('groceries');
    for (const [agent, amount] of [
      [ana, '40.00'],
      [ben, '40.00'],
      [cleo, '40.00'],
    ] as const) {
      expect(await shares(agent)).toEqual([
        expect.objectContaining({
          type: 'expense',
          category: 'groceries',
          amount,
          currency: 'USD',
          rate: '1',
          baseAmount: amount,
          description: 'Groceries for the week',
          date: today(),
          groupExpenseId: expense.id,
          groupExpense: { id: expense.id, groupId: group.id, groupName: 'Flat 4B', description: 'Groceries for the week' },
        }),
      ]);
    }
    // What Ana paid beyond her share is owed to her, not spending: only her 40 counts.
    expect(await monthSpending(ana)).toBe('40.00');
    expect(await monthSpending(ben)).toBe('40.00');
    const stats = (await ben.get('/api/dashboard/stats')).json<{ monthlyExpenses: string }>();
    expect(stats.monthlyExpenses).toBe('40.00');
    const insights = (await ben.get('/api/insights')).json<{ trend: { month: string; expenses: string }[] }>();
    expect(insights.trend.at(-1)).toEqual(expect.objectContaining({ month: today().slice(0, 7), expenses: '40.00' }));
  });

  it('defaults to other and refuses a category that is not an expense category', async () => {
    const { ana, ben, group } = await people();
    const expense = await addGroupExpense(app, ana.cookie, group.id, ana.user.id, [ana.user.id, ben.user.id]);
    expect(expense.category).toBe('other');
    const response = await postGroupExpense(app, ana.cookie, group.id, {
      description: 'Salary?',
      amount: '10',
      paidBy: ana.user.id,
      date: today(),
      split: { mode: 'equal', members: [{ userId: ana.user.id }] },
      category: 'salary',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ category: messageCatalogue.groupShares.categoryInvalid });
  });

  it('follows edits of the amount, date, category, description, split and payer, and goes with the expense', async () => {
    const { ana, ben, cleo, group } = await people();
    const expense = await addGroupExpense(app, ana.cookie, group.id, ana.user.id, [ana.user.id, ben.user.id], { amount: '90.00' });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const edited = await editExpense(ana, group.id, expense.id, { amount: '60', date: yesterday, category: 'dining', description: 'Dinner' });
    expect(edited.statusCode).toBe(200);
    expect(await shares(ben)).toEqual([expect.objectContaining({ amount: '30.00', date: yesterday, category: 'dining', description: 'Dinner' })]);

    // Ben drops out, Cleo comes in and pays: Ben's row goes, Cleo gets one, Ana's follows.
    const split = await editExpense(ana, group.id, expense.id, {
      paidBy: cleo.user.id,
      split: {
        mode: 'exact',
        members: [
          { userId: ana.user.id, value: '20' },
          { userId: cleo.user.id, value: '40' },
        ],
      },
    });
    expect(split.statusCode).toBe(200);
    expect(await shares(ben)).toEqual([]);
    expect((await shares(ana)).map((row) => row.amount)).toEqual(['20.00']);
    expect((await shares(cleo)).map((row) => row.amount)).toEqual(['40.00']);
    expect(await monthSpending(cleo)).toBe(yesterday.slice(0, 7) === today().slice(0, 7) ? '40.00' : '0.00');

    const deleted = await app.inject({ method: 'DELETE', url: `/api/groups/${group.id}/expenses/${expense.id}`, headers: { cookie: ana.cookie } });
    expect(deleted.statusCode).toBe(204);
    expect([...(await shares(ana)), ...(await shares(cleo))]).toEqual([]);
  });

  it('posts no row for a share of zero', async () => {
    const { ana, ben, cleo, group } = await people();
    const split = {
      mode: 'exact',
      members: [
        { userId: ana.user.id, value: '10' },
        { userId: ben.user.id, value: '0' },
        { userId: cleo.user.id, value: '5' },
      ],
    };
    await addGroupExpense(app, ana.cookie, group.id, ana.user.id, [], { amount: '15', split });
    expect(await shares(ben)).toEqual([]);
    expect((await shares(cleo)).map((row) => row.amount)).toEqual(['5.00']);
  });

  it('gives back spending for a refund as a negative share', async () => {
    const { ana, ben, group } = await people();
    await addGroupExpense(app, ana.cookie, group.id, ana.user.id, [ana.user.id, ben.user.id], { amount: '100', category: 'utilities' });
    await addGroupExpense(app, ana.cookie, group.id, ana.user.id, [ana.user.id, ben.user.id], { amount: '-30', category: 'utilities', description: 'Deposit back' });
    expect((await shares(ben)).map((row) => row.amount).sort()).toEqual(['-15.00', '50.00']);
    expect(await monthSpending(ben)).toBe('35.00');
    const summary = (await ben.get('/api/transactions/summary')).json<TransactionSummary>();
    expect(summary.categories).toEqual([expect.objectContaining({ type: 'expense', category: 'utilities', total: '35.00', count: 2 })]);
  });

  it('keeps a member’s shares when they leave the group, as their part of the expenses stays', async () => {
    const { ana, ben, group } = await people();
    await addGroupExpense(app, ana.cookie, group.id, ana.user.id, [ana.user.id, ben.user.id], { amount: '50' });
    const left = await app.inject({ method: 'DELETE', url: `/api/groups/${group.id}/members/${ben.user.id}`, headers: { cookie: ben.cookie } });
    expect(left.statusCode).toBe(204);
    expect((await shares(ben)).map((row) => row.amount)).toEqual(['25.00']);
  });

  it('counts a share in the member’s own currency at the reference rate of the expense date', async () => {
    const { ana, ben, group } = await people();
    await database.db.update(users).set({ currency: 'EUR' }).where(eq(users.id, ben.user.id));
    await addGroupExpense(app, ana.cookie, group.id, ana.user.id, [ana.user.id, ben.user.id], { amount: '100' });
    // 50 USD at 0.92 EUR per dollar.
    expect(await shares(ben)).toEqual([expect.objectContaining({ amount: '50.00', currency: 'USD', rate: '0.92', baseCurrency: 'EUR', baseAmount: '46.00' })]);
    expect(await monthSpending(ben)).toBe('46.00');
  });

  it('skips a member whose rate cannot be had, and the scheduled job posts it once there is one', async () => {
    const { ana, ben, group } = await people();
    // The rate source knows no dong yet.
    await database.db.update(users).set({ currency: 'VND' }).where(eq(users.id, ben.user.id));
    const expense = await addGroupExpense(app, ana.cookie, group.id, ana.user.id, [ana.user.id, ben.user.id], { amount: '20' });
    expect(await shares(ben)).toEqual([]);
    expect(await shares(ana)).toHaveLength(1);

    frankfurter.options.quoteVnd = true;
    await database.db.execute(sql`delete from fx_rates`);
    const run = await fillMissingShareRows({ db: database.db, config });
    frankfurter.options.quoteVnd = false;
    expect(run).toEqual(expect.objectContaining({ written: 1, missing: 0 }));
    expect(await shares(ben)).toEqual([
      expect.objectContaining({ groupExpenseId: expense.id, amount: '10.00', currency: 'USD', rate: '25400', baseCurrency: 'VND', baseAmount: '254000' }),
    ]);
    // A second run finds nothing left to do.
    expect(await fillMissingShareRows({ db: database.db, config })).toEqual(expect.objectContaining({ written: 0, missing: 0 }));
  });
});

describe('a share row in money tracking', () => {
  it('stays the share in the group’s currency when its member changes their own currency', async () => {
    const { ana, ben, cleo, group } = await people();
    await addGroupExpense(app, ana.cookie, group.id, ana.user.id, [ana.user.id, ben.user.id, cleo.user.id], { amount: '60' });
    // Converting moves the rate like any row in another currency: 20 USD at 0.92 is 18.40 EUR.
    expect((await ben.post('/api/settings/currency', { currency: 'EUR', mode: 'convert' })).statusCode).toBe(200);
    expect(await shares(ben)).toEqual([expect.objectContaining({ amount: '20.00', currency: 'USD', rate: '0.92', baseCurrency: 'EUR', baseAmount: '18.40' })]);
    // Relabelling keeps the figures, but the share stays in dollars, the group's currency.
    expect((await cleo.post('/api/settings/currency', { currency: 'EUR', mode: 'relabel' })).statusCode).toBe(200);
    expect(await shares(cleo)).toEqual([expect.objectContaining({ amount: '20.00', currency: 'USD', rate: '1', baseCurrency: 'EUR', baseAmount: '20.00' })]);
  });

  it('is read-only: editing or deleting it is refused with a clear message and changes nothing', async () => {
    const { ana, ben, group } = await people();
    await addGroupExpense(app, ana.cookie, group.id, ana.user.id, [ana.user.id, ben.user.id], { amount: '40' });
    const [row] = await shares(ben);
    const patch = await ben.patch(`/api/transactions/${row!.id}`, { amount: '1' });
    expect(patch.statusCode).toBe(409);
    expect(patch.json()).toEqual(
      expect.objectContaining({ code: 'GROUP_SHARE_READ_ONLY', message: 'This is your share of a group expense; change it in the group.', key: groupShareMessages.shareReadOnly }),
    );
    const removal = await ben.delete(`/api/transactions/${row!.id}`);
    expect(removal.statusCode).toBe(409);
    expect(await shares(ben)).toEqual([expect.objectContaining({ id: row!.id, amount: '20.00' })]);
    // Another user does not see it at all.
    expect((await ana.delete(`/api/transactions/${row!.id}`)).statusCode).toBe(404);
  });

  it('is never taken for a duplicate of an imported bank line', async () => {
    const { ana, ben, group } = await people();
    await addGroupExpense(app, ana.cookie, group.id, ana.user.id, [ana.user.id, ben.user.id], { amount: '40', description: 'Pizza' });
    const line = { amount: '20.00', type: 'expense', category: 'dining', description: 'Pizza', date: today() };
    const preview = await ben.post('/api/transactions/import', { rows: [line], dryRun: true });
    expect(preview.json()).toMatchObject({ dryRun: true, duplicates: [] });
  });
});

describe('linking a transaction that paid a group expense', () => {
  it('leaves it out of every total so the cost counts once, and unlinking counts it again', async () => {
    const { ana, ben, group } = await people();
    const paid = await createTransaction(app, ana.cookie, { type: 'expense', category: 'groceries', amount: '120.00', description: 'Supermarket' });
    expect(await monthSpending(ana)).toBe('120.00');
    const expense = await addGroupExpense(app, ana.cookie, group.id, ana.user.id, [ana.user.id, ben.user.id], {
      amount: '120.00',
      description: 'Weekly shop',
      category: 'groceries',
    });
    expect(await monthSpending(ana)).toBe('180.00');

    const candidates = (await ana.get(`/api/transactions/${paid.id}/group-expense-candidates`)).json<GroupExpenseCandidates>();
    expect(candidates.items[0]).toEqual(expect.objectContaining({ id: expense.id, groupName: 'Flat 4B', amount: '120.00', matches: true }));

    const linked = await app.inject({ method: 'PUT', url: `/api/transactions/${paid.id}/group-expense`, headers: { cookie: ana.cookie }, payload: { groupExpenseId: expense.id } });
    expect(linked.statusCode).toBe(200);
    expect(linked.json<Transaction>()).toEqual(
      expect.objectContaining({ paidGroupExpenseId: expense.id, groupExpense: expect.objectContaining({ id: expense.id, description: 'Weekly shop' }) }),
    );
    expect(await monthSpending(ana)).toBe('60.00');
    const stats = (await ana.get('/api/dashboard/stats')).json<{ monthlyExpenses: string }>();
    expect(stats.monthlyExpenses).toBe('60.00');
    const listed = (await ana.get('/api/transactions')).json<TransactionPage>().items.find((item) => item.id === paid.id);
    expect(listed).toEqual(expect.objectContaining({ paidGroupExpenseId: expense.id, groupExpense: expect.objectContaining({ groupName: 'Flat 4B' }) }));

    const unlinked = await app.inject({ method: 'DELETE', url: `/api/transactions/${paid.id}/group-expense`, headers: { cookie: ana.cookie } });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json<Transaction>().paidGroupExpenseId).toBeNull();
    expect(await monthSpending(ana)).toBe('180.00');
  });

  it('drops the link when the payment stops being an expense', async () => {
    const { ana, ben, group } = await people();
    const expense = await addGroupExpense(app, ana.cookie, group.id, ana.user.id, [ana.user.id, ben.user.id], { amount: '50' });
    const paid = await createTransaction(app, ana.cookie, { type: 'expense', category: 'other', amount: '50' });
    const url = `/api/transactions/${paid.id}/group-expense`;
    expect((await app.inject({ method: 'PUT', url, headers: { cookie: ana.cookie }, payload: { groupExpenseId: expense.id } })).statusCode).toBe(200);
    const edited = await ana.patch(`/api/transactions/${paid.id}`, { description: 'Still the shop' });
    expect(edited.json<Transaction>().paidGroupExpenseId).toBe(expense.id);
    const income = await ana.patch(`/api/transactions/${paid.id}`, { type: 'income', category: 'gift' });
    expect(income.json<Transaction>()).toEqual(expect.objectContaining({ type: 'income', paidGroupExpenseId: null, groupExpense: null }));
  });

  it('links only the user’s own expense to an expense of a group they are in', async () => {
    const { ana, ben, group } = await people();
    const outsider = await signedInAgent(app, { firstName: 'Olga', lastName: 'Outside' });
    const expense: GroupExpense = await addGroupExpense(app, ana.cookie, group.id, ana.user.id, [ana.user.id, ben.user.id], { amount: '30' });
    const link = (agent: Agent, id: string, groupExpenseId: string) =>
      app.inject({ method: 'PUT', url: `/api/transactions/${id}/group-expense`, headers: { cookie: agent.cookie }, payload: { groupExpenseId } });

    const bens = await createTransaction(app, ben.cookie, { type: 'expense', category: 'other', amount: '30' });
    expect((await link(ana, bens.id, expense.id)).statusCode).toBe(404);
    const olgas = await createTransaction(app, outsider.cookie, { type: 'expense', category: 'other', amount: '30' });
    const notMember = await link(outsider, olgas.id, expense.id);
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().key).toBe(groupShareMessages.expenseNotFound);

    const income = await createTransaction(app, ben.cookie, { type: 'income', category: 'salary', amount: '30' });
    const notExpense = await link(ben, income.id, expense.id);
    expect(notExpense.statusCode).toBe(400);
    expect(notExpense.json().fieldErrors).toEqual({ groupExpenseId: messageCatalogue.groupShares.linkExpenseOnly });

    const [share] = await shares(ben);
    const shareLink = await link(ben, share!.id, expense.id);
    expect(shareLink.statusCode).toBe(400);
    expect(shareLink.json().fieldErrors).toEqual({ groupExpenseId: messageCatalogue.groupShares.shareCannotLink });

    expect((await link(ben, bens.id, 'not-an-id')).statusCode).toBe(400);
    expect((await link(ben, bens.id, expense.id)).statusCode).toBe(200);
    expect(await monthSpending(ben)).toBe('15.00');
  });
});
