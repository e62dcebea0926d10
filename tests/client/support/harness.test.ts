import { describe, expect, it } from 'vitest';
import { api, failure, json } from './fake-api';
import { takeLeftovers } from './leftovers';

/** Reads what the test left behind and clears it, so these tests can look at it without failing. */
const leftovers = () => takeLeftovers();

const pets = {
  id: 'c1',
  key: 'pets',
  type: 'expense',
  name: 'Pets',
  icon: 'paw',
  color: '#aa7733',
  builtIn: false,
  transactionCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the fake network', () => {
  it('answers declared routes with JSON, path parameters and query strings', async () => {
    api.use({
      'GET /api/invites/:token': ({ params, query }) => failure(404, `${params.token} ${query.get('page')}`, 'NOT_FOUND'),
      'POST /api/categories': ({ body }) => json(201, { ...pets, ...(body as object) }),
      'GET /api/friends': [],
    });
    const one = await fetch('/api/invites/g%201?page=2');
    expect(await one.json()).toEqual({ message: 'g 1 2', code: 'NOT_FOUND' });
    const created = await fetch('/api/categories', { method: 'POST', body: JSON.stringify({ name: 'Trip' }) });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ ...pets, name: 'Trip' });
    expect(await (await fetch('/api/friends')).json()).toEqual([]);
    expect(api.callsTo('POST /api/categories')).toEqual([{ method: 'POST', url: '/api/categories', body: { name: 'Trip' }, headers: expect.any(Headers) as Headers }]);
  });

  it('records the headers each request was sent with', async () => {
    api.use({ 'POST /api/auth/logout': () => json(204) });
    await fetch('/api/auth/logout', { method: 'POST', headers: { 'Idempotency-Key': 'key-1', 'Content-Type': 'application/json' }, body: '{}' });
    await fetch(new Request('http://localhost/api/auth/logout', { method: 'POST', headers: { 'Idempotency-Key': 'key-2' } }));
    await fetch('/api/auth/logout', { method: 'POST' });
    const [first, second, third] = api.callsTo('POST /api/auth/logout');
    expect(first?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(first?.headers.get('content-type')).toBe('application/json');
    expect(second?.headers.get('Idempotency-Key')).toBe('key-2');
    expect(third?.headers.get('Idempotency-Key')).toBeNull();
  });

  it('lets a later declaration override an earlier one', async () => {
    api.use({ 'GET /api/friends': () => [] });
    api.use({ 'GET /api/friends': () => failure(403, 'Nope', 'FORBIDDEN') });
    const response = await fetch('/api/friends');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Nope', code: 'FORBIDDEN' });
  });

  it('rejects a request nobody declared, naming it, and reports it after the test', async () => {
    api.use({ 'GET /api/friends': () => [] });
    await expect(fetch('/api/friend')).rejects.toThrow('Unhandled request in a test: GET /api/friend');
    await expect(fetch('/api/friends', { method: 'DELETE' })).rejects.toThrow('DELETE /api/friends');
    expect(leftovers()).toEqual(['unhandled request: GET /api/friend', 'unhandled request: DELETE /api/friends']);
  });

  it('reports a request even when the code that made it swallowed the failure', async () => {
    const swallowed = await fetch('/api/events/upcoming').catch(() => 'empty');
    expect(swallowed).toBe('empty');
    expect(leftovers()).toEqual(['unhandled request: GET /api/events/upcoming']);
  });

  it('refuses a handler that forgets to answer', async () => {
    api.use({ 'DELETE /api/financial-goals/:id': () => undefined });
    await expect(fetch('/api/financial-goals/1', { method: 'DELETE' })).rejects.toThrow('returned nothing');
  });
});

describe('the fake network against the API contract', () => {
  it('refuses to declare a route the server does not serve, by path or by method', () => {
    expect(() => api.use({ 'GET /api/goals/:id': {} })).toThrow('"GET /api/goals/:id" is not served by the server');
    expect(() => api.use({ 'PUT /api/financial-goals/:id': {} })).toThrow('"PUT /api/financial-goals/:id" is not served');
    expect(() => api.use({ 'GET /api/financial-goals/:id': {}, 'GET /api/crypto/coins/bitcoin/chart': {}, 'GET /locales/de.json': {} })).not.toThrow();
  });

  it('fails a successful answer whose fields the server would never send, even when the caller swallows it', async () => {
    api.use({ 'GET /api/health': { state: 'ok' } });
    const swallowed = await fetch('/api/health').catch((error: Error) => error.message);
    expect(swallowed).toContain('breaks the API contract: GET /api/health answered 200');
    const reported = leftovers();
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatch(/must have required property 'status'/);
    expect(reported[0]).toMatch(/must NOT have additional properties: state/);
  });

  it('fails a success status the route never answers with, and lets errors and answers that fit through', async () => {
    api.use({ 'GET /api/friends': () => json(201, []) });
    await expect(fetch('/api/friends')).rejects.toThrow('a status GET /api/friends never answers with');
    expect(leftovers()).toHaveLength(1);
    api.use({ 'GET /api/friends': () => failure(500, 'Down', 'INTERNAL') });
    expect((await fetch('/api/friends')).status).toBe(500);
    api.use({ 'GET /api/health': { status: 'ok' } });
    expect(await (await fetch('/api/health')).json()).toEqual({ status: 'ok' });
  });
});

describe('the strict console', () => {
  it('reports console.error, which is how React reports act() warnings', () => {
    console.error('Warning: An update to %s inside a test was not wrapped in act(...)', 'GoalForm');
    expect(leftovers()).toEqual(['console.error: Warning: An update to GoalForm inside a test was not wrapped in act(...)']);
  });

  it('reports a promise rejection nobody handled', async () => {
    void Promise.reject(new Error('lost along the way'));
    await new Promise((resolve) => setImmediate(resolve));
    const reported = leftovers();
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatch(/^unhandled rejection: Error: lost along the way/);
  });
});
