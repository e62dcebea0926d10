import type { ImportSettings } from '../map-rows';
import { guessDecimalMark, parseAmount } from '../parse-values';
import type { StatementEntry } from './statement-entry';

/** Statements need no column mapping: these columns, signed amounts and ISO dates. */
export const statementSettings: ImportSettings = {
  hasHeader: true,
  columns: { date: 0, amount: 1, type: null, description: 2, category: 3 },
  typeSource: 'sign',
  dateOrder: 'ymd',
  decimalMark: 'dot',
};

/**
 * Entries as the rows the mapping and preview read: a header, then date, signed amount with a
 * dot decimal, description and category. Amounts that cannot be read keep the file's text.
 */
export function statementRows(entries: readonly StatementEntry[]): string[][] {
  const mark = guessDecimalMark(entries.map((entry) => entry.amount));
  const rows = entries.map((entry) => {
    const amount = parseAmount(entry.amount, mark);
    const signed = amount ? `${amount.negative ? '-' : ''}${amount.decimal}` : entry.amount;
    return [entry.date, signed, entry.description, entry.category ?? ''];
  });
  return [['Date', 'Amount', 'Description', 'Category'], ...rows];
}
