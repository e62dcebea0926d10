import { desc, eq } from 'drizzle-orm';
import { friendDisplayName, type ReferralSummary, type UpdateReferralInput } from '../../../domain/referrals';
import type { Database } from '../../db/client';
import { referralCodes, referrals, users } from '../../db/schema/index';
import { unauthenticated } from '../../http/app-error';
import { bonusChatsOf } from '../../shared/bonus-chats';
import { ensureReferralCode } from '../../shared/referral-codes';

async function ensureCodeOf(db: Database, userId: string) {
  const [user] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
  if (!user) throw unauthenticated();
  return ensureReferralCode(db, userId, user.firstName);
}

export async function getReferralSummary(db: Database, userId: string): Promise<ReferralSummary> {
  const { code, active } = await ensureCodeOf(db, userId);
  const history = await db
    .select({ firstName: users.firstName, lastName: users.lastName, createdAt: referrals.createdAt, bonusChats: referrals.bonusChats })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .where(eq(referrals.referrerId, userId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id));
  const totalEarned = history.reduce((sum, row) => sum + row.bonusChats, 0);
  const bonusChats = await bonusChatsOf(db, userId);
  return {
    code,
    active,
    uses: history.length,
    totalEarned,
    // Nothing spends bonus chats yet: once the AI quota counts chats used, it subtracts them here.
    availableCredits: bonusChats,
    bonusChats,
    history: history.map((row) => ({
      friendName: friendDisplayName(row.firstName, row.lastName),
      date: row.createdAt.toISOString(),
      credits: row.bonusChats,
    })),
  };
}

export async function updateReferral(db: Database, userId: string, input: UpdateReferralInput): Promise<ReferralSummary> {
  await ensureCodeOf(db, userId);
  await db.update(referralCodes).set({ active: input.active }).where(eq(referralCodes.userId, userId));
  return getReferralSummary(db, userId);
}
