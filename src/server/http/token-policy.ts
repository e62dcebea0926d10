import type { FastifyInstance, FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import { tokenErrorCodes, tokenMessages } from '../../domain/tokens/api-tokens';
import type { Database } from '../db/client';
import { recordAudit } from '../shared/audit-log';
import { AppError } from './app-error';
import { tokenNotAllowed } from './auth-guard';

declare module 'fastify' {
  interface FastifyRequest {
    /** Why the request's bearer token was refused (set by the session hook); null otherwise. */
    tokenRefusal: 'invalid' | 'expired' | null;
  }
}

/**
 * Routes a personal API token may never call, whatever its scope (decision 032): signing in and
 * out, sessions, password, two-factor, e-mail, deleting or exporting the account, the tokens
 * themselves, and billing. Each stays with a browser session that proved the password. A test
 * fails when a new route under these families' paths is neither here nor named as open to tokens.
 */
export const sessionOnlyRoutes: ReadonlySet<string> = new Set([
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/sign-in/two-factor',
  'GET /api/auth/sessions',
  'DELETE /api/auth/sessions/:id',
  'POST /api/auth/password',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  'POST /api/auth/email-verification',
  'POST /api/auth/email-verification/confirm',
  'POST /api/auth/email-change',
  'POST /api/auth/email-change/confirm',
  'GET /api/auth/two-factor',
  'POST /api/auth/two-factor/setup',
  'POST /api/auth/two-factor/enable',
  'POST /api/auth/two-factor/backup-codes',
  'POST /api/auth/two-factor/disable',
  'DELETE /api/users/me',
  'POST /api/account/delete',
  'GET /api/export',
  'GET /api/tokens',
  'POST /api/tokens',
  'DELETE /api/tokens/:id',
  'GET /api/subscription',
  'POST /api/checkout',
  'POST /api/billing/portal',
  'GET /api/billing/invoices',
  'POST /api/webhooks/stripe',
]);

/** Whether a token may call the route `url` (the route's pattern, `/api/tokens/:id`) with `method`. */
export function isSessionOnly(method: string, url: string): boolean {
  return sessionOnlyRoutes.has(`${method === 'HEAD' ? 'GET' : method} ${url}`);
}

const readMethods = new Set(['GET', 'HEAD']);

const refusals = {
  invalid: () => new AppError(401, tokenErrorCodes.invalid, tokenMessages.invalid),
  expired: () => new AppError(401, tokenErrorCodes.expired, tokenMessages.expired),
};

/**
 * Answers a refused bearer token with 401. It runs as the first preParsing hook, after the rate
 * limiter (a route's onRequest hook) has counted the call, so guessing tokens is limited too.
 */
export const refuseBadTokens: preParsingAsyncHookHandler = async (request, _reply, payload) => {
  if (request.tokenRefusal) throw refusals[request.tokenRefusal]();
  return payload;
};

/** A token's scope, checked once for every /api route: session-only routes refused, `read` only reads. */
export const enforceTokenScope: preParsingAsyncHookHandler = async (request, _reply, payload) => {
  const auth = request.auth;
  if (auth?.via !== 'token') return payload;
  const route = request.routeOptions.url;
  if (route !== undefined && isSessionOnly(request.method, route)) throw tokenNotAllowed();
  if (auth.scope === 'read' && !readMethods.has(request.method)) throw new AppError(403, tokenErrorCodes.readOnly, tokenMessages.readOnly);
  return payload;
};

const isWrite = (request: FastifyRequest) => !readMethods.has(request.method) && request.method !== 'OPTIONS';

/**
 * Every request made with a token that could change data leaves an `api.write` audit row with
 * its route and answer, refused ones included. Written once the answer is sent, so the caller
 * never waits for it; a failed write is logged, never turned into an error.
 */
export function auditTokenWrites(scope: FastifyInstance, db: Database): void {
  scope.addHook('onResponse', async (request, reply) => {
    const auth = request.auth;
    if (auth?.via !== 'token' || !isWrite(request)) return;
    try {
      await recordAudit(db, {
        userId: auth.id,
        tokenId: auth.tokenId,
        action: 'api.write',
        method: request.method,
        route: request.routeOptions.url ?? null,
        statusCode: reply.statusCode,
      });
    } catch (error) {
      request.log.error({ err: error }, 'audit event not written');
    }
  });
}

/** Bearer tokens on every route of `scope`: refused tokens answer 401, scopes are enforced, writes are audited. */
export function registerTokenPolicy(scope: FastifyInstance, db: Database): void {
  scope.addHook('preParsing', refuseBadTokens);
  scope.addHook('preParsing', enforceTokenScope);
  auditTokenWrites(scope, db);
}
