import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReferralSummary } from '../../../../src/domain/referrals/referrals';
import { referrals, users } from '../../../../src/server/db/schema';
import { bonusChatsOf } from '../../../../src/server/shared/bonus-chats';
import { recordReferral } from '../../../../src/server/shared/referral-codes';
import { createGoal, createTransaction, defaultPassword, setCookieOf, signedInAgent, uniqueEmail, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();

const ana = await signedInAgent(app, { firstName: 'Ána-María', lastName: 'Lima' });
const ben = await signedInAgent(app, { firstName: 'Bo', lastName: 'Okafor' });

const summaryOf = async (agent: Agent) => {
  const response = await agent.get('/api/referrals');
  expect(response.statusCode).toBe(200);
  return response.json<ReferralSummary>();
};

const userCount = async () => (await database.db.select({ total: count() }).from(users))[0]?.total ?? 0;

const register = (referralCode: string | undefined, firstName = 'Cleo', lastName = 'park') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { firstName, lastName, email: uniqueEmail('friend'), password: defaultPassword, ...(referralCode === undefined ? {} : { referralCode }) },
  });

type Registration = Awaited<ReturnType<typeof register>>;

const cookieOf = (response: Registration) => {
  const cookie = setCookieOf(response, 'session');
  return `${cookie?.name}=${cookie?.value}`;
};

/** What a real new user does: finish the welcome tour, then record something. */
async function startUsing(response: Registration, record: 'transaction' | 'goal' = 'transaction') {
  const cookie = cookieOf(response);
  const onboarded = await app.inject({ method: 'PATCH', url: '/api/user-preferences', headers: { cookie }, payload: { hasCompletedOnboarding: true } });
  expect(onboarded.statusCode).toBe(200);
  if (record === 'transaction') await createTransaction(app, cookie, { description: 'First coffee' });
  else await createGoal(app, cookie, { title: 'First goal' });
}

