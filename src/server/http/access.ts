import type { FastifyInstance, preParsingHookHandler, RouteOptions } from 'fastify';
import { unauthenticated } from './app-error';

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

/**
 * Every route registered inside `scope` needs a signed-in user unless it says
 * `config: { public: true }`. The guard runs before the body is read, so a signed-out caller
 * gets 401, never field errors or JSON complaints; it runs after the onRequest stage, so the
 * session is known and the rate limiter still counts signed-out floods.
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
  });
  return table;
}
