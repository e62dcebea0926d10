import { strFromU8, unzipSync } from 'fflate';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '../../../../src/domain/shared/dates';
import { grantPremium, makeToken, postToken, signedInAgent, withToken } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();

const ana = await signedInAgent(app, { firstName: 'Ana', timezone: 'Asia/Bangkok' });
const ben = await signedInAgent(app, { firstName: 'Ben' });

const auditOf = async (userId: string) =>
  (await database.pool.query<{ action: string; token_id: string | null }>('select action, token_id from audit_events where user_id = $1 order by id', [userId])).rows;

describe('making a token', () => {
  it('answers the secret once, and the list shows the token without it', async () => {
    const response = await postToken(ana, { name: '  Home server  ', scope: 'read' });
    expect(response.statusCode).toBe(201);
    const { token, secret } = response.json<{ token: Record<string, unknown>; secret: string }>();
    expect(secret).toMatch(/^tdm_[A-Za-z0-9_-]{43}$/);
    expect(token).toEqual({
      id: expect.any(String),
      name: 'Home server',
      scope: 'read',
      prefix: secret.slice(0, 12),
      createdAt: expect.any(String),
      expiresAt: null,
      lastUsedAt: null,
      expired: false,
    });

    const list = await ana.get('/api/tokens');
    expect(list.statusCode).toBe(200);
    expect(list.json().tokens).toContainEqual(token);
    expect(list.body).not.toContain(secret);
  });

  it('keeps only a hash of the secret in the database', async () => {
    const { token, secret } = await makeToken(ana);
    const { rows } = await database.pool.query<Record<string, unknown>>('select * from api_tokens where id = $1', [token.id]);
    const stored = JSON.stringify(rows[0]);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(secret.slice(4));
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lists newest first and never another person’s tokens', async () => {
    const older = await makeToken(ben, 'read', { name: 'Older' });
    const newer = await makeToken(ben, 'read', { name: 'Newer' });
    await makeToken(ana, 'read', { name: 'Ana’s own' });
    const names = (await ben.get('/api/tokens')).json<{ tokens: { id: string }[] }>().tokens.map((token) => token.id);
    expect(names).toEqual([newer.token.id, older.token.id]);
  });

  it('stops a dated token at the end of that day in the user’s time zone', async () => {
    const lastDay = addDays(todayInZone('Asia/Bangkok'), 30);
    const { token } = await makeToken(ana, 'read', { expiresAt: lastDay });
    // Midnight after the last day in Bangkok (UTC+7) is 17:00 UTC on that day.
    expect(token.expiresAt).toBe(`${lastDay}T17:00:00.000Z`);
    expect(token.expired).toBe(false);
  });

  it('refuses bad input with the catalogue’s texts and makes nothing', async () => {
    const before = (await ana.get('/api/tokens')).json().tokens.length;
    const cases = [
      [{ name: '   ', scope: 'read' }, 'name', 'Enter a name for the token'],
      [{ name: 'x'.repeat(61), scope: 'read' }, 'name', 'Keep the name to 60 characters or fewer'],
      [{ name: 'Script', scope: 'admin' }, 'scope', 'Choose read only or read and write'],
      [{ name: 'Script', scope: 'read', expiresAt: '2030-02-30' }, 'expiresAt', 'Enter the expiry date as YYYY-MM-DD'],
      [{ name: 'Script', scope: 'read', expiresAt: todayInZone('Asia/Bangkok') }, 'expiresAt', 'Choose an expiry date after today'],
      [{ name: 'Script', scope: 'read', expiresAt: '2020-01-01' }, 'expiresAt', 'Choose an expiry date after today'],
    ] as const;
    for (const [body, field, text] of cases) {
      const response = await postToken(ana, body);
      expect({ body, status: response.statusCode, field: response.json().fieldErrors?.[field] }).toEqual({ body, status: 400, field: text });
    }
    expect((await ana.get('/api/tokens')).json().tokens.length).toBe(before);
  });

  it('caps the active tokens of an account, counting neither revoked nor expired ones', async () => {
    const carl = await signedInAgent(app);
    const made = [];
    for (let index = 0; index < 20; index += 1) made.push(await makeToken(carl, 'read', { name: `Token ${index}` }));
    const refused = await postToken(carl, { name: 'One too many', scope: 'read' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_TOKENS', message: 'You already have 20 active tokens, the most allowed. Revoke one you no longer use first' });

    await database.pool.query("update api_tokens set expires_at = now() - interval '1 second' where id = $1", [made[0]!.token.id]);
    expect((await postToken(carl, { name: 'After one expired', scope: 'read' })).statusCode).toBe(201);
    expect((await carl.delete(`/api/tokens/${made[1]!.token.id}`)).statusCode).toBe(204);
    expect((await postToken(carl, { name: 'After one revoked', scope: 'read' })).statusCode).toBe(201);
  });
});

describe('revoking a token', () => {
  it('takes it off the list and refuses its next request', async () => {
    const { token, secret } = await makeToken(ana);
    expect((await withToken(app, secret, { method: 'GET', url: '/api/transactions' })).statusCode).toBe(200);
    expect((await ana.delete(`/api/tokens/${token.id}`)).statusCode).toBe(204);
    const after = await withToken(app, secret, { method: 'GET', url: '/api/transactions' });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'TOKEN_INVALID', message: 'This API token is not valid or has been revoked' });
    expect((await ana.get('/api/tokens')).json().tokens.map((listed: { id: string }) => listed.id)).not.toContain(token.id);
    expect((await ana.delete(`/api/tokens/${token.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for another person’s token, an unknown id or a malformed one, and leaves it working', async () => {
    const bens = await makeToken(ben);
    for (const id of [bens.token.id, randomUUID(), 'not-an-id']) {
      const response = await ana.delete(`/api/tokens/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await withToken(app, bens.secret, { method: 'GET', url: '/api/transactions' })).statusCode).toBe(200);
  });
});

describe('managing tokens needs a session', () => {
  it('refuses a token listing, making or revoking tokens, whatever its scope', async () => {
    const { token, secret } = await makeToken(ben);
    const calls = [
      { method: 'GET', url: '/api/tokens' },
      { method: 'POST', url: '/api/tokens', payload: { name: 'Sneaky', scope: 'read_write' } },
      { method: 'DELETE', url: `/api/tokens/${token.id}` },
    ] as const;
    for (const call of calls) {
      const response = await withToken(app, secret, call);
      expect({ call: call.method, status: response.statusCode, code: response.json().code }).toEqual({ call: call.method, status: 403, code: 'TOKEN_NOT_ALLOWED' });
    }
    expect((await withToken(app, secret, { method: 'GET', url: '/api/transactions' })).statusCode).toBe(200);
  });
});

describe('the audit log', () => {
  it('records tokens made and revoked, and every write made with one', async () => {
    const dana = await signedInAgent(app);
    const { token, secret } = await makeToken(dana);
    await withToken(app, secret, { method: 'GET', url: '/api/transactions' });
    const write = await withToken(app, secret, {
      method: 'POST',
      url: '/api/transactions',
      payload: { amount: 12, type: 'expense', category: 'groceries', description: 'Milk', date: todayInZone('UTC') },
    });
    expect(write.statusCode).toBe(201);
    const refused = await withToken(app, secret, { method: 'POST', url: '/api/transactions', payload: { amount: -1 } });
    expect(refused.statusCode).toBe(400);
    await dana.delete(`/api/tokens/${token.id}`);

    // Written after the answer: wait until the two writes are there.
    await expect.poll(async () => (await database.pool.query('select 1 from audit_events where user_id = $1 and action = $2', [dana.user.id, 'api.write'])).rowCount).toBe(2);
    const { rows } = await database.pool.query('select action, token_id, method, route, status_code from audit_events where user_id = $1 order by id', [dana.user.id]);
    expect(rows).toEqual([
      { action: 'token.created', token_id: token.id, method: null, route: null, status_code: null },
      expect.objectContaining({ action: 'api.write', token_id: token.id, method: 'POST', route: '/api/transactions' }),
      expect.objectContaining({ action: 'api.write', token_id: token.id, method: 'POST', route: '/api/transactions' }),
      { action: 'token.revoked', token_id: token.id, method: null, route: null, status_code: null },
    ]);
    expect(
      rows
        .filter((row) => row.action === 'api.write')
        .map((row) => row.status_code)
        .sort(),
    ).toEqual([201, 400]);
    expect((await auditOf(ben.user.id)).every((row) => row.action !== 'api.write' || row.token_id !== token.id)).toBe(true);
  });
});

describe('tokens and the account', () => {
  it('lists tokens in the export by name, scope and dates, never their hash or prefix', async () => {
    const erin = await signedInAgent(app);
    await grantPremium(database.db, erin);
    const { token, secret } = await makeToken(erin, 'read', { name: 'Spreadsheet sync' });
    const response = await app.inject({ method: 'GET', url: '/api/export', headers: { cookie: erin.cookie } });
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const tokens = JSON.parse(strFromU8(files['api_tokens.json']!)) as Record<string, unknown>[];
    expect(tokens).toEqual([{ id: token.id, name: 'Spreadsheet sync', scope: 'read', createdAt: token.createdAt, expiresAt: null, lastUsedAt: null, revokedAt: null }]);
    const audit = JSON.parse(strFromU8(files['audit_events.json']!)) as Record<string, unknown>[];
    expect(audit).toEqual([expect.objectContaining({ action: 'token.created', tokenId: token.id })]);
    const hash = (await database.pool.query<{ token_hash: string }>('select token_hash from api_tokens where id = $1', [token.id])).rows[0]!.token_hash;
    for (const name of ['api_tokens.json', 'api_tokens.csv', 'audit_events.json']) {
      const text = strFromU8(files[name]!);
      expect(text).not.toContain(hash);
      expect(text).not.toContain(secret.slice(0, 12));
    }
  });

  it('deletes an account’s tokens and audit log with it; its token stops working', async () => {
    const fay = await signedInAgent(app);
    const { secret } = await makeToken(fay);
    const deleted = await app.inject({ method: 'POST', url: '/api/account/delete', headers: { cookie: fay.cookie }, payload: { password: fay.password } });
    expect(deleted.statusCode).toBe(204);
    const left = await database.pool.query('select 1 from api_tokens where user_id = $1 union all select 1 from audit_events where user_id = $1', [fay.user.id]);
    expect(left.rowCount).toBe(0);
    expect((await withToken(app, secret, { method: 'GET', url: '/api/transactions' })).statusCode).toBe(401);
  });
});
