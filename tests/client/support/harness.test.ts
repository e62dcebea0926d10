import { describe, expect, it } from 'vitest';
import { api, failure, json } from './fake-api';
import { takeLeftovers } from './leftovers';

/** Reads what the test left behind and clears it, so these tests can look at it without failing. */
const leftovers = () => takeLeftovers();

describe('the fake network', () => {
  it('answers declared routes with JSON, path parameters and query strings', async () => {
    api.use({
      'GET /api/goals/:id': ({ params, query }) => ({ id: params.id, page: query.get('page') }),
      'POST /api/goals': ({ body }) => json(201, body),
      'GET /api/plans': ['free', 'premium'],
    });
    const one = await fetch('/api/goals/g%201?page=2');
    expect(await one.json()).toEqual({ id: 'g 1', page: '2' });
    const created = await fetch('/api/goals', { method: 'POST', body: JSON.stringify({ title: 'Trip' }) });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ title: 'Trip' });
    expect(await (await fetch('/api/plans')).json()).toEqual(['free', 'premium']);
    expect(api.callsTo('POST /api/goals')).toEqual([{ method: 'POST', url: '/api/goals', body: { title: 'Trip' }, headers: expect.any(Headers) as Headers }]);
  });

  it('records the headers each request was sent with', async () => {
    api.use({ 'POST /api/goals': () => json(201, {}) });
    await fetch('/api/goals', { method: 'POST', headers: { 'Idempotency-Key': 'key-1', 'Content-Type': 'application/json' }, body: '{}' });
    await fetch(new Request('http://localhost/api/goals', { method: 'POST', headers: { 'Idempotency-Key': 'key-2' } }));
    await fetch('/api/goals', { method: 'POST' });
    const [first, second, third] = api.callsTo('POST /api/goals');
    expect(first?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(first?.headers.get('content-type')).toBe('application/json');
    expect(second?.headers.get('Idempotency-Key')).toBe('key-2');
    expect(third?.headers.get('Idempotency-Key')).toBeNull();
  });

  it('lets a later declaration override an earlier one', async () => {
    api.use({ 'GET /api/goals': () => [] });
    api.use({ 'GET /api/goals': () => failure(403, 'Nope', 'FORBIDDEN') });
    const response = await fetch('/api/goals');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Nope', code: 'FORBIDDEN' });
  });

  it('rejects a request nobody declared, naming it, and reports it after the test', async () => {
    api.use({ 'GET /api/goals': () => [] });
    await expect(fetch('/api/goal')).rejects.toThrow('Unhandled request in a test: GET /api/goal');
    await expect(fetch('/api/goals', { method: 'DELETE' })).rejects.toThrow('DELETE /api/goals');
    expect(leftovers()).toEqual(['unhandled request: GET /api/goal', 'unhandled request: DELETE /api/goals']);
  });

  it('reports a request even when the code that made it swallowed the failure', async () => {
    const swallowed = await fetch('/api/events/upcoming').catch(() => 'empty');
    expect(swallowed).toBe('empty');
    expect(leftovers()).toEqual(['unhandled request: GET /api/events/upcoming']);
  });

  it('refuses a handler that forgets to answer', async () => {
    api.use({ 'DELETE /api/goals/:id': () => undefined });
    await expect(fetch('/api/goals/1', { method: 'DELETE' })).rejects.toThrow('returned nothing');
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
