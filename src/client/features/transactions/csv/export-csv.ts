import type { Transaction } from '@domain/transactions/transactions';
import { toCsv } from '@domain/shared/csv';

/** Column names stay English so a file exported in any language imports again with its columns recognised. */
export const exportColumns = ['date', 'type', 'category', 'description', 'amount', 'currency', 'destination', 'goal'] as const;

/** Amounts are positive decimals (the type says the direction), dates ISO; goal titles stand in for goal ids; formulas are defused. */
export function transactionsToCsv(items: readonly Transaction[], goalTitles: ReadonlyMap<string, string> = new Map()): string {
  const rows = items.map((item) => [
    item.date,
    item.type,
    item.category,
    item.description,
    item.amount,
    item.currency,
    item.destination ?? '',
    item.goalId ? (goalTitles.get(item.goalId) ?? item.goalId) : '',
  ]);
  return toCsv([[...exportColumns], ...rows]);
}

export function exportFileName(today: string): string {
  return `tandem-transactions-${today}.csv`;
}

/** Hands the text to the browser as a download; the byte-order mark makes spreadsheets read it as UTF-8. */
export function downloadCsv(text: string, fileName: string): void {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
