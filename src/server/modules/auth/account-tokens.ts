import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { linkLifetimeMinutes, recoveryMessages } from '../../../domain/auth/account-recovery';
import { errorCodes } from '../../../domain/shared/errors';
import type { Database } from '../../db/client';
import { accountTokens } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { hashToken } from './sessions';

export type LinkPurpose = keyof typeof linkLifetimeMinutes;
type Executor = Pick<Database, 'insert' | 'update'>;

export const linkExpired = () => new AppError(400, errorCodes.badRequest, recoveryMessages.linkExpired);

/** A fresh token and its digest; made the same way whether or not it is ever stored. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/**
 * Stores a link for one purpose and retires the account's older unused ones of that purpose,
 * so only the newest mail works.
 */
export async function storeLinkToken(db: Executor, userId: string, purpose: LinkPurpose, tokenHash: string, email: string): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  await db.insert(accountTokens).values({
    tokenHash,
    userId,
    purpose,
    email,
    expiresAt: sql`now() + make_interval(mins => ${linkLifetimeMinutes[purpose]})`,
  });
}

/**
 * Uses a link once: one conditional UPDATE, so two clicks at the same instant cannot both pass.
 * Unknown, expired, used and other-purpose tokens all answer the same 400.
 */
export async function consumeLinkToken(db: Pick<Database, 'update'>, token: string, purpose: LinkPurpose): Promise<{ userId: string; email: string | null }> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`)))
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  if (!row) throw linkExpired();
  return row;
}
