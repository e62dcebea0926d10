import type { onRequestAsyncHookHandler } from 'fastify';
import { requireUser } from '../../http/auth-guard';

/**
 * A route-level onRequest guard: a signed-out request answers 401 with the feature's text
 * before its body is validated, so signed-out visitors never see field errors.
 */
export function signedIn(message?: string): onRequestAsyncHookHandler {
  return async (request) => {
    requireUser(request, message);
  };
}
