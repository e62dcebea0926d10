import { addDays, addMonths, monthStart, type IsoDate } from '../../shared/dates';
import { formatMoney } from '../../shared/money';
import type { Phrases } from './language-pack';
import type { PeriodSpec } from './understand';

/** Marks that make Markdown anywhere in a line: emphasis, code, links, images, HTML, entities, table cells. */
const inlineMarks = /[\\`*_{}[\]<>!|~&#]/g;

/**
 * Text someone typed (a title, a name, a description, a payee), made to read as itself in a
 * Markdown answer: its Markdown marks are backslash-escaped, which CommonMark shows as the mark
 * alone, so `[Claim](https://evil.example)` stays those characters, never a link, an image or
 * emphasis; line breaks become spaces and a leading list or heading mark is escaped, so it
 * cannot start a block either. (A bare address stays text that GitHub's renderer may still
 * link; the client renders no link that leaves the app.)
 */
export function userText(text: string): string {
  return text
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .replace(inlineMarks, '\\$&')
    .replace(/^([-+=])/, '\\$1')
    .replace(/^(\d+)([.)])/, '$1\\$2');
}

/** Parts of an answer, blank lines between them; missing parts are left out. */
export const paragraphs = (...parts: (string | null | false | undefined)[]) => parts.filter(Boolean).join('\n\n');

/** Fills `{name}` slots; a missing value leaves the slot visible rather than printing "undefined". */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

/** A gain or a change: "+$12.50", "-$3.00", "$0.00". */
export function signedMoney(decimal: string, currency: string, locale: string): string {
  return formatMoney(decimal, currency, locale, { signDisplay: 'exceptZero' });
}

/**
 * A price per coin: cents for a dollar or more; below a dollar, up to four significant digits
 * after the zeros, so a coin worth $0.00001723 does not show as $0.00.
 */
export function unitPrice(decimal: string, currency: string, locale: string): string {
  const zeros = /^-?0\.(0*)[1-9]/.exec(decimal)?.[1]?.length;
  const digits = zeros === undefined ? {} : { minimumFractionDigits: 2, maximumFractionDigits: Math.max(2, zeros + 4) };
  return formatMoney(decimal, currency, locale, digits);
}

/** Coins held, every decimal kept: "0.123456789012345678". */
export function quantity(decimal: string, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 18 }).format(decimal as `${number}`);
}

export function signedPercent(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(value / 100);
}

export function percent(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

export function count(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

export function day(date: IsoDate, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

export function monthLabel(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));
}

export function instantLabel(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** A Markdown table; pipes inside cells are escaped (unless `userText` did already) so a cell cannot break the layout. */
export function table(headers: string[], rows: string[][]): string {
  const cell = (text: string) => text.replace(/(?<!\\)\|/g, '\\|').replace(/\n/g, ' ');
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(headers), `|${headers.map(() => ' --- ').join('|')}|`, ...rows.map(line)].join('\n');
}

export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

function lastDayOfMonth(date: IsoDate): IsoDate {
  return addDays(addMonths(monthStart(date), 1), -1);
}

/** The dates a period covers, never past today (transactions cannot be in the future). */
export function periodRange(period: PeriodSpec, today: IsoDate): DateRange {
  const clamp = (range: DateRange): DateRange => ({ from: range.from, to: range.to > today ? today : range.to });
  if ('month' in period) return clamp({ from: `${period.month}-01`, to: lastDayOfMonth(`${period.month}-01`) });
  if ('lastMonths' in period) return { from: monthStart(addMonths(today, -(period.lastMonths - 1))), to: today };
  const year = today.slice(0, 4);
  switch (period.word) {
    case 'today':
      return { from: today, to: today };
    case 'thisWeek': {
      // ISO weeks start on Monday.
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
      return { from: addDays(today, -weekday), to: today };
    }
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth': {
      const start = monthStart(addMonths(monthStart(today), -1));
      return { from: start, to: lastDayOfMonth(start) };
    }
    case 'thisYear':
      return { from: `${year}-01-01`, to: today };
    case 'lastYear':
      return { from: `${Number(year) - 1}-01-01`, to: `${Number(year) - 1}-12-31` };
  }
}

export function periodLabel(period: PeriodSpec, phrases: Phrases, locale: string): string {
  if ('month' in period) return fill(phrases.periods.month, { month: monthLabel(period.month, locale) });
  if ('lastMonths' in period) return fill(phrases.periods.lastMonths, { n: count(period.lastMonths, locale) });
  return phrases.periods[period.word];
}

/** The month (YYYY-MM) a period is about, for questions that compare one month with the one before. */
export function periodMonth(period: PeriodSpec | null, today: IsoDate): string {
  if (period && 'month' in period) return period.month;
  if (period && 'word' in period && period.word === 'lastMonth') return addMonths(monthStart(today), -1).slice(0, 7);
  return today.slice(0, 7);
}

export function categoryName(category: string, phrases: Phrases): string {
  // A category of the user's own is their text.
  return (phrases.categories as Record<string, string>)[category] ?? userText(category.replace(/_/g, ' '));
}
