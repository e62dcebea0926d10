import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatReply } from '../../../../src/domain/ai/ai';
import { monthStart, todayInZone } from '../../../../src/domain/shared/dates';
import type { ConversationDetail } from '../../../../src/domain/ai/ai';
import type { ProposalView } from '../../../../src/domain/ai/proposals';
import { aiConversations, groupExpenses } from '../../../../src/server/db/schema';
import { reply, startFakeHttpServer, type FakeRequest } from '../../../support/fake-http-server';
import { ask, createTransaction, postChat, readQuota, seedGroup, signedInAgent, streamEvents } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

/**
 * A stand-in for any OpenAI-compatible server (OpenAI, Ollama, vLLM…): it answers
 * POST /v1/chat/completions with the real streaming format, chunks of `chat.completion.chunk`
 * as server-sent events ending in `data: [DONE]`, first asking for a tool, then writing text.
 */
const fake = await startFakeHttpServer();
afterAll(() => fake.close());

const { app, database } = await createTestApp({ AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: 'sk-test-key', AI_MODEL: 'tandem-test' });

interface Message {
  role: string;
  content?: string | null;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

const chunk = (delta: Record<string, unknown>, finishReason: string | null = null, extra: Record<string, unknown> = {}) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'tandem-test', choices: [{ index: 0, delta, finish_reason: finishReason }], ...extra })}\n\n`;

const usage = { usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } };

const sse = (...events: string[]) => reply(200, `${events.join('')}data: [DONE]\n\n`, { 'content-type': 'text/event-stream' });

const today = todayInZone('UTC');

/** Round one asks for the spending summary; round two reads the tool's answer back and writes about it. */
function toolThenText(request: FakeRequest) {
  const messages = (request.body as { messages: Message[] }).messages;
  const toolAnswer = messages.find((message) => message.role === 'tool');
  if (!toolAnswer) {
    return sse(
      chunk({ role: 'assistant', content: null, tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'spending_summary', arguments: '' } }] }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: JSON.stringify({ from: monthStart(today), to: today }) } }] }),
      chunk({}, 'tool_calls', usage),
    );
  }
  const total = /"total":"([\d.]+)"/.exec(String(toolAnswer.content))?.[1] ?? '?';
  return sse(chunk({ role: 'assistant', content: 'You spent ' }), chunk({ content: `**$${total}** this month.` }), chunk({}, 'stop', usage));
}

beforeEach(() => {
  fake.requests.length = 0;
  fake.use({ 'POST /v1/chat/completions': toolThenText });
});

describe('an OpenAI-compatible server', () => {
  it('answers through a tool round on the user’s own data, with the key and model configured', async () => {
    const alice = await signedInAgent(app);
    const bob = await signedInAgent(app);
    await createTransaction(app, alice.cookie, { amount: 40, category: 'groceries' });
    await createTransaction(app, bob.cookie, { amount: 777, category: 'shopping' });

    const answer = await ask(app, alice.cookie, 'How much did I spend this month?');
    expect(answer.reply).toBe('You spent **$40.00** this month.');
    expect(answer.toolsUsed).toEqual(['spending_summary']);
    expect(answer.quota.remaining).toBe(4);

    expect(fake.requests).toHaveLength(2);
    const [first, second] = fake.requests as [FakeRequest, FakeRequest];
    expect(first.headers.authorization).toBe('Bearer sk-test-key');
    const body = first.body as { model: string; stream: boolean; tools: { function: { name: string } }[]; messages: Message[] };
    expect(body).toMatchObject({ model: 'tandem-test', stream: true });
    expect(body.tools.map((entry) => entry.function.name)).toEqual(
      expect.arrayContaining([
        'spending_summary',
        'search_transactions',
        'income_vs_expenses',
        'goals_progress',
        'budget_50_30_20',
        'net_worth_projection',
        'upcoming_events',
        'group_balances',
        'crypto_holdings',
      ]),
    );
    expect(body.messages.at(-1)).toMatchObject({ role: 'user', content: 'How much did I spend this month?' });
    const toolMessage = (second.body as { messages: Message[] }).messages.find((message) => message.role === 'tool');
    expect(toolMessage?.content).toContain('"40.00"');
    expect(toolMessage?.content).not.toContain('777');
  });

  it('streams the model’s words to the browser as they arrive', async () => {
    const alice = await signedInAgent(app);
    const response = await postChat(app, alice.cookie, { message: 'How much did I spend this month?' }, 'text/event-stream');
    const events = streamEvents(response.body);
    expect(events.map((event) => event.event)).toEqual(['meta', 'tool', 'delta', 'delta', 'done']);
    expect(events.filter((event) => event.event === 'delta').map((event) => event.data.text)).toEqual(['You spent ', '**$0.00** this month.']);
    expect(events[1]?.data).toEqual({ name: 'spending_summary' });
  });

  it('sends the earlier turns of the conversation with a follow-up question', async () => {
    const alice = await signedInAgent(app);
    const first = await ask(app, alice.cookie, 'How much did I spend this month?');
    await ask(app, alice.cookie, 'And last month?', first.conversationId);
    const followUp = fake.requests[2]!.body as { messages: Message[] };
    expect(followUp.messages.filter((message) => message.role !== 'system').map((message) => [message.role, message.content])).toEqual([
      ['user', 'How much did I spend this month?'],
      ['assistant', 'You spent **$0.00** this month.'],
      ['user', 'And last month?'],
    ]);
  });

  it('stops after five tool rounds', async () => {
    fake.use({
      'POST /v1/chat/completions': () =>
        sse(
          chunk({ role: 'assistant', content: null, tool_calls: [{ index: 0, id: 'call_x', type: 'function', function: { name: 'goals_progress', arguments: '{}' } }] }),
          chunk({}, 'tool_calls', usage),
        ),
    });
    const alice = await signedInAgent(app);
    const response = await postChat(app, alice.cookie, { message: 'Loop forever' });
    expect(fake.requests).toHaveLength(5);
    expect(response.statusCode).toBe(502);
    expect((await readQuota(app, alice.cookie)).used).toBe(0);
  });
});

describe('a write the model proposes', () => {
  it('becomes a group expense only after the person confirms it, once', async () => {
    const alice = await signedInAgent(app, { firstName: 'Alice', lastName: 'Moss' });
    const bob = await signedInAgent(app, { firstName: 'Bob', lastName: 'Tan' });
    const flat = await seedGroup(database.db, alice.user, [{ id: bob.user.id }], { name: 'The flat' });
    fake.use({
      'POST /v1/chat/completions': (request: FakeRequest) => {
        const messages = (request.body as { messages: Message[] }).messages;
        const toolAnswer = messages.find((message) => message.role === 'tool');
        if (!toolAnswer) {
          const call = { group: 'flat', amount: '42', description: 'Dinner' };
          return sse(
            chunk({
              role: 'assistant',
              content: null,
              tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'propose_group_expense', arguments: JSON.stringify(call) } }],
            }),
            chunk({}, 'tool_calls', usage),
          );
        }
        return sse(chunk({ role: 'assistant', content: 'Here is the split for you to confirm.' }), chunk({}, 'stop', usage));
      },
    });

    const answer = await ask(app, alice.cookie, 'Split last night’s dinner with the flat, 42');
    const system = (fake.requests[0]!.body as { messages: Message[] }).messages[0]!;
    expect(system.content).toContain('propose_');
    expect(answer.toolsUsed).toEqual(['propose_group_expense']);
    expect(answer.proposals).toHaveLength(1);
    const [proposal] = answer.proposals as [ProposalView];
    expect(proposal).toMatchObject({ kind: 'groupExpense', status: 'pending', conversationId: answer.conversationId });
    expect(proposal.preview.shares?.map((share) => share.amount)).toEqual(['21.00', '21.00']);
    const expenses = () => database.db.select().from(groupExpenses).where(eq(groupExpenses.groupId, flat.id));
    expect(await expenses()).toEqual([]);

    // A reload shows the card with the answer.
    const conversation = (await alice.get(`/api/ai/conversations/${answer.conversationId}`)).json<ConversationDetail>();
    expect(conversation.messages.at(-1)?.proposals.map((entry) => entry.id)).toEqual([proposal.id]);

    expect((await bob.post(`/api/ai/proposals/${proposal.id}/confirm`)).statusCode).toBe(404);
    expect((await alice.post(`/api/ai/proposals/${proposal.id}/confirm`)).statusCode).toBe(200);
    expect((await alice.post(`/api/ai/proposals/${proposal.id}/confirm`)).statusCode).toBe(409);
    expect(await expenses()).toHaveLength(1);
    const reloaded = (await alice.get(`/api/ai/conversations/${answer.conversationId}`)).json<ConversationDetail>();
    expect(reloaded.messages.at(-1)?.proposals[0]?.status).toBe('confirmed');
  });
});

describe('when the server fails', () => {
  it('says "Failed to send message", saves nothing and does not count the chat', async () => {
    fake.use({ 'POST /v1/chat/completions': () => reply(500, { error: { message: 'model crashed', type: 'server_error' } }) });
    const alice = await signedInAgent(app);
    const response = await postChat(app, alice.cookie, { message: 'How much did I spend this month?' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ code: 'ai_provider_failed', message: 'Failed to send message', key: 'messages.failedToSendMessage' });
    expect(await readQuota(app, alice.cookie)).toMatchObject({ used: 0, remaining: 5 });
    expect(await database.db.select().from(aiConversations).where(eq(aiConversations.userId, alice.user.id))).toEqual([]);
  });

  it('ends a streamed answer with an error event and gives the chat back', async () => {
    fake.use({ 'POST /v1/chat/completions': () => reply(503, { error: { message: 'overloaded' } }) });
    const alice = await signedInAgent(app);
    const response = await postChat(app, alice.cookie, { message: 'How much did I spend this month?' }, 'text/event-stream');
    const events = streamEvents(response.body);
    expect(events[0]?.event).toBe('meta');
    expect(events.at(-1)).toEqual({ event: 'error', data: { code: 'ai_provider_failed', message: 'Failed to send message', key: 'messages.failedToSendMessage' } });
    expect((await readQuota(app, alice.cookie)).used).toBe(0);
  });

  it('counts the chat once the server answers again', async () => {
    const alice = await signedInAgent(app);
    fake.use({ 'POST /v1/chat/completions': () => reply(500, { error: { message: 'down' } }) });
    expect((await postChat(app, alice.cookie, { message: 'How much did I spend this month?' })).statusCode).toBe(502);
    fake.use({ 'POST /v1/chat/completions': toolThenText });
    const retried = (await postChat(app, alice.cookie, { message: 'How much did I spend this month?' })).json<ChatReply>();
    expect(retried.quota).toMatchObject({ used: 1, remaining: 4 });
  });
});

describe('when the asker stops the answer', () => {
  it('gives the chat back and saves nothing', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    fake.use({
      'POST /v1/chat/completions': async () => {
        await held;
        return sse(chunk({ role: 'assistant', content: 'Too late' }), chunk({}, 'stop', usage));
      },
    });
    const alice = await signedInAgent(app);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const stop = new AbortController();
    const asking = fetch(`${address}/api/ai/chat`, {
      method: 'POST',
      headers: { cookie: alice.cookie, 'content-type': 'application/json', accept: 'text/event-stream', origin: address },
      body: JSON.stringify({ message: 'How much did I spend this month?' }),
      signal: stop.signal,
    }).then((response) => response.text());
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    expect((await readQuota(app, alice.cookie)).used).toBe(1);
    stop.abort();
    await expect(asking).rejects.toThrow();
    await vi.waitFor(async () => expect((await readQuota(app, alice.cookie)).used).toBe(0));
    release();
    expect(await database.db.select().from(aiConversations).where(eq(aiConversations.userId, alice.user.id))).toEqual([]);
  });
});
