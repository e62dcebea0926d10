import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GroupSettlement } from '../../../../src/domain/group-expenses/group-expenses';
import type { TransactionPage } from '../../../../src/domain/transactions/transactions';
import { groupMembers } from '../../../../src/server/db/schema/index';
import { addGroupExpense, balanceTable, postSettlement, readBalances, recordSettlement, seedGroup, signedInAgent, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();
const ann = await signedInAgent(app, { firstName: 'Ann', lastName: 'Owner' });
const ben = await signedInAgent(app, { firstName: 'Ben', lastName: 'Member' });
const cal = await signedInAgent(app, { firstName: 'Cal', lastName: 'Outsider' });
const dee = await signedInAgent(app, { firstName: 'Dee', lastName: 'Admin' });
const eve = await signedInAgent(app, { firstName: 'Eve', lastName: 'Member' });

/** A fresh group of Ann (owner), Ben (member) and Dee (admin) with the three expenses worked out by hand below. */
async function tripGroup(name = 'Flatmates') {
  const group = await seedGroup(database.db, ann.user, [{ id: ben.user.id }, { id: dee.user.id, role: 'admin' }], { name });
  const a = ann.user.id;
  const b = ben.user.id;
  const d = dee.user.id;
  // Ann pays 90 for all three: Ann +60, Ben −30, Dee −30.
  await addGroupExpense(app, ann.cookie, group.id, a, [a, b, d]);
  // Ben pays 30: Ann 10 and Dee 20 exactly: Ben +30, Ann −10, Dee −20.
  await addGroupExpense(app, ben.cookie, group.id, b, [], {
    amount: '30',
    split: {
      mode: 'exact',
      members: [
        { userId: a, value: '10' },
        { userId: d, value: '20' },
      ],
    },
  });
  // Dee pays 12 by shares, Ann 1 and Ben 2: Dee +12, Ann −4, Ben −8.
  await addGroupExpense(app, dee.cookie, group.id, d, [], {
    amount: '12',
    split: {
      mode: 'shares',
      members: [
        { userId: a, value: '1' },
        { userId: b, value: '2' },
      ],
    },
  });
  return group;
}

const transactionsOf = async (agent: Agent): Promise<TransactionPage['items']> => (await agent.get('/api/transactions')).json<TransactionPage>().items;
const total = (amounts: string[]) => amounts.reduce((sum, amount) => sum + BigInt(amount.replace('.', '')), 0n);

describe('balances', () => {
  it('match the hand-computed figures and add up to zero', async () => {
    const group = await tripGroup();
    const { currency, balances, suggestions } = await readBalances(app, ben.cookie, group.id);
    expect(currency).toBe('USD');
    expect(Object.fromEntries(balances.map((balance) => [balance.firstName, balance.amount]))).toEqual({ Ann: '46.00', Ben: '-8.00', Dee: '-38.00' });
    expect(total(balances.map((balance) => balance.amount))).toBe(0n);
    expect(balances.every((balance) => balance.isMember)).toBe(true);
    // The largest debtor pays the largest creditor first.
    expect(suggestions).toEqual([
      { from: dee.user.id, to: ann.user.id, amount: '38.00' },
      { from: ben.user.id, to: ann.user.id, amount: '8.00' },
    ]);
  });

  it('suggests the fewest payments: three for +5, +4, −4, −3, −2 where largest-first took four', async () => {
    const group = await seedGroup(database.db, ann.user, [{ id: ben.user.id }, { id: cal.user.id }, { id: dee.user.id }, { id: eve.user.id }], { name: 'Five' });
    const [a, b, c, d, e] = [ann, ben, cal, dee, eve].map((agent) => agent.user.id) as [string, string, string, string, string];
    await addGroupExpense(app, ann.cookie, group.id, a, [], {
      amount: '5',
      split: {
        mode: 'exact',
        members: [
          { userId: d, value: '3' },
          { userId: e, value: '2' },
        ],
      },
    });
    await addGroupExpense(app, ben.cookie, group.id, b, [], { amount: '4', split: { mode: 'exact', members: [{ userId: c, value: '4' }] } });
    const { suggestions } = await readBalances(app, eve.cookie, group.id);
    expect(suggestions).toHaveLength(3);
    expect(suggestions).toEqual(
      expect.arrayContaining([
        { from: c, to: b, amount: '4.00' },
        { from: d, to: a, amount: '3.00' },
        { from: e, to: a, amount: '2.00' },
      ]),
    );
  });

  it('lists a member with nothing spent as settled', async () => {
    const group = await seedGroup(database.db, ann.user, [{ id: ben.user.id }]);
    const { balances, suggestions } = await readBalances(app, ann.cookie, group.id);
    expect(balances.map((balance) => [balance.firstName, balance.amount])).toEqual([
      ['Ann', '0.00'],
      ['Ben', '0.00'],
    ]);
    expect(suggestions).toEqual([]);
  });

  it('keeps a former member while they still owe something, and drops one who is settled', async () => {
    const group = await tripGroup('Leavers');
    await database.db.delete(groupMembers).where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, dee.user.id)));
    const { balances } = await readBalances(app, ann.cookie, group.id);
    expect(balances.find((balance) => balance.userId === dee.user.id)).toMatchObject({ amount: '-38.00', isMember: false });

    // Dee settles from outside the group: recorded by the owner, then Dee is no longer listed.
    await recordSettlement(app, ann.cookie, group.id, { from: dee.user.id, to: ann.user.id, amount: '38' });
    const after = await readBalances(app, ann.cookie, group.id);
    expect(after.balances.some((balance) => balance.userId === dee.user.id)).toBe(false);
    const again = await postSettlement(app, ann.cookie, group.id, { from: dee.user.id, to: ann.user.id, amount: '1' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ fieldErrors: { from: 'Both people must be members of the group' } });
  });

  it('sums thousands of expenses in the database', async () => {
    const group = await seedGroup(database.db, ann.user, [{ id: ben.user.id }, { id: dee.user.id }]);
    await database.pool.query(
      `with bulk as (
         insert into group_expenses (group_id, paid_by, description, amount_minor, occurred_on, split_mode, created_by)
         select $1, $2, 'Bulk ' || i, 300, current_date - (i % 300), 'equal', $2 from generate_series(1, 5000) i
         returning id
       )
       insert into group_expense_shares (expense_id, user_id, share_minor)
       select bulk.id, member, 100 from bulk cross join unnest(array[$2, $3, $4]::uuid[]) member`,
      [group.id, ann.user.id, ben.user.id, dee.user.id],
    );
    expect(await balanceTable(app, ann.cookie, group.id)).toEqual({ [ann.user.id]: '10000.00', [ben.user.id]: '-5000.00', [dee.user.id]: '-5000.00' });
  });
});

