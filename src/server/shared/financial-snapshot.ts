import { sql } from 'drizzle-orm';
import type { GoalStatus, TransactionType } from '../../domain/categories/categories';
import { todayInZone } from '../../domain/shared/dates';
import type { FinancialSnapshot } from '../../domain/insights/financial-position';
import type { Database } from '../db/client';
import { unauthenticated } from '../http/app-error';

interface TotalJson {
  month?: string;
  type: TransactionType;
  category: string;
  total: string;
}

interface GoalJson {
  id: string;
  title: string;
  status: GoalStatus;
  category: string;
  currency: string;
  target: string;
  current: string;
  start_date: string;
  target_date: string;
}

/**
 * What insights and investment advice read, in one round trip: the user's currency and month
 * (in their zone), twelve months of monthly rollups and the all-time totals in that currency
 * only (other currencies are reported apart, never added in), the goals and the monthly
 * income and expense from settings. A few hundred rows at most, whatever the history.
 */
export async function financialSnapshot(db: Database, userId: string): Promise<FinancialSnapshot & { timezone: string }> {
  const source = sql`(
    with owner as (
      select u.id, u.timezone, u.currency, date_trunc('month', now() at time zone u.timezone)::date as this_month,
        p.monthly_income_minor::text as income_setting, p.monthly_expense_minor::text as expense_setting
      from users u left join user_preferences p on p.user_id = u.id
      where u.id = ${userId}
    )
    select o.timezone, o.currency, to_char(o.this_month, 'YYYY-MM') as this_month, o.income_setting, o.expense_setting,
      (select coalesce(json_agg(m), '[]') from (
        select to_char(r.month, 'YYYY-MM') as month, r.type, r.category, r.total_minor::text as total
        from transaction_monthly_rollups r
        where r.user_id = o.id and r.currency = o.currency
          and r.month between (o.this_month - interval '11 months')::date and o.this_month
      ) m) as monthly,
      (select coalesce(json_agg(t), '[]') from (
        select t.type, t.category, t.total_minor::text as total
        from transaction_totals t where t.user_id = o.id and t.currency = o.currency
      ) t) as all_time,
      (select coalesce(json_agg(g), '[]') from (
        select id, title, status, category, currency, target_minor::text as target, current_minor::text as current,
          start_date::text, target_date::text
        from financial_goals where user_id = o.id
      ) g) as goals
    from owner o
  ) as financial_snapshot`;
  const [row] = await db
    .select({
      timezone: sql<string>`timezone`,
      currency: sql<string>`currency`,
      thisMonth: sql<string>`this_month`,
      incomeSetting: sql<string | null>`income_setting`,
      expenseSetting: sql<string | null>`expense_setting`,
      monthly: sql<TotalJson[]>`monthly`,
      allTime: sql<TotalJson[]>`all_time`,
      goals: sql<GoalJson[]>`goals`,
    })
    .from(source)
    .prepare('financial_snapshot')
    .execute();
  if (!row) throw unauthenticated();
  return {
    currency: row.currency,
    timezone: row.timezone,
    thisMonth: row.thisMonth,
    today: todayInZone(row.timezone),
    monthly: row.monthly.map((total) => ({ month: total.month ?? '', type: total.type, category: total.category, totalMinor: BigInt(total.total) })),
    allTime: row.allTime.map((total) => ({ type: total.type, category: total.category, totalMinor: BigInt(total.total) })),
    goals: row.goals.map((goal) => ({
      id: goal.id,
      title: goal.title,
      status: goal.status,
      category: goal.category,
      currency: goal.currency,
      targetMinor: BigInt(goal.target),
      currentMinor: BigInt(goal.current),
      startDate: goal.start_date,
      targetDate: goal.target_date,
    })),
    settings: {
      incomeMinor: row.incomeSetting === null ? null : BigInt(row.incomeSetting),
      expenseMinor: row.expenseSetting === null ? null : BigInt(row.expenseSetting),
    },
  };
}
