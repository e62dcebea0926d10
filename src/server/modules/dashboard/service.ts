import { desc, eq, sql } from 'drizzle-orm';
import { dashboardFigures, type CategoryTotals, type DashboardStats } from '../../../domain/dashboard';
import type { TransactionType } from '../../../domain/categories';
import { todayInZone } from '../../../domain/dates';
import { goalProgress } from '../../../domain/goals';
import { formatMinor } from '../../../domain/money';
import type { Database } from '../../db/client';
import { financialGoals } from '../../db/schema/index';
import { unauthenticated } from '../../http/app-error';
import { recentTransactions } from '../transactions/queries';

interface TotalsRow extends Record<string, unknown> {
  timezone: string;
  currency: string;
  this_month: string;
  type: TransactionType | null;
  category: string | null;
  all_time: string | null;
  month_total: string | null;
  last_month_total: string | null;
  window_total: string | null;
  window_months: string[] | null;
}

/**
 * One round trip over the rollups in the user's current currency: all-time, this month, last
 * month and the three-month window per type and category. The months come from the user's zone
 * inside SQL, so the answer needs no earlier look-up of the user. Cost grows with months of
 * history times categories, never with the number of transactions.
 */
function rollupTotals(db: Database, userId: string) {
  return db.execute<TotalsRow>(sql`
    with owner as (
      select timezone, currency, date_trunc('month', now() at time zone timezone)::date as this_month
      from users where id = ${userId}
    )
    select o.timezone, o.currency, o.this_month::text as this_month, r.type, r.category,
      sum(r.total_minor)::text as all_time,
      (sum(r.total_minor) filter (where r.month = o.this_month))::text as month_total,
      (sum(r.total_minor) filter (where r.month = (o.this_month - interval '1 month')::date))::text as last_month_total,
      (sum(r.total_minor) filter (where r.month >= (o.this_month - interval '2 months')::date and r.month <= o.this_month))::text as window_total,
      array_agg(distinct r.month::text) filter (where r.month >= (o.this_month - interval '2 months')::date and r.month <= o.this_month) as window_months
    from owner o
    left join transaction_monthly_rollups r on r.user_id = ${userId} and r.currency = o.currency
    group by o.timezone, o.currency, o.this_month, r.type, r.category`);
}

const minor = (value: string | null) => (value === null ? 0n : BigInt(value));

export async function dashboardStats(db: Database, userId: string): Promise<DashboardStats> {
  const [totals, goalRows, recent] = await Promise.all([
    rollupTotals(db, userId),
    db.select().from(financialGoals).where(eq(financialGoals.userId, userId)).orderBy(desc(financialGoals.createdAt)),
    recentTransactions(db, userId, 5),
  ]);
  const owner = totals.rows[0];
  if (!owner) throw unauthenticated();
  const { currency, timezone } = owner;
  const today = todayInZone(timezone);

  const categoryTotals: CategoryTotals[] = [];
  const windowMonths = new Set<string>();
  for (const row of totals.rows) {
    if (!row.type || !row.category) continue;
    for (const month of row.window_months ?? []) windowMonths.add(month);
    categoryTotals.push({
      type: row.type,
      category: row.category,
      allTimeMinor: minor(row.all_time),
      thisMonthMinor: minor(row.month_total),
      lastMonthMinor: minor(row.last_month_total),
      windowMinor: minor(row.window_total),
    });
  }
  const goals = goalRows
    .filter((goal) => goal.currency === currency)
    .map((goal) => ({
      status: goal.status,
      category: goal.category,
      targetMinor: goal.targetMinor,
      currentMinor: goal.currentMinor,
      progress: goalProgress({ ...goal, today }),
    }));

  const figures = dashboardFigures(categoryTotals, goals, Math.max(windowMonths.size, 1));
  const money = (value: bigint) => formatMinor(value, currency);
  return {
    currency,
    month: today.slice(0, 7),
    totalBalance: money(figures.totalBalanceMinor),
    monthlyIncome: money(figures.monthlyIncomeMinor),
    monthlyExpenses: money(figures.monthlyExpensesMinor),
    monthlyNet: money(figures.monthlyIncomeMinor - figures.monthlyExpensesMinor),
    savingsRate: figures.savingsRate,
    netWorth: money(figures.netWorthMinor),
    healthScore: figures.health.score,
    scoreBand: figures.health.band,
    scoreBreakdown: figures.health,
    previousMonth: { income: money(figures.lastMonthIncomeMinor), expenses: money(figures.lastMonthExpensesMinor) },
    goals: {
      active: figures.goals.active,
      completed: figures.goals.completed,
      archived: figures.goals.archived,
      totalTarget: money(figures.goals.totalTargetMinor),
      totalSaved: money(figures.goals.totalSavedMinor),
    },
    recentTransactions: recent,
  };
}
