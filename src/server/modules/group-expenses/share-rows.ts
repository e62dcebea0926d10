import { sql } from 'drizzle-orm';
import { convertMinor } from '../../../domain/currency/exchange-rate-math';
import { todayInZone } from '../../../domain/shared/dates';
import type { Database } from '../../db/client';
import { transactions, type TransactionRow } from '../../db/schema/index';
import { referenceRateOrNull, type ExchangeRates } from '../../shared/exchange-rates';
import { alertOnExpenses } from '../../shared/expense-alerts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

interface ShareSource extends Record<string, unknown> {
  user_id: string;
  share_minor: string;
  category: string;
  description: string;
  occurred_on: string;
  group_currency: string;
  user_currency: string;
  user_timezone: string;
  row_amount_minor: string | null;
  row_base_amount_minor: string | null;
  row_category: string | null;
  row_fx_rate: string | null;
  row_base_currency: string | null;
  row_occurred_on: string | null;
}

/** The reference rate from one currency into another on a date, or null when none can be had. */
export type RateLookup = (from: string, to: string, date: string) => Promise<string | null>;

/**
 * Reference rates looked up at most once per currency pair and date, and remembered: a write
 * looks up the rates its shares need before its database transaction opens
 * (`prefetchShareRates`), so no connection holding locks waits on the rate source.
 */
export function shareRates(rates?: ExchangeRates): RateLookup {
  const known = new Map<string, Promise<string | null>>();
  return (from, to, date) => {
    const key = `${from}>${to}@${date}`;
    let found = known.get(key);
    if (!found) {
      found = referenceRateOrNull(rates, from, to, date);
      known.set(key, found);
    }
    return found;
  };
}

/** Looks up the rates into the currencies of `memberIds` that differ from the group's, ahead of the write that needs them. */
export async function prefetchShareRates(db: Pick<Database, 'execute'>, lookup: RateLookup, groupCurrency: string, memberIds: readonly string[], date: string): Promise<void> {
  const ids = [...new Set(memberIds)];
  if (ids.length === 0) return;
  const result = await db.execute<{ currency: string }>(sql`
    select distinct currency from users where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and currency <> ${groupCurrency}`);
  await Promise.all(result.rows.map((row) => lookup(groupCurrency, row.currency, date)));
}

export interface ShareSync {
  /** Share rows written (inserted or brought up to date). */
  written: number;
  /** Shares left without a row for want of a reference rate; the group-shares job fills them later. */
  missing: number;
}

/**
 * The rate a member's share counts at in their own currency: 1 in the group's currency; the rate
 * their row already has when it was taken for the same date and currency; otherwise the reference
 * rate of the expense date, or null when none can be had (no rate is ever made up).
 */
async function shareRate(source: ShareSource, lookup: RateLookup): Promise<string | null> {
  if (source.user_currency === source.group_currency) return '1';
  if (source.row_fx_rate !== null && source.row_base_currency === source.user_currency && source.row_occurred_on === source.occurred_on) return source.row_fx_rate;
  return lookup(source.group_currency, source.user_currency, source.occurred_on);
}

/** Whether a member's share row is new or moves their spending (amount, category or date); a new description alone does not. */
function shareSpendingChanged(source: ShareSource, baseAmountMinor: bigint): boolean {
  return (
    source.row_amount_minor === null ||
    source.row_amount_minor !== source.share_minor ||
    source.row_base_amount_minor !== baseAmountMinor.toString() ||
    source.row_category !== source.category ||
    source.row_occurred_on !== source.occurred_on
  );
}

/**
 * A share is the member's own spending (decision 023), so it raises the alerts an expense of
 * theirs would: a large expense judged by the share, not the whole expense, and the budgets'
 * thresholds by the same rollups the budgets screen reads. Each member in their own currency and
 * today, one alert read per member whose share moved.
 */
async function alertOnShares(tx: Tx, rows: readonly TransactionRow[], owners: ReadonlyMap<string, { currency: string; timezone: string }>): Promise<void> {
  for (const row of rows) {
    const owner = owners.get(row.userId)!;
    await alertOnExpenses(tx, row.userId, { currency: owner.currency, today: todayInZone(owner.timezone) }, [{ ...row, date: row.occurredOn }]);
  }
}

/**
 * Makes the member share rows of one expense (transactions with `group_expense_id`) equal to its
 * `group_expense_shares`: a row per member with a share other than zero, in the expense's category,
 * description and date, the share in the group's currency (negative for a refund's share) at the
 * reference rate into the member's own currency. Rows of people no longer on the expense, or whose
 * share became zero, go; a member whose rate cannot be had is skipped (their old row goes too when
 * its rate no longer fits) and counted in `missing`. A member whose share is new or moved raises
 * the transaction alerts it calls for. Runs inside the caller's transaction, so the rows and their
 * alerts change together with the expense. An expense that no longer exists leaves nothing to do.
 */