describe('a referral code', () => {
  it('is an upper-case word from the first name plus four digits, the same on every visit', async () => {
    const first = await summaryOf(ana);
    expect(first.code).toMatch(/^[A-Z]{3,8}\d{4}$/);
    expect(first.code).toMatch(/^ANAMARIA\d{4}$/);
    expect((await summaryOf(ana)).code).toBe(first.code);
    expect(first).toMatchObject({ active: true, uses: 0, totalEarned: 0, availableCredits: 0, bonusChats: 0, history: [] });
  });

  it('falls back to TANDEM for a first name with fewer than three letters, and differs per user', async () => {
    const bens = await summaryOf(ben);
    expect(bens.code).toMatch(/^TANDEM\d{4}$/);
    expect(bens.code).not.toBe((await summaryOf(ana)).code);
  });

  it('can be turned off and on by its owner only, which changes nobody else’s', async () => {
    const off = await ben.patch('/api/referrals', { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json<ReferralSummary>().active).toBe(false);
    expect((await summaryOf(ben)).active).toBe(false);
    expect((await summaryOf(ana)).active).toBe(true);
    expect((await ben.patch('/api/referrals', { active: true })).json<ReferralSummary>().active).toBe(true);
  });

  it('refuses a change without a yes or no', async () => {
    const response = await ana.patch('/api/referrals', { active: 'maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ active: 'Say whether the referral code is active' });
  });

  it('is only for signed-in users', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/referrals' })).statusCode).toBe(401);
  });
});

describe('signing up with a referral code', () => {
  it('gives the friend ten bonus AI chats at once, and the referrer ten once the friend has really started', async () => {
    const { code } = await summaryOf(ana);
    const response = await register(code, 'Cleo', 'park');
    expect(response.statusCode).toBe(201);
    const cleoId = response.json<{ id: string }>().id;
    expect(await bonusChatsOf(database.db, cleoId)).toBe(10);
    const signedUp = await summaryOf(ana);
    expect(signedUp).toMatchObject({ uses: 1, totalEarned: 0, availableCredits: 0, bonusChats: 0 });
    expect(signedUp.history).toEqual([{ friendName: 'Cleo P.', date: expect.any(String), credits: 0 }]);

    await app.inject({ method: 'PATCH', url: '/api/user-preferences', headers: { cookie: cookieOf(response) }, payload: { hasCompletedOnboarding: true } });
    expect(await summaryOf(ana)).toMatchObject({ totalEarned: 0 });
    await startUsing(response);
    const anas = await summaryOf(ana);
    expect(anas).toMatchObject({ uses: 1, totalEarned: 10, availableCredits: 10, bonusChats: 10 });
    expect(anas.history).toEqual([{ friendName: 'Cleo P.', date: expect.any(String), credits: 10 }]);
    expect(await bonusChatsOf(database.db, cleoId)).toBe(10);
    expect((await summaryOf(ben)).history).toEqual([]);
  });

  it('accepts the code in lower case and with spaces around it', async () => {
    const { code } = await summaryOf(ben);
    const response = await register(`  ${code.toLowerCase()} `, 'Dara', 'Sol');
    expect(response.statusCode).toBe(201);
    await startUsing(response, 'goal');
    expect(await summaryOf(ben)).toMatchObject({ uses: 1, history: [{ friendName: 'Dara S.', credits: 10 }] });
  });

  it('treats an empty code as none', async () => {
    const before = await database.db.select({ total: count() }).from(referrals);
    expect((await register('   ')).statusCode).toBe(201);
    expect(await database.db.select({ total: count() }).from(referrals)).toEqual(before);
  });

  it('refuses an unknown, inactive or malformed code and creates no account', async () => {
    const { code } = await summaryOf(ben);
    await ben.patch('/api/referrals', { active: false });
    const usersBefore = await userCount();
    for (const bad of ['NOBODY0000', code, 'X'.repeat(60)]) {
      const response = await register(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Invalid referral code', fieldErrors: { referralCode: 'Invalid referral code' } });
    }
    expect(await userCount()).toBe(usersBefore);
    expect((await summaryOf(ben)).uses).toBe(1);
    await ben.patch('/api/referrals', { active: true });
  });

  it('gives the new account a code of its own at once', async () => {
    const response = await register(undefined, 'Elif', 'Kaya');
    const id = response.json<{ id: string }>().id;
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.id, id));
    expect(row).toBeDefined();
    const cookie = setCookieOf(response, 'session');
    const summary = await app.inject({ method: 'GET', url: '/api/referrals', headers: { cookie: `${cookie?.name}=${cookie?.value}` } });
    expect(summary.json<ReferralSummary>().code).toMatch(/^ELIF\d{4}$/);
  });

  it('counts twenty friends signing up at the same moment, one referral each, but pays the referrer for five a month at most', async () => {
    const host = await signedInAgent(app, { firstName: 'Hana', lastName: 'Ito' });
    const { code } = await summaryOf(host);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => register(code, `Friend${index}`, 'Crowd')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect(await summaryOf(host)).toMatchObject({ uses: 20, totalEarned: 0, bonusChats: 0 });
    for (const answer of answers) await startUsing(answer);
    const summary = await summaryOf(host);
    expect(summary).toMatchObject({ uses: 20, totalEarned: 50, bonusChats: 50 });
    expect(summary.history).toHaveLength(20);
    expect(summary.history.filter((entry) => entry.credits === 10)).toHaveLength(5);
    const rows = await database.db.select({ total: count() }).from(referrals).where(eq(referrals.referrerId, host.user.id));
    expect(rows[0]?.total).toBe(20);
  });

  it('records at most one referral per new account', async () => {
    const { code: anasCode } = await summaryOf(ana);
    const { code: bensCode } = await summaryOf(ben);
    const response = await register(anasCode, 'Fay', 'Moss');
    const fayId = response.json<{ id: string }>().id;
    await expect(recordReferral(database.db, fayId, bensCode)).rejects.toThrow();
    const rows = await database.db.select({ referrerId: referrals.referrerId }).from(referrals).where(eq(referrals.referredUserId, fayId));
    expect(rows).toEqual([{ referrerId: ana.user.id }]);
    expect(await bonusChatsOf(database.db, fayId)).toBe(10);
  });

  it('a referred user who refers others adds both bonuses', async () => {
    const { code } = await summaryOf(ana);
    const response = await register(code, 'Gus', 'Reyes');
    const gusId = response.json<{ id: string }>().id;
    const gusCode = (
      await app.inject({ method: 'GET', url: '/api/referrals', headers: { cookie: response.headers['set-cookie']?.toString().split(';')[0] ?? '' } })
    ).json<ReferralSummary>();
    expect(gusCode).toMatchObject({ bonusChats: 10, totalEarned: 0, uses: 0 });
    const ivy = await register(gusCode.code, 'Ivy', 'Ng');
    expect(ivy.statusCode).toBe(201);
    await startUsing(ivy);
    expect(await bonusChatsOf(database.db, gusId)).toBe(20);
  });
});
