import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, describe, expect, it } from 'vitest';
import { mcpTools } from '../../../../src/server/modules/ai/mcp/tools';
import { writeTools } from '../../../../src/server/modules/ai/mcp/write-tools';
import { aiTools } from '../../../../src/server/modules/ai/tools/index';
import { createTransaction, signedInAgent } from '../../support/factories';
import { connectMcp, mcpHeaders } from '../../support/mcp-client';
import { makeToken } from '../../support/token-factories';
import type { Agent } from '../../support/user-factories';
import type { NotificationList } from '../../../../src/domain/notifications/notifications';
import type { TokenScope } from '../../../../src/domain/tokens/api-tokens';
import { createTestApp } from '../../support/test-app';

const { app } = await createTestApp();
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const url = `${address}/mcp`;

const clients: Client[] = [];
afterAll(() => Promise.all(clients.map((client) => client.close())));

/** An MCP client of the account, connected with a new personal token of `scope`. */
async function clientOf(account: Agent, scope: TokenScope = 'read_write'): Promise<Client> {
  const { secret } = await makeToken(account, scope);
  const client = await connectMcp(url, mcpHeaders(secret));
  clients.push(client);
  return client;
}

interface Summary {
  currency: string;
  total: string;
  count: number;
  categories: { category: string; total: string; count: number }[];
}

/** The figure a tool answered, read from its JSON text as any MCP client's model would read it. */
function answerOf<T>(result: Awaited<ReturnType<Client['callTool']>>): T {
  const [first] = result.content as { type: string; text: string }[];
  expect(first?.type).toBe('text');
  return JSON.parse(first!.text) as T;
}

const march = { from: '2026-03-01', to: '2026-03-31' };

describe('the tools an MCP caller is offered', () => {
  it('are the read tools for a read-only caller, and the proposing tools as well for a read-write one', () => {
    expect(mcpTools('read')).toEqual(aiTools);
    expect(mcpTools('read_write')).toEqual([...aiTools, ...writeTools]);
  });
});

