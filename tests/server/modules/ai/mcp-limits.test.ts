import { describe, expect, it } from 'vitest';
import { signedInAgent } from '../../support/factories';
import { mcpHeaders } from '../../support/mcp-client';
import { makeToken } from '../../support/token-factories';
import { createTestApp } from '../../support/test-app';

const perMinute = 3;
const { app } = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(perMinute) });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

/** One JSON-RPC request as any MCP client posts it (stateless: no session to open first). */
const listTools = (headers: Record<string, string>) =>
  fetch(`${address}/mcp`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });

describe('the MCP server’s limits', () => {
  it('counts calls per caller like the API, answering 429 past the limit while others go on', async () => {
    const alice = mcpHeaders((await makeToken(await signedInAgent(app))).secret);
    const bob = mcpHeaders((await makeToken(await signedInAgent(app))).secret);
    for (let call = 0; call < perMinute; call += 1) expect((await listTools(alice)).status).toBe(200);
    const refused = await listTools(alice);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect((await listTools(bob)).status).toBe(200);
  });
});
