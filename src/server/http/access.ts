import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import { requireUser } from './auth-guard';

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

function signedInGuard(message: string | undefined): onRequestHookHandler {
  return (request, _reply, done) => {
    requireUser(request, message);
    done();
  };
}

/**
 * Every route registered inside `scope` needs a signed-in user unless it says
 * `config: { public: true }`. The guard runs before the route's own hooks and before its body
 * is parsed, so a signed-out caller always gets 401, never field errors.
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
    route.onRequest = [signedInGuard(route.config?.signInMessage), ...asList(route.onRequest)];
  });
  return table;
}
