import { describe, expect, it } from 'vitest';
import { balancesOf, type GroupExpense, type GroupExpensePage } from '../../../../src/domain/group-expenses/group-expenses';
import { decimalToMinor } from '../../../../src/domain/shared/money';
import { seedGroup, signedInAgent } from '../../support/factories';
import { addGroupExpense, balanceTable, postGroupExpense, readBalances, recordSettlement } from '../../support/group-expense-factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();
const ann = await signedInAgent(app, { firstName: 'Ann', lastName: 'Owner' });
const ben = await signedInAgent(app, { firstName: 'Ben', lastName: 'Member' });
const dee = await signedInAgent(app, { firstName: 'Dee', lastName: 'Member' });
const cal = await signedInAgent(app, { firstName: 'Cal', lastName: 'Outsider' });
const a = ann.user.id;
const b = ben.user.id;
const d = dee.user.id;

const cents = (amount: string) => decimalToMinor(amount.replace('-', ''), 2)! * (amount.startsWith('-') ? -1n : 1n);
const listAll = async (groupId: string): Promise<GroupExpense[]> =>
  (await app.inject({ method: 'GET', url: `/api/groups/${groupId}/expenses?limit=100`, headers: { cookie: ben.cookie } })).json<GroupExpensePage>().items;

/** Each person's shares over the whole group, in cents. */
async function sharesPaid(groupId: string): Promise<Record<string, bigint>> {
  const totals: Record<string, bigint> = {};
  for (const expense of await listAll(groupId)) for (const member of expense.split.members) totals[member.userId] = (totals[member.userId] ?? 0n) + cents(member.share);
  return totals;
}

/** The balances the screen shows, worked out again from the listed expenses by the pure rule. */
async function expectBalancesMatchTheRule(groupId: string): Promise<void> {
  const expenses = (await listAll(groupId)).map((expense) => ({
    paidBy: expense.paidBy.userId,
    amountMinor: cents(expense.amount),
    shares: expense.split.members.map((member) => ({ userId: member.userId, shareMinor: cents(member.share) })),
  }));
  const expected = Object.fromEntries(balancesOf(expenses, []).map((balance) => [balance.userId, balance.amountMinor]));
  const shown = Object.fromEntries(Object.entries(await balanceTable(app, ann.cookie, groupId)).map(([userId, amount]) => [userId, cents(amount)]));
  expect(shown).toEqual(Object.fromEntries(Object.keys(shown).map((userId) => [userId, expected[userId] ?? 0n])));
}

