import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes } from '../../domain/shared/errors';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { AppError } from './app-error';
import { requireUser } from './auth-guard';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Opts a write into `Idempotency-Key` handling; a function decides per request (an import's
     * dry run writes nothing, so it needs no key).
     */
    idempotent?: boolean | ((request: FastifyRequest) => boolean);
  }
}

export const idempotencyHeader = 'idempotency-key';
export const replayedHeader = 'idempotent-replayed';

export const idempotencyMessages = {
  invalidKey: 'messages.idempotencyKeyInvalid',
  keyReused: 'messages.idempotencyKeyReused',
  inProgress: 'messages.requestInProgress',
} as const;

export const idempotencyCodes = {
  keyReused: 'IDEMPOTENCY_KEY_REUSED',
  inProgress: 'IDEMPOTENCY_IN_PROGRESS',
} as const;

/** How long a key answers with its first result. */
export const idempotencyWindowHours = 24;
/** A reservation without an answer this old belongs to a request that died (a crash): it is released. */
const abandonedAfterSeconds = 120;
/** How long a duplicate waits for the first request to finish before answering 409. */
const waitForFirstMs = 10_000;
const pollMs = 25;

const keyPattern = /^[\x21-\x7e]{1,255}$/;

/** JSON with sorted keys, so the same body hashes the same whatever order its fields came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  // JSON.stringify answers undefined for undefined, functions and symbols, though typed string.
  return (JSON.stringify(value) as string | undefined) ?? 'null';
}

interface Claim {
  userId: string;
  key: string;
  method: string;
  route: string;
  requestHash: string;
}

type ClaimOutcome = { kind: 'owner' } | { kind: 'replay'; statusCode: number; contentType: string; body: string } | { kind: 'mismatch' } | { kind: 'busy' };

/**
 * Takes the key for this request, or finds what the first request with it answered. The primary
 * key (user, key) lets exactly one of any number of concurrent duplicates insert; the others wait
 * for its answer.
 */
async function claimKey(db: Database, claim: Claim): Promise<ClaimOutcome> {
  const deadline = Date.now() + waitForFirstMs;
  for (;;) {
    if (Date.now() >= deadline) return { kind: 'busy' };
    const inserted = await db.insert(idempotencyKeys).values(claim).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: 'owner' };

    const [row] = await db
      .select({
        requestHash: idempotencyKeys.requestHash,
        statusCode: idempotencyKeys.statusCode,
        contentType: idempotencyKeys.contentType,
        responseBody: idempotencyKeys.responseBody,
        ageSeconds: sql<number>`extract(epoch from now() - ${idempotencyKeys.createdAt})::float8`,
      })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
    if (!row) continue;

    const expired = row.ageSeconds >= idempotencyWindowHours * 3600;
    const abandoned = row.statusCode === null && row.ageSeconds >= abandonedAfterSeconds;
    if (expired || abandoned) {
      // The condition is checked again in SQL so that a key renewed meanwhile is kept.
      await db.delete(idempotencyKeys).where(
        and(
          eq(idempotencyKeys.userId, claim.userId),
          eq(idempotencyKeys.key, claim.key),
          sql`(${idempotencyKeys.createdAt} <= now() - make_interval(hours => ${idempotencyWindowHours})
              or (${idempotencyKeys.statusCode} is null and ${idempotencyKeys.createdAt} <= now() - make_interval(secs => ${abandonedAfterSeconds})))`,
        ),
      );
      continue;
    }
    if (row.requestHash !== claim.requestHash) return { kind: 'mismatch' };
    if (row.statusCode !== null) {
      return { kind: 'replay', statusCode: row.statusCode, contentType: row.contentType ?? 'application/json; charset=utf-8', body: row.responseBody ?? '' };
    }
    await delay(pollMs);
  }
}

