import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { referrals } from '../db/schema/index';

/**
 * Every bonus AI chat a user has received from referrals: those earned by bringing friends plus
 * the welcome bonus of joining with someone's code. Each referral row records what both sides
 * got, and a row never has the same user on both sides, so the sum counts nothing twice.
 */
export async function bonusChatsOf(db: Pick<Database, 'select'>, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${referrals.bonusChats}), 0)` })
    .from(referrals)
    .where(or(eq(referrals.referrerId, userId), eq(referrals.referredUserId, userId)));
  return Number(row?.total ?? 0);
}
