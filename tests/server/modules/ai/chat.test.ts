import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChatReply, ConversationDetail, ConversationSummary } from '../../../../src/domain/ai/ai';
import { quotaMonth } from '../../../../src/domain/ai/ai-quota';
import { aiConversations, aiMessages, aiUsage } from '../../../../src/server/db/schema';
import {
  ask,
  createTransaction,
  defaultPassword,
  grantPremiumById,
  postChat,
  readQuota,
  seedAiUsage,
  signedInAgent,
  signIn,
  streamEvents,
  uniqueEmail,
} from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();
const { db } = database;

const quotaText = "You've reached your AI chat limit. Upgrade to Premium for unlimited AI assistance!";
const thisMonth = (zone = 'UTC') => quotaMonth(new Date(), zone);

describe('asking the assistant', () => {
  it('answers JSON with the conversation, the reply, the data it used and the quota left', async () => {
    const alice = await signedInAgent(app);
    await createTransaction(app, alice.cookie, { amount: 40, category: 'groceries' });
    const response = await postChat(app, alice.cookie, { message: 'How much did I spend this month?' });
    expect(response.statusCode).toBe(200);
    const answer = response.json<ChatReply>();
    expect(answer.reply).toContain('$40.00');
    expect(answer.toolsUsed).toEqual(['spending_summary']);
    expect(answer.quota).toMatchObject({ plan: 'free', used: 1, limit: 5, bonus: 0, remaining: 4 });
    expect(answer.conversationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('streams the answer as meta, tool, delta and done events', async () => {
    const alice = await signedInAgent(app);
    const response = await postChat(app, alice.cookie, { message: 'What are my goals?' }, 'text/event-stream');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = streamEvents(response.body);
    expect(events[0]).toMatchObject({ event: 'meta', data: { conversationId: expect.any(String) } });
    expect(events.map((event) => event.event)).toContain('tool');
    expect(events.at(-1)?.event).toBe('done');
    const text = events
      .filter((event) => event.event === 'delta')
      .map((event) => event.data.text)
      .join('');
    expect(events.at(-1)?.data).toMatchObject({ reply: text, toolsUsed: ['goals_progress'], quota: { remaining: 4 } });
  });

  it('continues a conversation and keeps both sides in order', async () => {
    const alice = await signedInAgent(app);
    const first = await ask(app, alice.cookie, 'What is my savings rate?');
    const second = await ask(app, alice.cookie, 'And my goals?', first.conversationId);
    expect(second.conversationId).toBe(first.conversationId);
    const detail = (await alice.get(`/api/ai/conversations/${first.conversationId}`)).json<ConversationDetail>();
    expect(detail.title).toBe('What is my savings rate?');
    expect(detail.messages.map((message) => [message.role, message.content.slice(0, 20)])).toEqual([
      ['user', 'What is my savings r'],
      ['assistant', first.reply.slice(0, 20)],
      ['user', 'And my goals?'],
      ['assistant', second.reply.slice(0, 20)],
    ]);
    expect(detail.messages[1]?.toolsUsed).toEqual(['income_vs_expenses']);
  });

  it('offers example questions when it does not understand, and that costs no chat', async () => {
    const alice = await signedInAgent(app);
    const answer = await ask(app, alice.cookie, 'Tell me a joke about penguins');
    expect(answer.reply).toContain("I'm not sure I understood that.");
    expect(answer.reply).toContain('- How much did I spend this month?');
    expect(answer.toolsUsed).toEqual([]);
    expect(answer.quota.used).toBe(0);
    expect((await readQuota(app, alice.cookie)).used).toBe(0);
    // The exchange stays in the conversation, so the person sees what was asked and answered.
    const detail = (await alice.get(`/api/ai/conversations/${answer.conversationId}`)).json<ConversationDetail>();
    expect(detail.messages).toHaveLength(2);
    const understood = await ask(app, alice.cookie, 'How much did I spend this month?');
    expect(understood.quota.used).toBe(1);
  });

  it('refuses an empty or oversized question with field errors, counting nothing', async () => {
    const alice = await signedInAgent(app);
    for (const message of ['   ', 'x'.repeat(2001)]) {
      const response = await postChat(app, alice.cookie, { message });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty('message');
    }
    expect((await postChat(app, alice.cookie, {})).statusCode).toBe(400);
    expect((await readQuota(app, alice.cookie)).used).toBe(0);
  });

  it('answers at most 30 questions a minute from one user, however many sessions and cookies the requests carry', async () => {
    const busy = await signedInAgent(app);
    await grantPremiumById(db, busy.user.id);
    const sessions = [busy.cookie];
    for (let index = 0; index < 2; index++) {
      const { cookie } = await signIn(app, busy.email, defaultPassword);
      sessions.push(cookie!);
    }
    const statuses: number[] = [];
    for (let index = 0; index < 40; index++) {
      // A second, random session cookie beside the real one, different every time.
      const cookie = `${sessions[index % sessions.length]}; __Host-tandem_session=random${index}; tandem_session_extra=${index}`;
      statuses.push((await postChat(app, cookie, { message: 'Tell me a joke' })).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    // Another user has an allowance of their own.
    const other = await signedInAgent(app);
    expect((await postChat(app, other.cookie, { message: 'Tell me a joke' })).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/ai/chat', payload: { message: 'hi' } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/ai/quota' })).statusCode).toBe(401);
  });
});

describe('the monthly quota', () => {
  it('counts down from 5 on Free and refuses the sixth chat with 402 and the documented text', async () => {
    const alice = await signedInAgent(app);
    expect(await readQuota(app, alice.cookie)).toMatchObject({ plan: 'free', used: 0, limit: 5, bonus: 0, remaining: 5 });
    const remaining: (number | null)[] = [];
    for (let index = 0; index < 5; index++) remaining.push((await ask(app, alice.cookie, 'What is my savings rate?')).quota.remaining);
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    const refused = await postChat(app, alice.cookie, { message: 'What is my savings rate?' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ code: 'ai_quota_exceeded', message: quotaText, key: 'messages.aiLimitReached' });
    const streamed = await postChat(app, alice.cookie, { message: 'What is my savings rate?' }, 'text/event-stream');
    expect(streamed.statusCode).toBe(402);
    expect(await readQuota(app, alice.cookie)).toMatchObject({ used: 5, remaining: 0 });
  });

  it('answers exactly as many of many simultaneous questions as there are chats left', async () => {
    const alice = await signedInAgent(app);
    const responses = await Promise.all(Array.from({ length: 10 }, () => postChat(app, alice.cookie, { message: 'How much did I spend this month?' })));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 402, 402, 402, 402, 402]);
    expect(await readQuota(app, alice.cookie)).toMatchObject({ used: 5, remaining: 0 });
    const [usage] = await db.select().from(aiUsage).where(eq(aiUsage.userId, alice.user.id));
    expect(usage).toMatchObject({ included: 5, bonus: 0 });
  });

  it('spends referral bonus chats after the month’s included ones, and they never come back', async () => {
    const referrer = await signedInAgent(app);
    const code = (await referrer.get('/api/referrals')).json<{ code: string }>().code;
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Fran', lastName: 'Lee', email: uniqueEmail(), password: defaultPassword, referralCode: code },
    });
    expect(register.statusCode).toBe(201);
    // The referrer's bonus comes once the friend has finished the welcome tour and recorded something.
    const friendCookie = register.headers['set-cookie']?.toString().split(';')[0] ?? '';
    await app.inject({ method: 'PATCH', url: '/api/user-preferences', headers: { cookie: friendCookie }, payload: { hasCompletedOnboarding: true } });
    await createTransaction(app, friendCookie, { description: 'First coffee' });
    expect(await readQuota(app, referrer.cookie)).toMatchObject({ limit: 5, bonus: 10, remaining: 15 });
    await seedAiUsage(db, referrer.user.id, thisMonth(), 5);
    await seedAiUsage(db, referrer.user.id, '2020-01', 0, 4);
    expect(await readQuota(app, referrer.cookie)).toMatchObject({ used: 5, bonus: 6, remaining: 6 });
    const answer = await ask(app, referrer.cookie, 'What is my savings rate?');
    expect(answer.quota).toMatchObject({ used: 6, limit: 5, bonus: 5, remaining: 5 });
    const rows = await db.select().from(aiUsage).where(eq(aiUsage.userId, referrer.user.id));
    expect(rows.find((row) => row.month === thisMonth())).toMatchObject({ included: 5, bonus: 1 });
  });

  it('is unlimited on Premium', async () => {
    const paid = await signedInAgent(app);
    await grantPremiumById(db, paid.user.id);
    await seedAiUsage(db, paid.user.id, thisMonth(), 50);
    const answer = await ask(app, paid.cookie, 'What is my savings rate?');
    expect(answer.quota).toMatchObject({ plan: 'premium', used: 51, limit: null, remaining: null });
  });

  it('starts again each month in the user’s time zone', async () => {
    const tokyo = await signedInAgent(app, { timezone: 'Asia/Tokyo' });
    const month = thisMonth('Asia/Tokyo');
    const previous = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 2, 15)).toISOString().slice(0, 7);
    await seedAiUsage(db, tokyo.user.id, previous, 5);
    const quota = await readQuota(app, tokyo.cookie);
    expect(quota).toMatchObject({ used: 0, remaining: 5 });
    const reset = new Date(quota.resetsAt);
    expect(reset.getTime()).toBeGreaterThan(Date.now());
    // Midnight in Tokyo is 15:00 UTC the day before.
    expect(reset.toISOString()).toMatch(/T15:00:00\.000Z$/);
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', day: '2-digit' }).format(reset)).toBe('01');
  });
});