describe('the MCP server at /mcp', () => {
  it('names itself and lists every assistant tool with a description and an input schema', async () => {
    const alice = await signedInAgent(app);
    const client = await clientOf(alice, 'read');
    expect(client.getServerVersion()).toMatchObject({ name: 'tandem' });
    expect(client.getInstructions()).toMatch(/own data/);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(aiTools.map((tool) => tool.name).sort());
    for (const tool of tools) {
      expect(tool.description?.length).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
    const spending = tools.find((tool) => tool.name === 'spending_summary');
    expect(spending?.inputSchema.required).toEqual(['from', 'to']);
    expect(Object.keys(spending?.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(['from', 'to', 'category', 'type']));
  });

  it('answers spending_summary for a month from the caller’s own transactions', async () => {
    const alice = await signedInAgent(app);
    await createTransaction(app, alice.cookie, { amount: 40, category: 'groceries', date: '2026-03-03' });
    await createTransaction(app, alice.cookie, { amount: 12.5, category: 'groceries', date: '2026-03-20' });
    await createTransaction(app, alice.cookie, { amount: 30, category: 'dining', date: '2026-03-31' });
    await createTransaction(app, alice.cookie, { amount: 99, category: 'dining', date: '2026-04-01' });
    await createTransaction(app, alice.cookie, { amount: 2000, type: 'income', category: 'salary', date: '2026-03-01' });
    const client = await clientOf(alice);
    const result = await client.callTool({ name: 'spending_summary', arguments: march });
    expect(result.isError).toBeFalsy();
    const summary = answerOf<Summary>(result);
    expect(summary).toMatchObject({ currency: 'USD', total: '82.50', count: 3 });
    expect(summary.categories).toEqual([
      { category: 'groceries', total: '52.50', count: 2 },
      { category: 'dining', total: '30.00', count: 1 },
    ]);
    expect(result.structuredContent).toEqual(summary);
    // A data read, not a chat: the monthly allowance is untouched.
    expect((await alice.get('/api/ai/quota')).json()).toMatchObject({ used: 0 });
  });

  it('refuses input its schema rejects as a tool error the client’s model can read', async () => {
    const alice = await signedInAgent(app);
    const client = await clientOf(alice);
    const result = await client.callTool({ name: 'spending_summary', arguments: { from: 'last spring', to: '2026-03-31' } });
    expect(result.isError).toBe(true);
    const [message] = result.content as { type: string; text: string }[];
    expect(message?.text).toBe('from: Enter a date as YYYY-MM-DD');
    // The refusal closes nothing: the same client goes on calling.
    expect((await client.callTool({ name: 'spending_summary', arguments: march })).isError).toBeFalsy();
  });

  it('shows each caller only their own data', async () => {
    const alice = await signedInAgent(app);
    const bob = await signedInAgent(app);
    await createTransaction(app, alice.cookie, { amount: 70, category: 'groceries', date: '2026-03-10' });
    await createTransaction(app, bob.cookie, { amount: 5, category: 'dining', date: '2026-03-11' });
    const forAlice = answerOf<Summary>(await (await clientOf(alice)).callTool({ name: 'spending_summary', arguments: march }));
    const forBob = answerOf<Summary>(await (await clientOf(bob)).callTool({ name: 'spending_summary', arguments: march }));
    expect(forAlice).toMatchObject({ total: '70.00', count: 1 });
    expect(forBob).toMatchObject({ total: '5.00', count: 1 });
  });

  it('asks an unknown caller to authenticate with a bearer token', async () => {
    await expect(connectMcp(url, {})).rejects.toMatchObject({ code: 401 });
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('takes no session cookie: only a personal token opens it', async () => {
    const alice = await signedInAgent(app);
    await expect(connectMcp(url, { cookie: alice.cookie })).rejects.toMatchObject({ code: 401 });
  });

  it('refuses a revoked token at once, as the API does', async () => {
    const alice = await signedInAgent(app);
    const { token, secret } = await makeToken(alice);
    const client = await connectMcp(url, mcpHeaders(secret));
    clients.push(client);
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
    expect((await alice.delete(`/api/tokens/${token.id}`)).statusCode).toBe(204);
    await expect(client.listTools()).rejects.toThrow(/TOKEN_INVALID/);
    await expect(connectMcp(url, mcpHeaders(secret))).rejects.toMatchObject({ code: 401 });
    const api = await fetch(`${address}/api/transactions`, { headers: mcpHeaders(secret) });
    expect(api.status).toBe(401);
  });

  it('offers a read-write token tools that only propose: the person confirms the change in the app', async () => {
    const alice = await signedInAgent(app);
    const client = await clientOf(alice, 'read_write');
    const { tools } = await client.listTools();
    const proposeTransaction = tools.find((tool) => tool.name === 'propose_transaction');
    expect(proposeTransaction?.annotations?.readOnlyHint).toBe(false);
    const result = await client.callTool({
      name: 'propose_transaction',
      arguments: { type: 'expense', amount: '42', description: 'Dinner with the flat', category: 'dining', date: '2026-03-14' },
    });
    expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
    const { proposal, link } = answerOf<{ proposal: { id: string; status: string; origin: string }; link: string }>(result);
    expect(proposal).toMatchObject({ status: 'pending', origin: 'mcp' });
    expect(link).toBe(`${address}/ai-assistant?proposal=${proposal.id}`);
    // Nothing is written until the person confirms it, signed in to the app.
    expect((await alice.get('/api/transactions')).json().items).toHaveLength(0);
    expect((await alice.get('/api/ai/proposals?status=pending')).json().map((waiting: { id: string }) => waiting.id)).toContain(proposal.id);
    // The person is told, naming the token, with a link that opens the proposal.
    expect((await alice.get('/api/notifications')).json<NotificationList>().items).toMatchObject([
      {
        kind: 'proposalWaiting',
        title: 'Confirm a change from Script read_write',
        body: 'Proposed: Dinner with the flat · $42.00. Nothing is written until you confirm it.',
        link: `/ai-assistant?proposal=${proposal.id}`,
        readAt: null,
      },
    ]);
    expect((await alice.post(`/api/ai/proposals/${proposal.id}/confirm`)).statusCode).toBe(200);
    const written = (await alice.get('/api/transactions')).json().items as { amount: string; description: string }[];
    expect(written).toEqual([expect.objectContaining({ amount: '42.00', description: 'Dinner with the flat' })]);
  });

  it('lists no proposing tools for a read-only token, and refuses to run one', async () => {
    const alice = await signedInAgent(app);
    const client = await clientOf(alice, 'read');
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names.some((name) => name.startsWith('propose_'))).toBe(false);
    const refused = await client.callTool({ name: 'propose_transaction', arguments: { type: 'expense', amount: '42' } });
    expect(refused.isError).toBe(true);
    expect((await alice.get('/api/ai/proposals?status=pending')).json()).toHaveLength(0);
  });

  it('keeps no stream open: GET and DELETE answer 405', async () => {
    for (const method of ['GET', 'DELETE']) {
      const answer = await fetch(url, { method, headers: { accept: 'text/event-stream' } });
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('POST');
    }
  });
});
