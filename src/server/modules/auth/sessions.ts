import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, or, isNotNull, lt, sql } from 'drizzle-orm';
import type { SessionInfo } from '../../../domain/auth/auth';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema/index';
import { describeDevice } from './device';

export const idleTimeoutInterval = '7 days';
export const absoluteTimeoutInterval = '30 days';
export const idleTimeout = sql`${idleTimeoutInterval}::interval`;
export const absoluteTimeout = sql`${absoluteTimeoutInterval}::interval`;
const userAgentLimit = 512;

/** The database or a transaction on it. */
type Executor = Pick<Database, 'insert' | 'update'>;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const live = and(isNull(sessions.revokedAt), gt(sessions.lastSeenAt, sql`now() - ${idleTimeout}`), gt(sessions.createdAt, sql`now() - ${absoluteTimeout}`));

/** Starts a session and returns the cookie token; only its SHA-256 is stored. */
export async function createSession(db: Executor, userId: string, userAgent: string | undefined): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), userAgent: (userAgent ?? '').slice(0, userAgentLimit) });
  return token;
}

/** Forgets the user's ended sessions so the table holds only what could still sign someone in. */
export async function pruneEndedSessions(db: Database, userId: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(isNotNull(sessions.revokedAt), lt(sessions.lastSeenAt, sql`now() - ${idleTimeout}`), lt(sessions.createdAt, sql`now() - ${absoluteTimeout}`)),
      ),
    );
}

/** Revokes one of the user's own live sessions; false when there is no such session. */
export async function revokeSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), live))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

export async function revokeOtherSessions(db: Executor, userId: string, keepSessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}

export async function listSessions(db: Database, userId: string, currentSessionId: string): Promise<SessionInfo[]> {
  const rows = await db
    .select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}