export async function syncExpenseShares(tx: Tx, expenseId: string, rates?: ExchangeRates | RateLookup): Promise<ShareSync> {
  const lookup = typeof rates === 'function' ? rates : shareRates(rates);
  const result = await tx.execute<ShareSource>(sql`
    select s.user_id, s.share_minor::text as share_minor, e.category, e.description, e.occurred_on::text as occurred_on,
      g.currency as group_currency, u.currency as user_currency, u.timezone as user_timezone,
      t.amount_minor::text as row_amount_minor, t.base_amount_minor::text as row_base_amount_minor, t.category as row_category,
      t.fx_rate::text as row_fx_rate, t.base_currency as row_base_currency, t.occurred_on::text as row_occurred_on
    from group_expense_shares s
    join group_expenses e on e.id = s.expense_id
    join groups g on g.id = e.group_id
    join users u on u.id = s.user_id
    left join transactions t on t.group_expense_id = s.expense_id and t.user_id = s.user_id
    where s.expense_id = ${expenseId} and s.share_minor <> 0`);
  const keep: string[] = [];
  let missing = 0;
  let written = 0;
  const upserts = [];
  const spendingMoved = new Map<string, { currency: string; timezone: string }>();
  for (const source of result.rows) {
    const rate = await shareRate(source, lookup);
    if (rate === null) {
      missing += 1;
      continue;
    }
    keep.push(source.user_id);
    const amountMinor = BigInt(source.share_minor);
    const baseAmountMinor = convertMinor(amountMinor, rate, source.group_currency, source.user_currency);
    if (shareSpendingChanged(source, baseAmountMinor)) spendingMoved.set(source.user_id, { currency: source.user_currency, timezone: source.user_timezone });
    upserts.push({
      userId: source.user_id,
      type: 'expense' as const,
      category: source.category,
      amountMinor,
      currency: source.group_currency,
      fxRate: rate,
      baseCurrency: source.user_currency,
      baseAmountMinor,
      description: source.description,
      occurredOn: source.occurred_on,
      groupExpenseId: expenseId,
    });
  }
  const gone =
    keep.length === 0
      ? sql``
      : sql`and user_id not in (${sql.join(
          keep.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  await tx.execute(sql`delete from transactions where group_expense_id = ${expenseId} ${gone}`);
  if (upserts.length > 0) {
    const rows = await tx
      .insert(transactions)
      .values(upserts)
      .onConflictDoUpdate({
        target: [transactions.groupExpenseId, transactions.userId],
        targetWhere: sql`${transactions.groupExpenseId} is not null`,
        set: {
          category: sql`excluded.category`,
          amountMinor: sql`excluded.amount_minor`,
          currency: sql`excluded.currency`,
          fxRate: sql`excluded.fx_rate`,
          baseCurrency: sql`excluded.base_currency`,
          baseAmountMinor: sql`excluded.base_amount_minor`,
          description: sql`excluded.description`,
          occurredOn: sql`excluded.occurred_on`,
          updatedAt: sql`now()`,
        },
        // Rows already equal stay untouched: no update, no rollup churn.
        setWhere: sql`(${transactions.category}, ${transactions.amountMinor}, ${transactions.currency}, ${transactions.fxRate}, ${transactions.baseCurrency}, ${transactions.description}, ${transactions.occurredOn})
          is distinct from (excluded.category, excluded.amount_minor, excluded.currency, excluded.fx_rate, excluded.base_currency, excluded.description, excluded.occurred_on)`,
      })
      .returning();
    written = rows.length;
    await alertOnShares(
      tx,
      rows.filter((row) => spendingMoved.has(row.userId)),
      spendingMoved,
    );
  }
  return { written, missing };
}

/**
 * Expenses with a member's share that has no row yet (its rate was missing when it was written),
 * in id order after `after`: a caller pages through them all, so expenses whose rate never comes
 * cannot hold back the rest.
 */
export async function expensesMissingShareRows(db: Pick<Database, 'execute'>, limit: number, after: string | null = null): Promise<string[]> {
  const from = after === null ? sql`` : sql`and s.expense_id > ${after}::uuid`;
  const result = await db.execute<{ expense_id: string }>(sql`
    select distinct s.expense_id
    from group_expense_shares s
    where s.share_minor <> 0 ${from}
      and not exists (select 1 from transactions t where t.group_expense_id = s.expense_id and t.user_id = s.user_id)
    order by s.expense_id
    limit ${limit}`);
  return result.rows.map((row) => row.expense_id);
}
