import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { tokenDisplayLength, tokenSecretPrefix, type TokenScope } from '../../domain/tokens/api-tokens';
import type { Database } from '../db/client';

/**
 * A new secret: `tdm_` and 32 random bytes in base64url. 256 bits of entropy make guessing
 * hopeless, so a fast SHA-256 is the right stored form (decision 032); a slow password hash
 * would only slow every API call.
 */
export function newTokenSecret(): { secret: string; hash: string; prefix: string } {
  const secret = `${tokenSecretPrefix}${randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashTokenSecret(secret), prefix: secret.slice(0, tokenDisplayLength) };
}

export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Longer values are not ours and are not looked up. */
const maxSecretLength = 128;
const bearerPattern = /^Bearer(?:\s+(.*))?$/i;

/**
 * The token of an `Authorization: Bearer` header: the text after the scheme (possibly empty),
 * or null when there is no bearer header, in which case the session cookie decides.
 */
export function bearerTokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = bearerPattern.exec(header.trim());
  return match ? (match[1] ?? '').trim() : null;
}

export const hasBearerHeader = (request: FastifyRequest) => bearerTokenFrom(request) !== null;

export interface TokenMatch extends Record<string, unknown> {
  id: string;
  user_id: string;
  scope: TokenScope;
  /** The owner's data version (decision 035), read with the token. */
  data_version: string;
  revoked: boolean;
  expired: boolean;
}

/**
 * The token with this secret in one indexed lookup, whatever its state, so the caller can say
 * why it is refused. A live token's `last_used_at` is moved in the same statement, at most once a
 * minute, so most calls only read. Named, so each connection plans it once.
 */
const findTokenStatement = `
  with found as (
    select t.id, t.user_id, t.scope, u.data_version::text as data_version,
      t.revoked_at is not null as revoked,
      coalesce(t.expires_at <= now(), false) as expired,
      coalesce(t.last_used_at < now() - interval '1 minute', true) as stale
    from api_tokens t
    join users u on u.id = t.user_id
    where t.token_hash = $1
  ), touched as (
    update api_tokens set last_used_at = now()
    from found
    where api_tokens.id = found.id and found.stale and not found.revoked and not found.expired
  )
  select id, user_id, scope, data_version, revoked, expired from found`;

export async function findToken(db: Database, secret: string): Promise<TokenMatch | null> {
  if (!secret.startsWith(tokenSecretPrefix) || secret.length > maxSecretLength) return null;
  const { rows } = await db.$client.query<TokenMatch>({ name: 'find_api_token', text: findTokenStatement, values: [hashTokenSecret(secret)] });
  return rows[0] ?? null;
}
