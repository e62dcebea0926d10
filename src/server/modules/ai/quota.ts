import { and, eq, sql } from 'drizzle-orm';
import { aiCodes, aiMessages, type QuotaView } from '../../../domain/ai/ai';
import { nextChatSource, quotaMonth, quotaOf, quotaResetsAt, type QuotaUsage } from '../../../domain/ai/ai-quota';
import type { PlanId } from '../../../domain/billing/plans';
import type { Database } from '../../db/client';
import { aiUsage, users } from '../../db/schema/index';
import { AppError, unauthenticated } from '../../http/app-error';
import { bonusChatsOf } from '../../shared/bonus-chats';
import { planOf } from '../../shared/plan';

type UsageRow = Pick<typeof aiUsage.$inferSelect, 'month' | 'included' | 'bonus'>;

/** A chat taken from the allowance before answering, given back if the answer fails. */
export interface Reservation {
  userId: string;
  month: string;
  source: 'included' | 'bonus';
}

async function timezoneOf(db: Pick<Database, 'select'>, userId: string): Promise<string> {
  const [row] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
  if (!row) throw unauthenticated();
  return row.timezone;
}

function usageOf(plan: PlanId, bonusEarned: number, rows: UsageRow[], month: string): QuotaUsage {
  const current = rows.find((row) => row.month === month);
  return {
    plan,
    includedThisMonth: current?.included ?? 0,
    bonusThisMonth: current?.bonus ?? 0,
    bonusEarned,
    bonusSpent: rows.reduce((sum, row) => sum + row.bonus, 0),
  };
}

export async function readQuota(db: Database, userId: string, now = new Date()): Promise<QuotaView> {
  const timezone = await timezoneOf(db, userId);
  const month = quotaMonth(now, timezone);
  const [plan, bonusEarned, rows] = await Promise.all([
    planOf(db, userId, now),
    bonusChatsOf(db, userId),
    db.select({ month: aiUsage.month, included: aiUsage.included, bonus: aiUsage.bonus }).from(aiUsage).where(eq(aiUsage.userId, userId)),
  ]);
  return { ...quotaOf(usageOf(plan, bonusEarned, rows, month)), resetsAt: quotaResetsAt(now, timezone).toISOString() };
}

/**
 * Takes one chat from the allowance, or answers 402. The user's usage rows are locked for the
 * length of one short transaction, so concurrent questions are counted one after another: with
 * five chats left, exactly five of any number of simultaneous questions get through.
 */
export async function reserveChat(db: Database, userId: string, timezone: string, now = new Date()): Promise<Reservation> {
  const month = quotaMonth(now, timezone);
  // Plan and bonus only ever grow a user's allowance while a question waits, so reading them
  // outside the lock can refuse a chat a moment early, never allow one too many.
  const [plan, bonusEarned] = await Promise.all([planOf(db, userId, now), bonusChatsOf(db, userId)]);
  return db.transaction(async (tx) => {
    await tx.insert(aiUsage).values({ userId, month }).onConflictDoNothing();
    const rows = await tx
      .select({ month: aiUsage.month, included: aiUsage.included, bonus: aiUsage.bonus })
      .from(aiUsage)
      .where(eq(aiUsage.userId, userId))
      .orderBy(aiUsage.month)
      .for('update');
    const source = nextChatSource(usageOf(plan, bonusEarned, rows, month));
    if (!source) throw new AppError(402, aiCodes.quotaExceeded, aiMessages.quotaExceeded);
    await tx
      .update(aiUsage)
      .set(source === 'included' ? { included: sql`${aiUsage.included} + 1` } : { bonus: sql`${aiUsage.bonus} + 1` })
      .where(and(eq(aiUsage.userId, userId), eq(aiUsage.month, month)));
    return { userId, month, source };
  });
}

/** Gives a reserved chat back: the answer failed or was stopped, so it does not count. */
export async function releaseChat(db: Database, { userId, month, source }: Reservation): Promise<void> {
  await db
    .update(aiUsage)
    .set(source === 'included' ? { included: sql`greatest(${aiUsage.included} - 1, 0)` } : { bonus: sql`greatest(${aiUsage.bonus} - 1, 0)` })
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.month, month)));
}
