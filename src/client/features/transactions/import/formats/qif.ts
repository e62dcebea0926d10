import type { IsoDate } from '@domain/dates';
import { guessDateOrder, parseDate, type DateOrder } from '../parse-values';
import { joinDescription, type StatementEntry } from './statement-entry';

/** Sections that list accounts, categories, classes or securities rather than transactions. */
const listSections = /^!(Account|Type:(Cat|Class|Memorized|Prices|Security)|Option|Clear)/i;

interface QifRecord {
  date: string;
  amount: string;
  payee: string;
  memo: string;
  category: string;
}

/**
 * Quicken Interchange Format: `!Type:Bank` (or Cash, CCard, Oth A/L, Invst) sections of records,
 * one field per line keyed by its first letter, each record closed by `^`. QIF does not say how
 * dates are written, so the order is read from the dates themselves (a part over 12 must be the
 * day), else the user's usual order.
 */
export function parseQif(text: string, fallbackOrder: DateOrder, today: IsoDate): StatementEntry[] {
  const records: QifRecord[] = [];
  let skipping = false;
  let current: QifRecord = blank();
  for (const raw of text.split(/\r\n|\n|\r/)) {
    const line = raw.trimEnd();
    if (line.startsWith('!')) {
      skipping = listSections.test(line);
      current = blank();
      continue;
    }
    if (skipping) continue;
    const value = line.slice(1).trim();
    switch (line[0]) {
      case 'D':
        current.date = value;
        break;
      case 'T':
        current.amount = value;
        break;
      case 'U':
        current.amount ||= value;
        break;
      case 'P':
        current.payee = value;
        break;
      case 'M':
        current.memo = value;
        break;
      case 'L':
        current.category = value;
        break;
      case '^':
        if (current.date || current.amount) records.push(current);
        current = blank();
        break;
      default:
        break;
    }
  }
  const dates = records.map((record) => normaliseQifDate(record.date, today));
  const order = guessDateOrder(dates, fallbackOrder);
  return records.map((record, index) => ({
    date: parseDate(dates[index]!, order) ?? record.date,
    amount: record.amount,
    description: joinDescription(record.payee, record.memo),
    category: qifCategory(record.category),
  }));
}

function blank(): QifRecord {
  return { date: '', amount: '', payee: '', memo: '', category: '' };
}

/**
 * Quicken writes 1/31'24 (apostrophe: 2000s), 1/31/24, 01/31/2024, 31.01.2024 or 2024-01-31,
 * sometimes space-padded (1/ 5'24). Returns the same order of parts with a four-digit year.
 */
export function normaliseQifDate(value: string, today: IsoDate): string {
  const text = value.replace(/\s+/g, '');
  const short = /^(\d{1,2})[/.-](\d{1,2})(['/.-])(\d{1,4})$/.exec(text);
  if (!short) return text;
  const [first, second, mark, year] = [short[1]!, short[2]!, short[3]!, short[4]!];
  let fullYear = Number(year);
  if (year.length <= 2) {
    const century = mark === "'" ? 2000 : Number(today.slice(0, 2)) * 100;
    fullYear = century + fullYear;
    // A two-digit year written with a slash that would lie in the future is last century's.
    if (mark !== "'" && fullYear > Number(today.slice(0, 4))) fullYear -= 100;
  }
  return `${first}/${second}/${fullYear}`;
}

/** "Food:Groceries" → "Groceries"; "[Savings]" names a transfer account, not a category. */
function qifCategory(value: string): string {
  if (!value || value.startsWith('[')) return '';
  return value.split(':').at(-1)!.split('/')[0]!.trim();
}
