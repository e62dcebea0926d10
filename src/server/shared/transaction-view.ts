import type { TransactionType } from '../../domain/categories/categories';
import { formatMinor } from '../../domain/shared/money';
import type { Transaction } from '../../domain/transactions/transactions';
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

/** The wire shape: the amount as an exact decimal string, the date as the user's calendar day. */
export function toTransaction(row: TransactionRow): Transaction {
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
  occurred_on: string;
  created_at: string;
  updated_at: string;
}

/** An instant as `Date.prototype.toISOString` writes it (milliseconds, UTC). */
const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

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
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
