import type { FastifyRequest } from 'fastify';
import { tokenErrorCodes, tokenMessages } from '../../domain/tokens/api-tokens';
import { AppError, unauthenticated } from './app-error';

/** What every signed-in request carries, however it was signed in. */
interface SignedIn {
  id: string;
  /** The user's data version as the request's credentials were read (users.data_version, decision 035). */
  dataVersion: string;
}

/**
 * The signed-in user as every route sees it: set by the session hook from the session cookie,
 * or from an `Authorization: Bearer` personal API token (decision 032).
 */
export type AuthUser = (SignedIn & { via: 'session'; sessionId: string }) | (SignedIn & { via: 'token'; tokenId: string; scope: 'read' | 'read_write' });

export type SessionUser = Extract<AuthUser, { via: 'session' }>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
  }
}

/** Returns the signed-in user or answers 401 (`message` overridable with the feature's own text, docs/product/validation.md). */
export function requireUser(request: FastifyRequest, message?: string): AuthUser {
  if (!request.auth) throw unauthenticated(message);
  return request.auth;
}

export const tokenNotAllowed = () => new AppError(403, tokenErrorCodes.notAllowed, tokenMessages.notAllowed);

/**
 * The signed-in user of a browser session, for what only a session may do (its own sessions,
 * sign-out, password, two-factor, tokens). The token policy already refuses these routes to
 * tokens; this keeps the route honest if it is ever called otherwise.
 */
export function requireSession(request: FastifyRequest, message?: string): SessionUser {
  const auth = requireUser(request, message);
  if (auth.via !== 'session') throw tokenNotAllowed();
  return auth;
}
