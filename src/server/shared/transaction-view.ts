import type { TransactionType } from '../../domain/categories';
import { formatMinor } from '../../domain/money';
import type { Transaction } from '../../domain/transactions';
import type { TransactionRow } from '../db/schema/index';

/** The wire shape: the amount as an exact decimal string, the date as the user's calendar day. */
export function toTransaction(row: TransactionRow): Transaction {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type,
    category: row.category,
    amount: formatMinor(row.amountMinor, row.currency),
    currency: row.currency,
    description: row.description,
    goalId: row.goalId,
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
  description: string;
  goal_id: string | null;
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
  'description',
  'goal_id',
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
    description: row.description,
    goalId: row.goal_id,
    destination: row.destination,
    date: row.occurred_on,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
