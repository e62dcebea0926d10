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
