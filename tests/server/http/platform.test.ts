import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';

const { app } = await createTestApp();

describe('platform', () => {
  it('reports health once the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a 404 JSON error', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The requested resource was not found', code: 'NOT_FOUND', key: 'messages.notFound' });
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./), info: { title: 'Tandem API' } });
    expect(Object.keys(response.json().paths)).toContain('/api/health');
  });

  it('sends security headers with a strict content security policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('refuses state-changing requests from a foreign origin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FOREIGN_ORIGIN');
  });
});

describe('the per-address API rate limit', async () => {
  const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '5' });

  it('answers 429 with the catalogue message once an address exceeds its minute', async () => {
    for (let request = 0; request < 5; request += 1) {
      expect((await limited.app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    }
    const refused = await limited.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED', key: 'messages.rateLimited' });
  });
});
