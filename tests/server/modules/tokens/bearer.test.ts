import { describe, expect, it } from 'vitest';
import { sessionOnlyRoutes } from '../../../../src/server/http/token-policy';
import { createTransaction, makeToken, signedInAgent, transactionInput, withToken } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();

const ana = await signedInAgent(app);
const ben = await signedInAgent(app);
await createTransaction(app, ana.cookie, { description: 'Ana’s rent' });
await createTransaction(app, ben.cookie, { description: 'Ben’s bike' });

const anaWrites = await makeToken(ana, 'read_write');
const anaReads = await makeToken(ana, 'read');
const descriptions = (body: { items: { description: string }[] }) => body.items.map((item) => item.description);
const concretePath = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

describe('a bearer token', () => {
  it('reads the owner’s own data, never anyone else’s', async () => {
    const response = await withToken(app, anaReads.secret, { method: 'GET', url: '/api/transactions' });
    expect(response.statusCode).toBe(200);
    expect(descriptions(response.json())).toEqual(['Ana’s rent']);
  });

  it('with read scope cannot change anything', async () => {
    const response = await withToken(app, anaReads.secret, { method: 'POST', url: '/api/transactions', payload: transactionInput({ description: 'Not allowed' }) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'TOKEN_READ_ONLY', message: 'This API token can only read. Use a read and write token to make changes' });
    const listed = await withToken(app, anaReads.secret, { method: 'GET', url: '/api/transactions' });
    expect(descriptions(listed.json())).not.toContain('Not allowed');
  });

  it('with read and write scope adds a transaction without an Origin, or with another site’s', async () => {
    const plain = await withToken(app, anaWrites.secret, { method: 'POST', url: '/api/transactions', payload: transactionInput({ description: 'From a script' }) });
    expect(plain.statusCode).toBe(201);
    const foreign = await withToken(app, anaWrites.secret, {
      method: 'POST',
      url: '/api/transactions',
      payload: transactionInput({ description: 'From elsewhere' }),
      headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(foreign.statusCode).toBe(201);
    const listed = await ana.get('/api/transactions');
    expect(descriptions(listed.json())).toEqual(expect.arrayContaining(['From a script', 'From elsewhere']));
  });

  it('is the only credential of a request that also carries a cookie', async () => {
    const bensToken = await makeToken(ben, 'read');
    const mixed = await withToken(app, bensToken.secret, { method: 'GET', url: '/api/transactions', headers: { cookie: ana.cookie } });
    expect(descriptions(mixed.json())).toEqual(['Ben’s bike']);

    // A read token beside a session cookie still cannot write, from any origin.
    const write = await withToken(app, bensToken.secret, { method: 'POST', url: '/api/transactions', payload: transactionInput(), headers: { cookie: ben.cookie } });
    expect(write.statusCode).toBe(403);

    const bad = await app.inject({ method: 'GET', url: '/api/transactions', headers: { authorization: 'Bearer tdm_not-a-real-token', cookie: ana.cookie } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('keeps the Origin check for cookie requests', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/transactions',
      payload: transactionInput(),
      headers: { cookie: ana.cookie, origin: 'https://elsewhere.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FOREIGN_ORIGIN' });
  });

  it('records when it was last used, once a minute at most', async () => {
    const { token, secret } = await makeToken(ana, 'read');
    await withToken(app, secret, { method: 'GET', url: '/api/transactions' });
    const first = (await ana.get('/api/tokens')).json<{ tokens: { id: string; lastUsedAt: string | null }[] }>().tokens.find((listed) => listed.id === token.id);
    expect(first?.lastUsedAt).not.toBeNull();
    await withToken(app, secret, { method: 'GET', url: '/api/transactions' });
    const second = (await ana.get('/api/tokens')).json<{ tokens: { id: string; lastUsedAt: string | null }[] }>().tokens.find((listed) => listed.id === token.id);
    expect(second?.lastUsedAt).toBe(first?.lastUsedAt);
  });
});

describe('routes only a session may call', () => {
  it('refuse both scopes with TOKEN_NOT_ALLOWED and change nothing', async () => {
    const bystander = await signedInAgent(app);
    const writes = await makeToken(bystander, 'read_write');
    const reads = await makeToken(bystander, 'read');
    for (const entry of sessionOnlyRoutes) {
      const [method, url] = entry.split(' ') as [string, string];
      for (const { secret } of [writes, reads]) {
        const response = await withToken(app, secret, {
          method: method as 'GET',
          url: concretePath(url),
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { password: bystander.password } }),
        });
        // A read token is refused either way; what matters is that nothing gets through.
        expect({ entry, status: response.statusCode }).toEqual({ entry, status: 403 });
        expect(['TOKEN_NOT_ALLOWED', 'TOKEN_READ_ONLY']).toContain(response.json().code);
      }
      const response = await withToken(app, writes.secret, {
        method: method as 'GET',
        url: concretePath(url),
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect({ entry, code: response.json().code }).toEqual({ entry, code: 'TOKEN_NOT_ALLOWED' });
    }
    expect((await bystander.get('/api/users/me')).statusCode).toBe(200);
  });

  it('stay open to the session', async () => {
    expect((await ana.get('/api/auth/sessions')).statusCode).toBe(200);
    expect((await ana.get('/api/tokens')).statusCode).toBe(200);
  });
});

describe('a revoked or expired token', () => {
  const everyRoute = () => app.apiRoutes.filter((route) => route.url !== '/api/health' && route.url !== '/api/ready');

  it('answers 401 TOKEN_INVALID on every route once revoked, and does not fall back to the cookie', async () => {
    const { token, secret } = await makeToken(ana);
    await ana.delete(`/api/tokens/${token.id}`);
    for (const route of everyRoute()) {
      const response = await withToken(app, secret, { method: route.method as 'GET', url: concretePath(route.url), headers: { cookie: ana.cookie } });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode, code: response.json().code }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
        code: 'TOKEN_INVALID',
      });
    }
  });

  it('answers 401 TOKEN_EXPIRED on every route once past its expiry', async () => {
    const { token, secret } = await makeToken(ana);
    await database.pool.query("update api_tokens set expires_at = now() - interval '1 second' where id = $1", [token.id]);
    for (const route of everyRoute()) {
      const response = await withToken(app, secret, { method: route.method as 'GET', url: concretePath(route.url) });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode, code: response.json().code }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
        code: 'TOKEN_EXPIRED',
      });
    }
    const listed = (await ana.get('/api/tokens')).json<{ tokens: { id: string; expired: boolean }[] }>().tokens.find((item) => item.id === token.id);
    expect(listed?.expired).toBe(true);
  });

  it('answers 401 to an empty or unknown bearer header', async () => {
    for (const authorization of ['Bearer', 'Bearer ', 'bearer tdm_unknown', `Bearer ${'x'.repeat(300)}`]) {
      const response = await app.inject({ method: 'GET', url: '/api/transactions', headers: { authorization } });
      expect({ authorization, status: response.statusCode, code: response.json().code }).toEqual({ authorization, status: 401, code: 'TOKEN_INVALID' });
    }
  });
});
