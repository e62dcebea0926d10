import { sql } from 'drizzle-orm';
import type { GoalStatus, TransactionType } from '../../../domain/categories';
import type { Database } from '../../db/client';
import { textRowToTransaction, transactionTextColumns, type TransactionTextRow } from '../../shared/transaction-view';

interface FigureJson {
  period: string;
  type: TransactionType;
  category: string;
  total: string;
}

interface GoalJson {
  status: GoalStatus;
  category: string;
  currency: string;
  target: string;
  current: string;
  start_date: string;
  target_date: string;
}

/**
 * Everything the dashboard reads, in one prepared round trip: the user's zone, currency and
 * current month (in that zone), all-time totals and the three-month window of monthly rollups
 * ('all' or the month as `period`), the goals, and the five newest transactions. A few dozen
 * rows however long the history is.
 */
export async function dashboardSnapshot(db: Database, userId: string) {
  const source = sql`(
    with owner as (
      select id, timezone, currency, date_trunc('month', now() at time zone timezone)::date as this_month
      from users where id = ${userId}
    )
    select o.timezone, o.currency, o.this_month::text as this_month,
      (select coalesce(json_agg(f), '[]') from (
        select 'all' as period, t.type, t.category, t.total_minor::text as total
        from transaction_totals t where t.user_id = o.id and t.currency = o.currency
        union all
        select r.month::text, r.type, r.category, r.total_minor::text
        from transaction_monthly_rollups r
        where r.user_id = o.id and r.currency = o.currency
          and r.month between (o.this_month - interval '2 months')::date and o.this_month
      ) f) as figures,
      (select coalesce(json_agg(g), '[]') from (
        select status, category, currency, target_minor::text as target, current_minor::text as current,
          start_date::text, target_date::text
        from financial_goals where user_id = o.id
      ) g) as goals,
      (select coalesce(json_agg(x), '[]') from (
        select ${sql.raw(transactionTextColumns)}
        from transactions t where t.user_id = o.id
        order by t.occurred_on desc, t.id desc limit 5
      ) x) as recent
    from owner o
  ) as dashboard_snapshot`;
  const [row] = await db
    .select({
      timezone: sql<string>`timezone`,
      currency: sql<string>`currency`,
      thisMonth: sql<string>`this_month`,
      figures: sql<FigureJson[]>`figures`,
      goals: sql<GoalJson[]>`goals`,
      recent: sql<TransactionTextRow[]>`recent`,
    })
    .from(source)
    .prepare('dashboard_snapshot')
    .execute();
  if (!row) return null;
  return {
    ...row,
    goals: row.goals.map((goal) => ({
      status: goal.status,
      category: goal.category,
      currency: goal.currency,
      targetMinor: BigInt(goal.target),
      currentMinor: BigInt(goal.current),
      startDate: goal.start_date,
      targetDate: goal.target_date,
    })),
    recent: row.recent.map(textRowToTransaction),
  };
}
