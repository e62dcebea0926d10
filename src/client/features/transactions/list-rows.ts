import { toMinor } from '@domain/shared/money';
import type { Transaction } from '@domain/transactions/transactions';

export type ListRow = { kind: 'day'; date: string; key: string; netMinor: bigint | null; currency: string } | { kind: 'item'; key: string; transaction: Transaction };

export const dayRowHeight = 44;
export const itemRowHeight = 72;

/** The newest-first list as day headings each followed by that day's transactions. */
export function buildRows(items: readonly Transaction[]): ListRow[] {
  const rows: ListRow[] = [];
  let day: Extract<ListRow, { kind: 'day' }> | null = null;
  for (const transaction of items) {
    if (!day || day.date !== transaction.date) {
      day = { kind: 'day', date: transaction.date, key: `day-${transaction.date}`, netMinor: 0n, currency: transaction.currency };
      rows.push(day);
    }
    if (day.netMinor !== null) {
      // A day mixing currencies (after a currency change) has no single total.
      const minor = transaction.currency === day.currency ? toMinor(transaction.amount, transaction.currency) : null;
      if (minor === null) day.netMinor = null;
      else if (transaction.type === 'income') day.netMinor += minor;
      else if (transaction.type === 'expense') day.netMinor -= minor;
    }
    rows.push({ kind: 'item', key: transaction.id, transaction });
  }
  return rows;
}

export function rowSizes(rows: readonly ListRow[]): number[] {
  return rows.map((row) => (row.kind === 'day' ? dayRowHeight : itemRowHeight));
}