/** Deletes keys past their window; the idempotency-keys job (src/server/jobs) runs it every 15 minutes. */
export async function sweepIdempotencyKeys(db: Database): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${idempotencyWindowHours})`))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}

/** For `config.idempotent` on routes with a preview mode: a dry run writes nothing and needs no key. */
export function unlessDryRun(request: FastifyRequest): boolean {
  const body = request.body;
  return !(typeof body === 'object' && body !== null && 'dryRun' in body && body.dryRun === true);
}

function wantsIdempotency(request: FastifyRequest): boolean {
  const setting = request.routeOptions.config.idempotent;
  return typeof setting === 'function' ? setting(request) : setting === true;
}

/**
 * Money writes that opt in with `config: { idempotent: true }` honour an `Idempotency-Key`
 * header: a repeat with the same key and body within 24 hours answers the first (successful)
 * result with `Idempotent-Replayed: true` and writes nothing; the same key with another body is
 * refused with 422. A failed first attempt releases the key, so a retry may still succeed.
 * Requests without the header behave as before.
 */
interface OwnedKey {
  userId: string;
  key: string;
}

const owned = new WeakMap<FastifyRequest, OwnedKey>();

/** Keeps a successful answer for replays, or releases the key so a retry may still succeed. */
async function settleClaim(db: Database, request: FastifyRequest, claim: OwnedKey, answer: { statusCode: number; contentType: string | null; body: string } | null) {
  const where = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
  try {
    if (answer) {
      await db.update(idempotencyKeys).set({ statusCode: answer.statusCode, contentType: answer.contentType, responseBody: answer.body }).where(where);
    } else {
      await db.delete(idempotencyKeys).where(where);
    }
  } catch (error) {
    // The answer itself is fine; a reservation left behind is released once it counts as abandoned.
    request.log.warn({ err: error }, 'could not record the idempotent answer');
  }
}

function isStream(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && typeof (payload as { pipe?: unknown }).pipe === 'function';
}

/**
 * A streamed answer is only known once its last line is written: the route settles the key
 * itself, storing what a replay should send (null when the write failed and nothing was kept).
 */
export async function settleStreamedAnswer(db: Database, request: FastifyRequest, answer: { statusCode: number; contentType: string; body: string } | null) {
  const claim = owned.get(request);
  if (!claim) return;
  owned.delete(request);
  await settleClaim(db, request, claim, answer);
}

export function registerIdempotency(app: FastifyInstance, db: Database): void {
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers[idempotencyHeader];
    if (header === undefined || !wantsIdempotency(request)) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (key === undefined || !keyPattern.test(key)) throw new AppError(400, errorCodes.badRequest, idempotencyMessages.invalidKey);

    const userId = requireUser(request).id;
    const route = request.routeOptions.url ?? request.url;
    const requestHash = createHash('sha256')
      .update(`${request.method} ${route}\n${canonicalJson(request.body)}`)
      .digest('hex');
    const outcome = await claimKey(db, { userId, key, method: request.method, route, requestHash });
    switch (outcome.kind) {
      case 'owner':
        owned.set(request, { userId, key });
        return;
      case 'replay':
        return reply.status(outcome.statusCode).header('content-type', outcome.contentType).header(replayedHeader, 'true').send(outcome.body);
      case 'mismatch':
        throw new AppError(422, idempotencyCodes.keyReused, idempotencyMessages.keyReused);
      case 'busy':
        throw new AppError(409, idempotencyCodes.inProgress, idempotencyMessages.inProgress);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = owned.get(request);
    if (!claim || isStream(payload)) return payload;
    owned.delete(request);
    const body = typeof payload === 'string' ? payload : payload === null || payload === undefined ? '' : null;
    const success = reply.statusCode >= 200 && reply.statusCode < 300 && body !== null;
    const contentType = reply.getHeader('content-type');
    await settleClaim(db, request, claim, success ? { statusCode: reply.statusCode, contentType: typeof contentType === 'string' ? contentType : null, body } : null);
    return payload;
  });
}
