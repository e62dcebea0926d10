import { desc, eq } from 'drizzle-orm';
import { friendDisplayName, type ReferralSummary, type UpdateReferralInput } from '../../../domain/referrals/referrals';
import type { Database } from '../../db/client';
import { referralCodes, referrals, users } from '../../db/schema/index';
import { unauthenticated } from '../../http/app-error';
import { bonusChatsOf, referrerRewards } from '../../shared/bonus-chats';
import { ensureReferralCode } from '../../shared/referral-codes';

async function ensureCodeOf(db: Database, userId: string) {
  const [user] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
  if (!user) throw unauthenticated();
  return ensureReferralCode(db, userId, user.firstName);
}

export async function getReferralSummary(db: Database, userId: string): Promise<ReferralSummary> {
  const { code, active } = await ensureCodeOf(db, userId);
  const history = await db
    .select({ id: referrals.id, firstName: users.firstName, lastName: users.lastName, createdAt: referrals.createdAt })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .where(eq(referrals.referrerId, userId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id));
  const [rewards, bonusChats] = await Promise.all([referrerRewards(db, userId), bonusChatsOf(db, userId)]);
  const creditsOf = (id: string) => rewards.get(id) ?? 0;
  const totalEarned = history.reduce((sum, row) => sum + creditsOf(row.id), 0);
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
      credits: creditsOf(row.id),
    })),
  };
}

export async function updateReferral(db: Database, userId: string, input: UpdateReferralInput): Promise<ReferralSummary> {
  await ensureCodeOf(db, userId);
  await db.update(referralCodes).set({ active: input.active }).where(eq(referralCodes.userId, userId));
  return getReferralSummary(db, userId);
}