describe('recording payments', () => {
  it('brings balances to zero once the suggested payments are recorded', async () => {
    const group = await tripGroup('Suggested');
    const { suggestions } = await readBalances(app, ann.cookie, group.id);
    const agents = new Map([ann, ben, dee].map((agent) => [agent.user.id, agent]));
    for (const suggestion of suggestions) await recordSettlement(app, agents.get(suggestion.from)!.cookie, group.id, suggestion);
    const after = await readBalances(app, ann.cookie, group.id);
    expect(after.balances.map((balance) => balance.amount)).toEqual(['0.00', '0.00', '0.00']);
    expect(after.suggestions).toEqual([]);
  });

  it('posts one settle-up transfer in each person’s money tracking and removes both with the payment', async () => {
    const group = await tripGroup('Flat 4B');
    const response = await postSettlement(app, ben.cookie, group.id, { from: ben.user.id, to: ann.user.id, amount: 8, recordInMoneyTracking: true });
    expect(response.statusCode).toBe(201);
    const settlement = response.json<GroupSettlement>();
    expect(settlement).toMatchObject({ amount: '8.00', currency: 'USD', from: { firstName: 'Ben' }, to: { firstName: 'Ann' }, recordedInMoneyTracking: true, canDelete: true });

    const bensTransfers = (await transactionsOf(ben)).filter((transaction) => transaction.category === 'settle_up');
    const annsTransfers = (await transactionsOf(ann)).filter((transaction) => transaction.category === 'settle_up');
    expect(bensTransfers).toEqual([expect.objectContaining({ type: 'transfer', amount: '8.00', currency: 'USD', description: 'Settle-up with Ann Owner · Flat 4B' })]);
    expect(annsTransfers).toEqual([expect.objectContaining({ type: 'transfer', amount: '8.00', currency: 'USD', description: 'Settle-up with Ben Member · Flat 4B' })]);
    expect(await balanceTable(app, ann.cookie, group.id)).toMatchObject({ [ben.user.id]: '0.00', [ann.user.id]: '38.00' });

    const removed = await app.inject({ method: 'DELETE', url: `/api/groups/${group.id}/settlements/${settlement.id}`, headers: { cookie: ben.cookie } });
    expect(removed.statusCode).toBe(204);
    expect((await transactionsOf(ben)).some((transaction) => transaction.id === bensTransfers[0]?.id)).toBe(false);
    expect((await transactionsOf(ann)).some((transaction) => transaction.id === annsTransfers[0]?.id)).toBe(false);
    expect(await balanceTable(app, ann.cookie, group.id)).toMatchObject({ [ben.user.id]: '-8.00', [ann.user.id]: '46.00' });
  });

  it('posts nothing in money tracking unless asked', async () => {
    const group = await tripGroup('Quiet');
    const before = (await transactionsOf(dee)).length;
    const settlement = await recordSettlement(app, dee.cookie, group.id, { from: dee.user.id, to: ann.user.id, amount: '38.00' });
    expect(settlement.recordedInMoneyTracking).toBe(false);
    expect((await transactionsOf(dee)).length).toBe(before);
  });

  it('lets members record payments they are part of, and owners and admins any payment', async () => {
    const group = await tripGroup('Permissions');
    const notTheirs = await postSettlement(app, ben.cookie, group.id, { from: dee.user.id, to: ann.user.id, amount: '5' });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().message).toBe('You can only record payments you made or received');
    const byAdmin = await recordSettlement(app, dee.cookie, group.id, { from: ben.user.id, to: ann.user.id, amount: '5' });
    // Ben is part of it but did not record it: only its recorder or an owner or admin deletes it.
    const byBen = await app.inject({ method: 'DELETE', url: `/api/groups/${group.id}/settlements/${byAdmin.id}`, headers: { cookie: ben.cookie } });
    expect(byBen.statusCode).toBe(403);
    const listed = await ben.get(`/api/groups/${group.id}/settlements`);
    expect(listed.json().items).toEqual([expect.objectContaining({ id: byAdmin.id, canDelete: false, createdBy: dee.user.id })]);
    const byOwner = await app.inject({ method: 'DELETE', url: `/api/groups/${group.id}/settlements/${byAdmin.id}`, headers: { cookie: ann.cookie } });
    expect(byOwner.statusCode).toBe(204);
  });

  it.each([
    [{ to: 'me' }, 'to', 'Choose who was paid'],
    [{ to: 'ben' }, 'to', 'A payment needs two different people'],
    [{ to: 'cal' }, 'to', 'Both people must be members of the group'],
    [{ amount: '0' }, 'amount', 'Must be a valid positive number'],
    [{ amount: '1.234' }, 'amount', 'USD amounts have at most 2 decimal places'],
    [{ date: '2999-01-01' }, 'date', 'Expense date cannot be in the future.'],
  ])('refuses %j on %s with “%s”', async (overrides, field, message) => {
    const group = await tripGroup('Refusals');
    const ids: Record<string, string> = { ben: ben.user.id, cal: cal.user.id, me: 'me' };
    const payload = { from: ben.user.id, to: ann.user.id, amount: '5', ...overrides, ...('to' in overrides ? { to: ids[overrides.to] } : {}) };
    const response = await postSettlement(app, ben.cookie, group.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fieldErrors: { [field]: message } });
  });
});
