import { describe, expect, it } from 'vitest';
import { registerUser } from '../support/factories';
import { createTestApp } from '../support/test-app';

const { app } = await createTestApp();

/** What anyone may call signed out; every other /api route needs a session. */
const publicRoutes = [
  'GET /api/health',
  'GET /api/ready',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  'POST /api/auth/email-verification/confirm',
  'POST /api/auth/email-change/confirm',
  'POST /api/auth/sign-in/two-factor',
  'GET /api/docs',
  'GET /api/shared/calendar/:token',
  'POST /api/webhooks/stripe',
  // The link in notification e-mails: the signed token is its authority (decision 027).
  'GET /api/notifications/unsubscribe',
  'POST /api/notifications/unsubscribe',
];

const concretePath = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

describe('sign-in by default', () => {
  it('opens only the routes named as public', () => {
    const open = app.apiRoutes.filter((route) => route.public).map((route) => `${route.method} ${route.url}`);
    expect(open.sort()).toEqual([...publicRoutes].sort());
  });

  it('answers 401 to every other route called signed out, even with a bad body', async () => {
    const guarded = app.apiRoutes.filter((route) => !route.public);
    expect(guarded.length).toBeGreaterThan(15);
    for (const route of guarded) {
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      const response = await app.inject({
        method: route.method as 'GET',
        url: `${concretePath(route.url)}?from=nonsense&limit=-1`,
        ...(withBody ? { payload: { unexpected: '\u0000', theme: 'purple', amount: -1 } } : {}),
      });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({ route: `${route.method} ${route.url}`, status: 401 });
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(response.json()).not.toHaveProperty('fieldErrors');
    }
  });

  it('keeps a feature’s own sign-in text', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/financial-goals', payload: { title: '' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('You must be logged in to create a goal.');
  });
});

describe('sign-in by default, before the body is read', () => {
  it('answers 401 rather than a JSON complaint to a signed-out call with a malformed body', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/user-preferences',
      headers: { 'content-type': 'application/json' },
      payload: '{"theme": ',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('sign-in by default, in the OpenAPI document', () => {
  const documentPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');
  const documented = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    return response.json().paths as Record<string, Record<string, { security?: unknown; responses: Record<string, { content?: Record<string, unknown> }> }>>;
  };

  it('says every guarded route needs the session cookie (or a token, see token-policy.test.ts) and may answer 401 with the error body', async () => {
    const paths = await documented();
    const guarded = app.apiRoutes.filter((route) => !route.public);
    for (const route of guarded) {
      const entry = paths[documentPath(route.url)]?.[route.method.toLowerCase()];
      expect({ route: `${route.method} ${route.url}`, security: entry?.security }).toEqual({
        route: `${route.method} ${route.url}`,
        security: expect.arrayContaining([{ cookieAuth: [] }]),
      });
      expect(entry?.responses['401']?.content?.['application/json']).toMatchObject({ schema: { required: ['message', 'code'] } });
    }
  });

  it('says no public route needs a session, and a signed-out route answers no 401 it does not give', async () => {
    const paths = await documented();
    const open = app.apiRoutes.filter((route) => route.public);
    for (const route of open) {
      const entry = paths[documentPath(route.url)]?.[route.method.toLowerCase()];
      expect(entry?.security).toBeUndefined();
    }
    expect(paths['/api/health']?.get?.responses).not.toHaveProperty('401');
    expect(paths['/api/auth/register']?.post?.responses).not.toHaveProperty('401');
  });

  it('names in its security scheme the cookie that signing in sets', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs' })).json<{ components: { securitySchemes: Record<string, { in: string; name: string }> } }>();
    const { cookie } = await registerUser(app);
    expect(document.components.securitySchemes.cookieAuth).toMatchObject({ in: 'cookie', name: cookie.split('=')[0] });
  });

  it('documents a file route’s 401 as the JSON error it really is', async () => {
    const paths = await documented();
    expect(Object.keys(paths['/api/export']?.get?.responses['401']?.content ?? {})).toEqual(['application/json']);
  });
});
