import { describe, expect, it } from 'vitest';
import { registerUser } from '../support/factories';
import { createTestApp } from '../support/test-app';

const off = await createTestApp();
const on = await createTestApp({ METRICS_TOKEN: 'a-long-metrics-token' });

describe('GET /metrics', () => {
  it('does not exist unless METRICS_TOKEN is set', async () => {
    const response = await off.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer anything' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The requested resource was not found', code: 'NOT_FOUND', key: 'messages.notFound' });
  });

  it('answers 401 without the bearer token or with another one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', 'a-long-metrics-token', 'Basic YTpi']) {
      const response = await on.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('tandem_http');
    }
  });

  it('reports requests by route and status with durations, the pool and event-loop lag', async () => {
    const user = await registerUser(on.app);
    await on.app.inject({ method: 'GET', url: '/api/financial-goals', headers: { cookie: user.cookie } });
    await on.app.inject({ method: 'GET', url: '/api/financial-goals' });
    const response = await on.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer a-long-metrics-token' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toContain('tandem_http_requests_total{method="GET",route="/api/financial-goals",status_code="200"} 1');
    expect(text).toContain('tandem_http_requests_total{method="GET",route="/api/financial-goals",status_code="401"} 1');
    expect(text).toContain('tandem_http_request_duration_seconds_bucket{le="0.1",method="POST",route="/api/auth/register",status_code="201"}');
    expect(text).toMatch(/tandem_db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/tandem_db_pool_connections\{state="waiting"\} \d+/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    // Ids never become labels: one series per route pattern.
    expect(text).not.toMatch(/route="[^"]*[0-9a-f]{8}-[0-9a-f]{4}/);
  });

  it('stays out of the API document', async () => {
    const docs = await on.app.inject({ method: 'GET', url: '/api/docs' });
    expect(Object.keys(docs.json().paths)).not.toContain('/metrics');
    expect(on.app.apiRoutes.some((route) => route.url.includes('metrics'))).toBe(false);
  });
});
