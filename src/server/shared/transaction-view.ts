import type { TransactionType } from '../../domain/categories/categories';
import { formatMinor } from '../../domain/shared/money';
import type { GroupExpenseLink, Transaction } from '../../domain/transactions/transactions';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { TransactionRow } from '../db/schema/index';

/** numeric(24, 12) as PostgreSQL writes it ("0.920000000000") to the shortest decimal ("0.92"). */
export function rateText(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** A contribution's money on the goal's side; all null on other rows. */
function goalMoney(currency: string | null, rate: string | null, amountMinor: bigint | null): Pick<Transaction, 'goalCurrency' | 'goalRate' | 'goalAmount'> {
  if (currency === null || rate === null || amountMinor === null) return { goalCurrency: null, goalRate: null, goalAmount: null };
  return { goalCurrency: currency, goalRate: rateText(rate), goalAmount: formatMinor(amountMinor, currency) };
}

/**
 * The wire shape: the amount as an exact decimal string, the date as the user's calendar day.
 * `link` is the group expense the row is a share of or paid (see `groupLinksOf`), when known.
 */
export function toTransaction(row: TransactionRow, link: GroupExpenseLink | null = null): Transaction {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type,
    category: row.category,
    amount: formatMinor(row.amountMinor, row.currency),
    currency: row.currency,
    rate: rateText(row.fxRate),
    baseCurrency: row.baseCurrency,
    baseAmount: formatMinor(row.baseAmountMinor, row.baseCurrency),
    description: row.description,
    goalId: row.goalId,
    ...goalMoney(row.goalCurrency, row.goalRate, row.goalAmountMinor),
    destination: row.destination,
    date: row.occurredOn,
    groupExpenseId: row.groupExpenseId,
    paidGroupExpenseId: row.paidGroupExpenseId,
    groupExpense: row.groupExpenseId === null && row.paidGroupExpenseId === null ? null : link,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A transaction as `transactionTextColumns` selects it: every value already text. */
export interface TransactionTextRow {
  id: string;
  user_id: string;
  type: TransactionType;
  category: string;
  amount_minor: string;
  currency: string;
  fx_rate: string;
  base_currency: string;
  base_amount_minor: string;
  description: string;
  goal_id: string | null;
  goal_currency: string | null;
  goal_rate: string | null;
  goal_amount_minor: string | null;
  destination: string | null;
  group_expense_id: string | null;
  paid_group_expense_id: string | null;
  /** The linked expense as `groupLinkColumn` reads it; null on rows with no link. */
  group_link: GroupExpenseLink | null;
  occurred_on: string;
  created_at: string;
  updated_at: string;
}

/** An instant as `Date.prototype.toISOString` writes it (milliseconds, UTC). */
const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The group expense a row is a share of or paid, with its group, as JSON: looked up only for the
 * few rows that have a link (a primary-key probe each). Its columns are named so that nothing in
 * the subquery shadows the outer row's.
 */
const groupLinkColumn = `case when group_expense_id is null and paid_group_expense_id is null then null else (
    select json_build_object('id', ge.id, 'groupId', gg.id, 'groupName', gg.name, 'description', ge.description)
    from group_expenses ge join groups gg on gg.id = ge.group_id
    where ge.id = coalesce(group_expense_id, paid_group_expense_id)
  ) end as group_link`;

/**
 * The columns of `transactions` (unqualified) for lists of many rows: PostgreSQL writes dates,
 * instants and amounts as text, so no Date or bigint is built and re-formatted per row.
 */
export const transactionTextColumns = [
  'id',
  'user_id',
  'type',
  'category',
  'amount_minor::text as amount_minor',
  'currency',
  'fx_rate::text as fx_rate',
  'base_currency',
  'base_amount_minor::text as base_amount_minor',
  'description',
  'goal_id',
  'goal_currency',
  'goal_rate::text as goal_rate',
  'goal_amount_minor::text as goal_amount_minor',
  'destination',
  'group_expense_id',
  'paid_group_expense_id',
  groupLinkColumn,
  'occurred_on::text as occurred_on',
  `${isoText('created_at')} as created_at`,
  `${isoText('updated_at')} as updated_at`,
].join(', ');

export function textRowToTransaction(row: TransactionTextRow): Transaction {
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type,
    category: row.category,
    amount: formatMinor(BigInt(row.amount_minor), row.currency),
    currency: row.currency,
    rate: rateText(row.fx_rate),
    baseCurrency: row.base_currency,
    baseAmount: formatMinor(BigInt(row.base_amount_minor), row.base_currency),
    description: row.description,
    goalId: row.goal_id,
    ...goalMoney(row.goal_currency, row.goal_rate, row.goal_amount_minor === null ? null : BigInt(row.goal_amount_minor)),
    destination: row.destination,
    date: row.occurred_on,
    groupExpenseId: row.group_expense_id,
    paidGroupExpenseId: row.paid_group_expense_id,
    groupExpense: row.group_link,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The group expense (and its group) each link of `rows` names, by expense id, in one query. */
export async function groupLinksOf(
  db: Pick<Database, 'execute'>,
  rows: readonly Pick<TransactionRow, 'groupExpenseId' | 'paidGroupExpenseId'>[],
): Promise<Map<string, GroupExpenseLink>> {
  const ids = [...new Set(rows.map((row) => row.groupExpenseId ?? row.paidGroupExpenseId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const result = await db.execute<{ id: string; group_id: string; group_name: string; description: string }>(sql`
    select ge.id, gg.id as group_id, gg.name as group_name, ge.description
    from group_expenses ge join groups gg on gg.id = ge.group_id
    where ge.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return new Map(result.rows.map((row) => [row.id, { id: row.id, groupId: row.group_id, groupName: row.group_name, description: row.description }]));
}

/** `toTransaction` for a few rows, with their group expense links looked up. */
export async function withGroupLinks(db: Pick<Database, 'execute'>, rows: readonly TransactionRow[]): Promise<Transaction[]> {
  const links = await groupLinksOf(db, rows);
  return rows.map((row) => toTransaction(row, links.get(row.groupExpenseId ?? row.paidGroupExpenseId ?? '') ?? null));
}
