import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { referralBonusAiChats } from '../../domain/billing/plans';
import { referralMessages, referralWord } from '../../domain/referrals/referrals';
import type { Database } from '../db/client';
import { referralCodes, referrals } from '../db/schema/index';
import { fieldError } from '../http/app-error';

type Executor = Pick<Database, 'insert' | 'select'>;

/** Codes tried before giving up; with 9,000 numbers per word a clash streak this long means a bug. */
const codeAttempts = 50;

function candidateCode(word: string): string {
  return `${word}${randomInt(1000, 10000)}`;
}

/**
 * The user's referral code, created on first need. `on conflict do nothing` absorbs both a
 * concurrent creation for the same user and a clash with someone else's code, so it never aborts
 * a surrounding transaction; a clash is retried with new digits.
 */
export async function ensureReferralCode(db: Executor, userId: string, firstName: string): Promise<{ code: string; active: boolean }> {
  const word = referralWord(firstName);
  for (let attempt = 0; attempt < codeAttempts; attempt += 1) {
    await db
      .insert(referralCodes)
      .values({ userId, code: candidateCode(word) })
      .onConflictDoNothing();
    const [row] = await db.select({ code: referralCodes.code, active: referralCodes.active }).from(referralCodes).where(eq(referralCodes.userId, userId));
    if (row) return row;
  }
  throw new Error(`no free referral code for word ${word}`);
}

export const invalidReferralCode = () => fieldError('referralCode', referralMessages.invalidCode);

/** The owner of an active code, or undefined when nobody (or only a paused code) has it. */
export async function activeReferrerOf(db: Pick<Database, 'select'>, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(and(eq(referralCodes.code, code), eq(referralCodes.active, true)));
  return row?.userId;
}

/**
 * Records that a new account joined with `code`, in the transaction that creates the account:
 * the insert reads the code's owner and state itself, so a code paused a moment ago refuses
 * (and the whole sign-up rolls back) instead of being counted. Each referral is its own row, so
 * simultaneous sign-ups never race on a counter.
 */
export async function recordReferral(db: Pick<Database, 'execute'>, newUserId: string, code: string): Promise<void> {
  const inserted = await db.execute(sql`
    insert into ${referrals} (referrer_id, referred_user_id, code, bonus_chats)
    select ${referralCodes.userId}, ${newUserId}, ${referralCodes.code}, ${referralBonusAiChats}
    from ${referralCodes}
    where ${referralCodes.code} = ${code} and ${referralCodes.active} and ${referralCodes.userId} <> ${newUserId}
    returning id`);
  if (inserted.rows.length === 0) throw invalidReferralCode();
}
