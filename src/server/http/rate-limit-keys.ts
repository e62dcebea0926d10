import type { FastifyRequest } from 'fastify';

/**
 * Counts a limit per signed-in user (`request.auth`, set from the session before limits are
 * checked), so more sessions or extra cookies never buy more; per address for anyone else.
 */
export function perUserKey(request: FastifyRequest): string {
  return request.auth ? `user:${request.auth.id}` : `address:${request.ip}`;
}

/**
 * The app-wide limit: per address for browsers, as before; per user for personal API tokens,
 * so a script spread over many machines or many tokens still gets one user's allowance.
 */
export function limitKey(request: FastifyRequest): string {
  return request.auth?.via === 'token' ? `user:${request.auth.id}` : request.ip;
}
