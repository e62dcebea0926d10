import type { FastifyInstance, FastifySchema, preParsingHookHandler, RouteOptions } from 'fastify';
import { unauthenticated } from './app-error';
import { errorBody, sessionOrTokenSecurity, sessionSecurity } from './route-kit';
import { isSessionOnly } from './token-policy';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable signed out (health, sign-up, sign-in, docs, shared calendars, webhooks). */
    public?: boolean;
    /** The feature's own 401 text, e.g. 'You must be logged in to create a goal.' */
    signInMessage?: string;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
}

function asList<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function signedInGuard(message: string | undefined): preParsingHookHandler {
  return (request, _reply, payload, done) => {
    if (request.auth) done(null, payload);
    else done(unauthenticated(message));
  };
}

/** The guard's 401 is always JSON, even on routes that answer a file (ICS, zip). */
const signedOutAnswer = { description: 'Not signed in', content: { 'application/json': { schema: errorBody } } };

/**
 * What the OpenAPI document says of a guarded route: it needs the session cookie, or a personal
 * API token unless only a session may call it (token-policy.ts), and may answer 401.
 */
function withSignInDocumented(schema: FastifySchema | undefined, methods: string[], url: string): FastifySchema {
  const response = typeof schema?.response === 'object' ? schema.response : {};
  const security = methods.some((method) => isSessionOnly(method, url)) ? sessionSecurity : sessionOrTokenSecurity;
  return { ...schema, security, response: { ...response, 401: signedOutAnswer } };
}

/**
 * Every route registered inside `scope` needs a signed-in user unless it says
 * `config: { public: true }`. The guard runs before the body is read, so a signed-out caller
 * gets 401, never field errors or JSON complaints; it runs after the onRequest stage, so the
 * session is known and the rate limiter still counts signed-out floods.
 * The same decision writes the route's security and 401 answer into the OpenAPI document,
 * so routes never declare either themselves.
 * Returns the route table as it fills, for tests and documentation.
 */
export function requireSignInByDefault(scope: FastifyInstance): RouteEntry[] {
  const table: RouteEntry[] = [];
  scope.addHook('onRoute', (route: RouteOptions) => {
    const isPublic = route.config?.public === true;
    for (const method of asList(route.method)) {
      if (method !== 'HEAD') table.push({ method, url: route.url, public: isPublic });
    }
    if (isPublic) return;
    route.preParsing = [signedInGuard(route.config?.signInMessage), ...asList(route.preParsing)];
    route.schema = withSignInDocumented(route.schema, asList(route.method), route.url);
  });
  return table;
}
