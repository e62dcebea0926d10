import { isIsoDate, type IsoDate } from '@domain/shared/dates';
import { fractionDigits, maxFractionDigits, toDecimalString } from '@domain/shared/money';

export type DateOrder = 'ymd' | 'dmy' | 'mdy';
export type DecimalMark = 'dot' | 'comma';

const ymdPattern = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:$|[T\s])/;
const shortPattern = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?:$|[T\s])/;

function iso(year: number, month: number, day: number): IsoDate | null {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isIsoDate(text) ? text : null;
}

/** A calendar date in the given field order; a year-first date is read as such whatever the order. */
export function parseDate(text: string, order: DateOrder): IsoDate | null {
  const value = text.trim();
  const long = ymdPattern.exec(value);
  if (long) return iso(Number(long[1]), Number(long[2]), Number(long[3]));
  const short = shortPattern.exec(value);
  if (!short || order === 'ymd') return null;
  const [first, second] = [Number(short[1]), Number(short[2])];
  const year = short[3]!.length === 2 ? 2000 + Number(short[3]) : Number(short[3]);
  return order === 'dmy' ? iso(year, second, first) : iso(year, first, second);
}

/** Which order the sample dates are written in: a first part above 12 must be a day, a second one a month's day. */
export function guessDateOrder(samples: readonly string[], fallback: DateOrder): DateOrder {
  const values = samples.map((sample) => sample.trim()).filter(Boolean);
  if (values.length > 0 && values.every((value) => ymdPattern.test(value))) return 'ymd';
  let dayFirst = false;
  let monthFirst = false;
  for (const value of values) {
    const short = shortPattern.exec(value);
    if (!short) continue;
    if (Number(short[1]) > 12) dayFirst = true;
    if (Number(short[2]) > 12) monthFirst = true;
  }
  if (dayFirst && !monthFirst) return 'dmy';
  if (monthFirst && !dayFirst) return 'mdy';
  return fallback === 'ymd' ? 'dmy' : fallback;
}

export interface ParsedAmount {
  decimal: string;
  negative: boolean;
}

/**
 * "$1,234.50", "-12", "(45.00)", "1.234,50 €", "12-" → an exact unsigned decimal and its sign;
 * null past `maxDigits` decimals.
 */
export function parseAmount(text: string, mark: DecimalMark, maxDigits = maxFractionDigits): ParsedAmount | null {
  let value = text.trim().replace(/\u2212/g, '-');
  if (!value) return null;
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1);
  }
  value = value.replace(/[^\d.,+-]/g, '');
  if (/^-|-$/.test(value)) negative = true;
  value = value.replace(/^[+-]|[+-]$/g, '');
  if (/[+-]/.test(value)) return null;
  value = mark === 'dot' ? value.replace(/,/g, '') : value.replace(/\./g, '').replace(',', '.');
  const decimal = toDecimalString(value);
  if (decimal === null || fractionDigits(decimal) > maxDigits) return null;
  return { decimal, negative };
}

/** A comma followed by one or two digits at the end, with no such dot, means a comma decimal mark. */
export function guessDecimalMark(samples: readonly string[]): DecimalMark {
  const values = samples.map((sample) => sample.trim()).filter(Boolean);
  const comma = values.some((value) => /,\d{1,2}\D*$/.test(value));
  const dot = values.some((value) => /\.\d{1,2}\D*$/.test(value));
  return comma && !dot ? 'comma' : 'dot';
}
