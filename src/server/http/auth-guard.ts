import type { FastifyRequest } from 'fastify';
import { unauthenticated } from './app-error';

/** The signed-in user as every route sees it; set by the session plugin from the session cookie. */
export interface AuthUser {
  id: string;
  sessionId: string;
  /** The user's data version as the session was read (users.data_version, decision 035). */
  dataVersion: string;
}

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
