import type { Statement } from './formats/statement-entry';

/** An account number shown as its last four characters, as banks print them: "•••• 9876". */
export function maskAccount(account: string): string {
  const compact = account.replace(/[\s-]/g, '');
  return compact.length > 4 ? `•••• ${compact.slice(-4)}` : compact;
}

export interface StatementSummary {
  /** The name (QIF) or masked number; empty when the file gives neither. */
  label: string;
  count: number;
  /** Earliest and latest readable dates, or null when no date could be read. */
  from: string | null;
  to: string | null;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export function summarise(statement: Statement): StatementSummary {
  const dates = statement.entries
    .map((entry) => entry.date)
    .filter((date) => isoDate.test(date))
    .sort();
  return { label: statement.name ?? maskAccount(statement.account), count: statement.entries.length, from: dates[0] ?? null, to: dates.at(-1) ?? null };
}
