import type { ImportSettings } from '../map-rows';
import { guessDecimalMark, parseAmount } from '../parse-values';
import { roundHalfEven } from './round-amount';
import type { StatementEntry } from './statement-entry';

/** Statements need no column mapping: these columns, signed amounts and ISO dates. */
export const statementSettings: ImportSettings = {
  hasHeader: true,
  columns: { date: 0, amount: 1, type: null, description: 2, category: 3 },
  typeSource: 'sign',
  dateOrder: 'ymd',
  decimalMark: 'dot',
};

/** More decimals than any bank means: past this an amount is refused rather than rounded. */
const readableDigits = 8;

export interface StatementRows {
  rows: string[][];
  /** How many amounts had more decimals than the currency and were rounded. */
  rounded: number;
}

/**
 * Entries as the rows the mapping and preview read: a header, then date, signed amount with a
 * dot decimal rounded half to even to `digits` decimals, description and category. Amounts that
 * cannot be read keep the file's text.
 */
export function statementRows(entries: readonly StatementEntry[], digits: number): StatementRows {
  const mark = guessDecimalMark(entries.map((entry) => entry.amount));
  let rounded = 0;
  const rows = entries.map((entry) => {
    const amount = parseAmount(entry.amount, mark, readableDigits);
    if (!amount) return [entry.date, entry.amount, entry.description, entry.category ?? ''];
    const decimal = roundHalfEven(amount.decimal, digits);
    if (decimal !== amount.decimal) rounded += 1;
    return [entry.date, `${amount.negative ? '-' : ''}${decimal}`, entry.description, entry.category ?? ''];
  });
  return { rows: [['Date', 'Amount', 'Description', 'Category'], ...rows], rounded };
}