describe('leftover cents across expenses', () => {
  it('charges the extra cent of three $1.00 dinners to a different person each time', async () => {
    const group = await seedGroup(database.db, ann.user, [{ id: b }, { id: d }]);
    for (let dinner = 0; dinner < 3; dinner++) await addGroupExpense(app, ann.cookie, group.id, a, [a, b, d], { amount: '1.00', description: `Dinner ${dinner}` });
    expect(await sharesPaid(group.id)).toEqual({ [a]: 100n, [b]: 100n, [d]: 100n });
  });

  it('keeps the turn when an expense is edited, counting everyone else’s leftovers but its own', async () => {
    const group = await seedGroup(database.db, ann.user, [{ id: b }, { id: d }]);
    const first = await addGroupExpense(app, ann.cookie, group.id, a, [a, b, d], { amount: '1.00' });
    await addGroupExpense(app, ann.cookie, group.id, a, [a, b, d], { amount: '1.00' });
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/groups/${group.id}/expenses/${first.id}`,
      headers: { cookie: ann.cookie },
      payload: { description: 'Dinner, renamed' },
    });
    expect(edited.statusCode).toBe(200);
    const totals = Object.values(await sharesPaid(group.id));
    expect(totals.sort()).toEqual([66n, 67n, 67n]);
  });
});

describe('refunds and group income', () => {
  it('records a negative expense: the one who received it owes everyone their share', async () => {
    const group = await seedGroup(database.db, ann.user, [{ id: b }, { id: d }]);
    await addGroupExpense(app, ann.cookie, group.id, a, [a, b, d], { description: 'Deposit', amount: '300' });
    const response = await postGroupExpense(app, ben.cookie, group.id, {
      description: 'Deposit came back',
      amount: '-90',
      paidBy: a,
      date: '2026-01-10',
      split: { mode: 'equal', members: [{ userId: a }, { userId: b }, { userId: d }] },
    });
    expect(response.statusCode).toBe(201);
    const refund = response.json<GroupExpense>();
    expect(refund.amount).toBe('-90.00');
    expect(refund.split.members.map((member) => member.share)).toEqual(['-30.00', '-30.00', '-30.00']);
    // Ann paid 300 and got 90 back: 210 spent, 70 each; Ann is owed 140.
    expect(await balanceTable(app, dee.cookie, group.id)).toEqual({ [a]: '140.00', [b]: '-70.00', [d]: '-70.00' });
    await expectBalancesMatchTheRule(group.id);
  });

  it('settles a group whose only entry is a refund in payments from the one who received it', async () => {
    const group = await seedGroup(database.db, ann.user, [{ id: b }, { id: d }]);
    await addGroupExpense(app, ann.cookie, group.id, a, [], {
      description: 'Cashback',
      amount: '-10',
      split: {
        mode: 'exact',
        members: [
          { userId: b, value: '4' },
          { userId: d, value: '6' },
        ],
      },
    });
    const { balances, suggestions } = await readBalances(app, ben.cookie, group.id);
    expect(balances.reduce((sum, balance) => sum + cents(balance.amount), 0n)).toBe(0n);
    expect(suggestions).toEqual(
      expect.arrayContaining([
        { from: a, to: b, amount: '4.00' },
        { from: a, to: d, amount: '6.00' },
      ]),
    );
    for (const suggestion of suggestions) await recordSettlement(app, ann.cookie, group.id, suggestion);
    expect(Object.values(await balanceTable(app, ann.cookie, group.id))).toEqual(['0.00', '0.00', '0.00']);
  });

  it('turns an expense into a refund on edit, and refuses zero with the refund hint', async () => {
    const group = await seedGroup(database.db, ann.user, [{ id: b }]);
    const expense = await addGroupExpense(app, ann.cookie, group.id, a, [a, b], { amount: '20' });
    const edited = await app.inject({ method: 'PATCH', url: `/api/groups/${group.id}/expenses/${expense.id}`, headers: { cookie: ann.cookie }, payload: { amount: '-20' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<GroupExpense>().split.members.map((member) => member.share)).toEqual(['-10.00', '-10.00']);
    expect(await balanceTable(app, ben.cookie, group.id)).toEqual({ [a]: '-10.00', [b]: '10.00' });
    const zero = await app.inject({ method: 'PATCH', url: `/api/groups/${group.id}/expenses/${expense.id}`, headers: { cookie: ann.cookie }, payload: { amount: '0' } });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ fieldErrors: { amount: 'Enter an amount other than zero (a negative amount records a refund)' } });
  });

  it('refuses a refund in someone else’s group as if the group did not exist', async () => {
    const group = await seedGroup(database.db, ann.user, [{ id: b }]);
    const response = await postGroupExpense(app, cal.cookie, group.id, {
      description: 'Mine now',
      amount: '-5',
      paidBy: cal.user.id,
      date: '2026-01-10',
      split: { mode: 'equal', members: [{ userId: cal.user.id }] },
    });
    expect(response.statusCode).toBe(404);
  });

  it('keeps the payment amount positive: a payment is never a refund', async () => {
    const group = await seedGroup(database.db, ann.user, [{ id: b }]);
    const response = await app.inject({ method: 'POST', url: `/api/groups/${group.id}/settlements`, headers: { cookie: ann.cookie }, payload: { from: a, to: b, amount: '-5' } });
    expect(response.statusCode).toBe(400);
  });
});
