import { afterAll, describe, expect, it } from 'vitest';
import { reply, startFakeHttpServer } from './fake-http-server';

const rates = await startFakeHttpServer({
  'GET /latest': ({ query }) => ({ base: query.get('base'), rates: { EUR: 0.92 } }),
  'GET /status': { ok: true },
});
afterAll(() => rates.close());

describe('fake HTTP server', () => {
  it('listens on 127.0.0.1 on a port of its own', () => {
    expect(rates.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(rates.url).not.toMatch(/:0$/);
  });

  it('answers declared routes with JSON, reading the query string', async () => {
    const response = await fetch(`${rates.url}/latest?base=USD`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ base: 'USD', rates: { EUR: 0.92 } });
    expect(await (await fetch(`${rates.url}/status`)).json()).toEqual({ ok: true });
  });

  it('records each request with its headers, path parameters and JSON body', async () => {
    rates.use({ 'POST /v1/customers/:id/charges': ({ params, body }) => reply(201, { customer: params.id, charged: body }) });
    const response = await fetch(`${rates.url}/v1/customers/cus_42/charges`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer test-key' },
      body: JSON.stringify({ amount: 299, currency: 'usd' }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ customer: 'cus_42', charged: { amount: 299, currency: 'usd' } });
    const recorded = rates.requests.at(-1);
    expect(recorded).toMatchObject({ method: 'POST', path: '/v1/customers/cus_42/charges', params: { id: 'cus_42' }, body: { amount: 299, currency: 'usd' } });
    expect(recorded?.headers.authorization).toBe('Bearer test-key');
  });

  it('lets a test replace a route, e.g. to make the service fail', async () => {
    rates.use({ 'GET /latest': reply(503, { error: 'maintenance' }, { 'retry-after': '30' }) });
    const response = await fetch(`${rates.url}/latest?base=USD`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({ error: 'maintenance' });
  });

  it('answers 404 to anything undeclared and lists it', async () => {
    const response = await fetch(`${rates.url}/v2/unknown`, { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(rates.unmatched).toEqual(['DELETE /v2/unknown']);
  });

  it('answers 500 with the reason when a handler throws', async () => {
    rates.use({
      'GET /broken': () => {
        throw new Error('the fake was given no data');
      },
    });
    const response = await fetch(`${rates.url}/broken`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'the fake was given no data' });
  });
});
