import { eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CategoryList } from '../../../../src/domain/categories/custom-categories';
import type { GroupDetail } from '../../../../src/domain/groups/groups';
import type { ReferralSummary } from '../../../../src/domain/referrals/referrals';
import { financialGoals, groupMembers, groups, sessions, subscriptions, transactions, users } from '../../../../src/server/db/schema';
import { bonusChatsOf } from '../../../../src/server/shared/bonus-chats';
import {
  addGroupExpense,
  balanceTable,
  createCategory,
  createGoal,
  createGroup,
  createTransaction,
  defaultPassword,
  grantPremium,
  inviteAndAccept,
  makeFriends,
  readBalances,
  recordSettlement,
  registerUser,
  setCookieOf,
  signIn,
  signedInAgent,
  type Agent,
} from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();
const { db } = database;

const deleteAccount = (agent: Agent, password: unknown, url = '/api/users/me', method: 'DELETE' | 'POST' = 'DELETE') =>
  app.inject({ method, url, headers: { cookie: agent.cookie }, payload: { password } });

const sumOf = (table: Record<string, string>) => Object.values(table).reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0);

describe('deleting an account', () => {
  it('needs the current password typed again, and changes nothing when it is wrong', async () => {
    const ana = await signedInAgent(app);
    const wrong = await deleteAccount(ana, 'not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wrong_password', fieldErrors: { password: 'The password is incorrect' } });
    const missing = await deleteAccount(ana, '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ password: 'Enter your password to confirm' });
    expect((await ana.get('/api/users/me')).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/api/users/me', payload: { password: defaultPassword } })).statusCode).toBe(401);
  });

  it('removes everything of the user, ends every session, clears the cookie, and leaves another user untouched', async () => {
    const ana = await signedInAgent(app, { firstName: 'Ana' });
    const ben = await signedInAgent(app, { firstName: 'Ben' });
    const secondSession = await signIn(app, ana.email, defaultPassword);
    await grantPremium(db, ana);
    await createGoal(app, ana.cookie);
    await createTransaction(app, ana.cookie);
    await createCategory(app, ana.cookie);
    await createTransaction(app, ben.cookie, { description: 'Ben keeps this' });
    await makeFriends(ana, ben);

    const answer = await deleteAccount(ana, defaultPassword);
    expect(answer.statusCode).toBe(204);
    const cleared = setCookieOf(answer, 'session');
    expect(cleared?.value).toBe('');

    expect((await ana.get('/api/users/me')).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: secondSession.cookie! } })).statusCode).toBe(401);
    expect((await signIn(app, ana.email, defaultPassword)).response.statusCode).toBe(401);
    expect(await db.select().from(users).where(eq(users.id, ana.user.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, ana.user.id))).toEqual([]);
    expect(await db.select().from(transactions).where(eq(transactions.userId, ana.user.id))).toEqual([]);
    expect(await db.select().from(financialGoals).where(eq(financialGoals.userId, ana.user.id))).toEqual([]);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, ana.user.id))).toEqual([]);

    expect((await ben.get('/api/friends')).json()).toEqual([]);
    expect((await ben.get('/api/transactions')).json().items).toHaveLength(1);
    expect((await ben.get('/api/categories')).json<CategoryList>().expense.every((category) => category.builtIn)).toBe(true);

    // The address is free again.
    expect((await registerUser(app, { email: ana.email })).user.email).toBe(ana.email);
  });

  it('works through POST /api/account/delete as well', async () => {
    const cleo = await signedInAgent(app);
    expect((await deleteAccount(cleo, defaultPassword, '/api/account/delete', 'POST')).statusCode).toBe(204);
    expect((await cleo.get('/api/users/me')).statusCode).toBe(401);
  });

  it('hands owned groups to the longest-standing admin, else member, and deletes a group nobody else is in', async () => {
    const owner = await signedInAgent(app, { firstName: 'Olga' });
    const early = await signedInAgent(app, { firstName: 'Early' });
    const admin = await signedInAgent(app, { firstName: 'Adele' });
    const shared = await createGroup(app, owner.cookie, { name: 'Trip' });
    await inviteAndAccept(app, owner.cookie, shared.id, early.cookie, 'member');
    await inviteAndAccept(app, owner.cookie, shared.id, admin.cookie, 'admin');
    const small = await createGroup(app, owner.cookie, { name: 'Pair' });
    await inviteAndAccept(app, owner.cookie, small.id, early.cookie, 'member');
    const alone = await createGroup(app, owner.cookie, { name: 'Just me' });

    expect((await deleteAccount(owner, defaultPassword)).statusCode).toBe(204);

    const trip = (await admin.get(`/api/groups/${shared.id}`)).json<GroupDetail>();
    const roles = Object.fromEntries(trip.members.map((member) => [member.firstName, member.role]));
    expect(roles).toEqual({ Adele: 'owner', Early: 'member' });
    const pair = (await early.get(`/api/groups/${small.id}`)).json<GroupDetail>();
    expect(pair.members.map((member) => [member.firstName, member.role])).toEqual([['Early', 'owner']]);
    expect(await db.select().from(groups).where(eq(groups.id, alone.id))).toEqual([]);
    expect(await db.select().from(groupMembers).where(eq(groupMembers.userId, owner.user.id))).toEqual([]);
  });

  it('keeps group expenses and payments under "Deleted user" so the other members’ balances still add up', async () => {
    const ana = await signedInAgent(app, { firstName: 'Ana' });
    const ben = await signedInAgent(app, { firstName: 'Ben' });
    const cleo = await signedInAgent(app, { firstName: 'Cleo' });
    const group = await createGroup(app, ana.cookie, { name: 'House' });
    await inviteAndAccept(app, ana.cookie, group.id, [ben.cookie, cleo.cookie]);
    const everyone = [ana.user.id, ben.user.id, cleo.user.id];
    await addGroupExpense(app, ana.cookie, group.id, ana.user.id, everyone, { amount: '90.00' });
    await addGroupExpense(app, ben.cookie, group.id, ben.user.id, everyone, { amount: '30.00' });
    await recordSettlement(app, cleo.cookie, group.id, { from: cleo.user.id, to: ana.user.id, amount: '10.00' });
    const before = await balanceTable(app, ben.cookie, group.id);
    expect(sumOf(before)).toBe(0);

    expect((await deleteAccount(ana, defaultPassword)).statusCode).toBe(204);

    const after = await readBalances(app, ben.cookie, group.id);
    const table = Object.fromEntries(after.balances.map((balance) => [balance.userId, balance.amount]));
    expect(table[ben.user.id]).toBe(before[ben.user.id]);
    expect(table[cleo.user.id]).toBe(before[cleo.user.id]);
    expect(sumOf(table)).toBe(0);
    const standIn = after.balances.find((balance) => ![ben.user.id, cleo.user.id].includes(balance.userId));
    expect(standIn).toMatchObject({ firstName: 'Deleted', lastName: 'user', isMember: false, amount: before[ana.user.id] });

    const detail = (await ben.get(`/api/groups/${group.id}`)).json<GroupDetail>();
    expect(detail.members.map((member) => member.firstName).sort()).toEqual(['Ben', 'Cleo']);
    const search = await ben.get('/api/users/search?q=Deleted');
    if (search.statusCode === 200) expect(search.json()).toEqual([]);
    const standInRow = await db.select({ email: users.email }).from(users).where(eq(users.id, standIn!.userId));
    expect(standInRow[0]?.email).not.toContain(ana.email);
  });

  it('keeps the bonus AI chats of the friend who joined with the deleted user’s code', async () => {
    const ana = await signedInAgent(app);
    const { code } = (await ana.get('/api/referrals')).json<ReferralSummary>();
    const friend = await registerUser(app, { referralCode: code });
    expect((await deleteAccount(ana, defaultPassword)).statusCode).toBe(204);
    expect(await bonusChatsOf(db, friend.user.id)).toBe(10);
  });

  it('asks to cancel a renewing Stripe subscription first', async () => {
    const payer = await signedInAgent(app);
    await db.insert(subscriptions).values({
      userId: payer.user.id,
      plan: 'premium',
      status: 'active',
      interval: 'month',
      source: 'stripe',
      stripeCustomerId: `cus_${payer.user.id}`,
      stripeSubscriptionId: `sub_${payer.user.id}`,
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    });
    const refused = await deleteAccount(payer, defaultPassword);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'subscription_active' });
    await db.update(subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(subscriptions.userId, payer.user.id));
    expect((await deleteAccount(payer, defaultPassword)).statusCode).toBe(204);
  });

  it('two users deleting at once each lose only their own account', async () => {
    const ana = await signedInAgent(app);
    const ben = await signedInAgent(app);
    const group = await createGroup(app, ana.cookie);
    await inviteAndAccept(app, ana.cookie, group.id, ben.cookie);
    await addGroupExpense(app, ana.cookie, group.id, ana.user.id, [ana.user.id, ben.user.id]);
    const [first, second] = await Promise.all([deleteAccount(ana, defaultPassword), deleteAccount(ben, defaultPassword)]);
    expect([first.statusCode, second.statusCode]).toEqual([204, 204]);
    expect(
      await db
        .select()
        .from(users)
        .where(or(eq(users.id, ana.user.id), eq(users.id, ben.user.id))),
    ).toEqual([]);
    expect(await db.select().from(groups).where(eq(groups.id, group.id))).toEqual([]);
  });
});
