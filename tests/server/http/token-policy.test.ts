import { describe, expect, it } from 'vitest';
import { sessionOnlyRoutes } from '../../../src/server/http/token-policy';
import { createTestApp } from '../support/test-app';

const { app } = await createTestApp();

/** Paths of the families only a browser session may use: account, sign-in, password, two-factor, sessions, tokens, billing. */
const sessionFamilies = ['/api/auth/', '/api/account', '/api/users/me', '/api/export', '/api/tokens', '/api/billing', '/api/checkout', '/api/subscription', '/api/webhooks/'];

/** Routes under those paths that a token may call, each for a stated reason. */
const openToTokens = new Set([
  // Who the token belongs to: the same answer as GET /api/users/me.
  'GET /api/auth/user',
  'GET /api/users/me',
  // Name and time zone only; e-mail and password have routes of their own.
  'PATCH /api/users/me',
]);

const routeNames = () => app.apiRoutes.map((route) => `${route.method} ${route.url}`);

describe('the routes only a session may call', () => {
  it('cover every route under the account, sign-in, billing and token paths, unless named as open to tokens', () => {
    const underFamilies = routeNames().filter((name) => sessionFamilies.some((prefix) => name.split(' ')[1]!.startsWith(prefix)));
    const uncovered = underFamilies.filter((name) => !sessionOnlyRoutes.has(name) && !openToTokens.has(name));
    expect(uncovered).toEqual([]);
    expect(underFamilies.length).toBeGreaterThan(25);
  });

  it('name only routes that exist', () => {
    const existing = new Set(routeNames());
    expect([...sessionOnlyRoutes].filter((name) => !existing.has(name))).toEqual([]);
    expect([...openToTokens].filter((name) => !existing.has(name))).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  const documentPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

  it('offers a cookie scheme and a bearer scheme, and explains the scopes', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.cookieAuth).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(document.info.description).toContain('TOKEN_NOT_ALLOWED');
    expect(document.info.description).toContain('TOKEN_READ_ONLY');
  });

  it('lists the bearer scheme exactly on the guarded routes a token may call', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/api/docs' })).json().paths as Record<string, Record<string, { security?: unknown }>>;
    for (const route of app.apiRoutes.filter((entry) => !entry.public)) {
      const name = `${route.method} ${route.url}`;
      const security = paths[documentPath(route.url)]?.[route.method.toLowerCase()]?.security;
      const expected = sessionOnlyRoutes.has(name) ? [{ cookieAuth: [] }] : [{ cookieAuth: [] }, { bearerAuth: [] }];
      expect({ name, security }).toEqual({ name, security: expected });
    }
  });
});
