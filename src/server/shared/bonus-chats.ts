import { sql } from 'drizzle-orm';
import { referralRewardsPerMonth } from '../../domain/billing/plans';
import type { Database } from '../db/client';
import { financialGoals, referrals, transactions, userPreferences } from '../db/schema/index';

type Reader = Pick<Database, 'execute'>;

/**
 * What each of the user's referrals earned them, by referral id. A referral counts once the
 * friend has really started (finished onboarding and recorded a transaction or a goal), and
 * only the first `referralRewardsPerMonth` of those that joined in a calendar month earn.
 */
export async function referrerRewards(db: Reader, userId: string): Promise<Map<string, number>> {
  const { rows } = await db.execute<{ id: string; credits: number }>(sql`
    with counted as (
      select r.id, r.bonus_chats,
        row_number() over (partition by date_trunc('month', r.created_at at time zone 'UTC') order by r.created_at, r.id) as place
      from ${referrals} r
      where r.referrer_id = ${userId}
        and exists (select 1 from ${userPreferences} p where p.user_id = r.referred_user_id and p.has_completed_onboarding)
        and (exists (select 1 from ${transactions} t where t.user_id = r.referred_user_id)
          or exists (select 1 from ${financialGoals} g where g.user_id = r.referred_user_id))
    )
    select id, (case when place <= ${referralRewardsPerMonth} then bonus_chats else 0 end)::int as credits from counted`);
  return new Map(rows.map((row) => [row.id, Number(row.credits)]));
}

/**
 * Every bonus AI chat a user has received from referrals: those earned by bringing friends (see
 * `referrerRewards`) plus the welcome bonus of joining with someone's code, given at sign-up.
 */
export async function bonusChatsOf(db: Reader, userId: string): Promise<number> {
  const [earned, welcome] = await Promise.all([
    referrerRewards(db, userId),
    db.execute<{ total: string }>(sql`select coalesce(sum(${referrals.bonusChats}), 0) as total from ${referrals} where ${referrals.referredUserId} = ${userId}`),
  ]);
  let total = Number(welcome.rows[0]?.total ?? 0);
  for (const credits of earned.values()) total += credits;
  return total;
}
