import { sql, type SQL } from 'drizzle-orm';
import type { TransactionType } from '../../domain/categories/categories';
import { formatMinor } from '../../domain/shared/money';
import type { OtherCurrencyTotals } from '../../domain/currency/other-currencies';
import type { Database } from '../db/client';

interface Row extends Record<string, unknown> {
  currency: string;
  type: TransactionType;
  total: string;
  count: string;
}

/** Sums per currency and type become one entry per currency, each in its own currency. */
function perCurrency(rows: Row[]): OtherCurrencyTotals {
  const byCurrency = new Map<string, { count: number; sums: Record<TransactionType, bigint> }>();
  for (const row of rows) {
    const entry = byCurrency.get(row.currency) ?? { count: 0, sums: { income: 0n, expense: 0n, transfer: 0n } };
    entry.count += Number(row.count);
    entry.sums[row.type] += BigInt(row.total);
    byCurrency.set(row.currency, entry);
  }
  return [...byCurrency]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, { count, sums }]) => ({
      currency,
      count,
      income: formatMinor(sums.income, currency),
      expenses: formatMinor(sums.expense, currency),
      transfers: formatMinor(sums.transfer, currency),
    }));
}

async function sums(db: Database, source: SQL): Promise<OtherCurrencyTotals> {
  const result = await db.execute<Row>(source);
  return perCurrency(result.rows);
}

/**
 * Transactions in other currencies than the user's, per currency, for the months a summary
 * covers (YYYY-MM, inclusive). Read from the monthly rollups: a few rows at most.
 */
export function otherCurrenciesInMonths(db: Database, userId: string, currency: string, from: string, to: string): Promise<OtherCurrencyTotals> {
  return sums(
    db,
    sql`select currency, type, sum(total_minor)::text as total, sum(count)::text as count
      from transaction_monthly_rollups
      where user_id = ${userId} and currency <> ${currency} and month between ${`${from}-01`}::date and ${`${to}-01`}::date
      group by currency, type`,
  );
}

/** The same over the whole history (the dashboard's balance and net worth are all-time), from the all-time totals. */
export function otherCurrenciesAllTime(db: Database, userId: string): Promise<OtherCurrencyTotals> {
  return sums(
    db,
    sql`select t.currency, t.type, sum(t.total_minor)::text as total, sum(t.count)::text as count
      from transaction_totals t join users u on u.id = t.user_id
      where t.user_id = ${userId} and t.currency <> u.currency and t.count > 0
      group by t.currency, t.type`,
  );
}