describe('conversations', () => {
  it('are listed most recent first, read and deleted by their owner only', async () => {
    const alice = await signedInAgent(app);
    const bob = await signedInAgent(app);
    await grantPremiumById(db, alice.user.id);
    const older = await ask(app, alice.cookie, 'What are my goals?');
    const newer = await ask(app, alice.cookie, 'What is my savings rate?');
    const list = (await alice.get('/api/ai/conversations')).json<ConversationSummary[]>();
    expect(list.map((entry) => entry.id)).toEqual([newer.conversationId, older.conversationId]);
    expect((await bob.get('/api/ai/conversations')).json()).toEqual([]);

    expect((await bob.get(`/api/ai/conversations/${older.conversationId}`)).statusCode).toBe(404);
    expect((await bob.delete(`/api/ai/conversations/${older.conversationId}`)).statusCode).toBe(404);
    const intrusion = await postChat(app, bob.cookie, { message: 'What are my goals?', conversationId: older.conversationId });
    expect(intrusion.statusCode).toBe(404);
    expect((await readQuota(app, bob.cookie)).used).toBe(0);
    expect((await alice.get(`/api/ai/conversations/${older.conversationId}`)).json<ConversationDetail>().messages).toHaveLength(2);

    expect((await alice.delete(`/api/ai/conversations/${older.conversationId}`)).statusCode).toBe(204);
    expect((await alice.get(`/api/ai/conversations/${older.conversationId}`)).statusCode).toBe(404);
    expect(await db.select().from(aiMessages).where(eq(aiMessages.conversationId, older.conversationId))).toEqual([]);
    expect((await alice.get('/api/ai/conversations')).json<ConversationSummary[]>().map((entry) => entry.id)).toEqual([newer.conversationId]);
  });

  it('answers 404 for ids that name nothing', async () => {
    const alice = await signedInAgent(app);
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await alice.get(`/api/ai/conversations/${id}`)).statusCode).toBe(404);
      expect((await alice.delete(`/api/ai/conversations/${id}`)).statusCode).toBe(404);
      expect((await postChat(app, alice.cookie, { message: 'hi', conversationId: id })).statusCode).toBe(404);
    }
    expect(await db.select().from(aiConversations).where(eq(aiConversations.userId, alice.user.id))).toEqual([]);
  });
});
