import type { IsoDate } from '../../shared/dates';
import { formatMinor, formatMoney, toMinor } from '../../shared/money';
import type { Phrases } from './language-pack';

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

export function categoryName(category: string, phrases: Phrases): string {
  // A category of the user's own is their text.
  return (phrases.categories as Record<string, string>)[category] ?? userText(category.replace(/_/g, ' '));
}

/** Tool amounts are exact decimal strings and may be negative (a balance owed, a month's net). */
export function minor(decimal: string, currency: string): bigint {
  const negative = decimal.startsWith('-');
  const value = toMinor(negative ? decimal.slice(1) : decimal, currency) ?? 0n;
  return negative ? -value : value;
}

/** An amount in minor units, formatted for the reader. */
export const money = (value: bigint, currency: string, locale: string) => formatMoney(formatMinor(value, currency), currency, locale);

/** `fill`, then the gaps an empty value leaves closed up: "You spent $5  this month ." reads "You spent $5 this month." */
export function sentence(template: string, values: Record<string, string | number>): string {
  return fill(template, values)
    .replace(/ {2,}/g, ' ')
    .replace(/ ([.,:;)!?،。])/gu, '$1')
    .trim();
}
