import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../http/app-context';
import { bearerTokenFrom, findToken } from '../../shared/api-tokens';
import { sessionTokenFrom } from '../../shared/session-cookie';
import { absoluteTimeoutInterval, hashToken, idleTimeoutInterval } from './sessions';

interface SessionMatch extends Record<string, unknown> {
  session_id: string;
  user_id: string;
  data_version: string;
}

/**
 * Finds the live session named by the cookie and its user in one round trip. `last_seen_at` is
 * refreshed in the same statement, but at most once a minute, so most requests only read.
 * It runs on every API request, so it is a named prepared statement: planned once per connection.
 * The user's data version comes along for free (the users row is read anyway): answers kept per
 * user compare it instead of asking the database again (decision 035).
 */
const findSessionStatement = `
  with found as (
    select s.id as session_id, s.user_id, u.data_version::text as data_version, s.last_seen_at < now() - interval '1 minute' as stale
    from sessions s
    join users u on u.id = s.user_id
    where s.token_hash = $1
      and s.revoked_at is null
      and s.last_seen_at > now() - $2::interval
      and s.created_at > now() - $3::interval
  ), touched as (
    update sessions set last_seen_at = now()
    from found
    where sessions.id = found.session_id and found.stale
  )
  select session_id, user_id, data_version from found`;

function findSession(db: AppContext['db'], tokenHash: string) {
  return db.$client.query<SessionMatch>({
    name: 'find_session',
    text: findSessionStatement,
    values: [tokenHash, idleTimeoutInterval, absoluteTimeoutInterval],
  });
}

/**
 * onRequest hook for /api: sets `request.auth` from an `Authorization: Bearer` personal API token
 * when the header is there (the cookie is then ignored, so such a request can never ride on a
 * browser's session), else from the session cookie, or leaves it null. A bearer token that is
 * unknown, revoked or expired is noted in `request.tokenRefusal`; the token policy answers 401
 * after the rate limiter has counted the call.
 */
export function loadSession({ db, config }: AppContext): onRequestAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const bearer = bearerTokenFrom(request);
    if (bearer !== null) {
      const match = bearer ? await findToken(db, bearer) : null;
      if (!match || match.revoked) request.tokenRefusal = 'invalid';
      else if (match.expired) request.tokenRefusal = 'expired';
      else request.auth = { id: match.user_id, via: 'token', tokenId: match.id, scope: match.scope, dataVersion: match.data_version };
      return;
    }
    const token = sessionTokenFrom(request, config);
    if (!token) return;
    const { rows } = await findSession(db, hashToken(token));
    const match = rows[0];
    if (match) request.auth = { id: match.user_id, via: 'session', sessionId: match.session_id, dataVersion: match.data_version };
  };
}
