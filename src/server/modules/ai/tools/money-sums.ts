import { sql, type SQL } from 'drizzle-orm';
import { addDays, addMonths, monthStart, type IsoDate } from '../../../../domain/shared/dates';
import { likePattern } from '../../../shared/like-pattern';
import type { ToolContext } from './tool';

export interface CategorySum {
  type: 'income' | 'expense' | 'transfer';
  category: string;
  currency: string;
  totalMinor: bigint;
  count: number;
}

interface SumRow extends Record<string, unknown> {
  type: CategorySum['type'];
  category: string;
  currency: string;
  total: string;
  count: string;
}

const toSums = (rows: SumRow[]): CategorySum[] =>
  rows.map((row) => ({ type: row.type, category: row.category, currency: row.currency, totalMinor: BigInt(row.total), count: Number(row.count) }));

/**
 * A range covers whole months when it starts on a 1st and ends on a month's last day, or today
 * within the current month: transactions are never dated in the future, so the running month's
 * rollup holds exactly the days up to today.
 */
export function coversWholeMonths(from: IsoDate, to: IsoDate, today: IsoDate): boolean {
  if (!from.endsWith('-01') || to < from) return false;
  const lastDay = addDays(addMonths(monthStart(to), 1), -1);
  return to === lastDay || (to >= today && to.slice(0, 7) === today.slice(0, 7));
}

/**
 * Sums per type, category and currency over a date range: from the monthly rollups when the
 * range is whole months (a few rows however long the history), otherwise from the rows of those
 * days, which the (user, date) index bounds. A transaction that paid a group expense is left out
 * there as in the rollups: the user's share of the expense counts instead.
 */
export async function sumsBetween(
  context: ToolContext,
  from: IsoDate,
  to: IsoDate,
  filter: { type?: CategorySum['type']; category?: string; query?: string } = {},
): Promise<CategorySum[]> {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(sql`and type = ${filter.type}`);
  if (filter.category) conditions.push(sql`and category = ${filter.category}`);
  // Words of a description are in the rows only, never in the rollups.
  if (filter.query) conditions.push(sql`and description ilike ${likePattern(filter.query)}`);
  const extra = sql.join(conditions, sql` `);
  const query =
    coversWholeMonths(from, to, context.today) && !filter.query
      ? sql`select type, category, currency, sum(total_minor)::text as total, sum(count)::text as count
        from transaction_monthly_rollups
        where user_id = ${context.userId} and month between ${monthStart(from)}::date and ${monthStart(to)}::date ${extra}
        group by type, category, currency`
      : sql`select type, category, currency, sum(amount_minor)::text as total, count(*)::text as count
        from transactions
        where user_id = ${context.userId} and occurred_on between ${from}::date and ${to}::date and paid_group_expense_id is null ${extra}
        group by type, category, currency`;
  const result = await context.db.execute<SumRow>(query);
  return toSums(result.rows);
}

export interface MonthSum {
  month: string;
  type: CategorySum['type'];
  category: string;
  totalMinor: bigint;
}

/** Per month, type and category in the user's currency, from the monthly rollups. */
export async function monthlySums(context: ToolContext, fromMonth: string, toMonth: string): Promise<MonthSum[]> {
  const result = await context.db.execute<{ month: string; type: MonthSum['type']; category: string; total: string }>(sql`
    select to_char(month, 'YYYY-MM') as month, type, category, total_minor::text as total
    from transaction_monthly_rollups
    where user_id = ${context.userId} and currency = ${context.currency}
      and month between ${`${fromMonth}-01`}::date and ${`${toMonth}-01`}::date`);
  return result.rows.map((row) => ({ month: row.month, type: row.type, category: row.category, totalMinor: BigInt(row.total) }));
}

/** The months (YYYY-MM) from `months - 1` before `to` up to `to`. */
export function monthList(to: string, months: number): string[] {
  return Array.from({ length: months }, (_, index) => addMonths(`${to}-01`, index - (months - 1)).slice(0, 7));
}
