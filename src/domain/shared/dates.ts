/** Calendar dates are ISO strings `YYYY-MM-DD`; they sort and compare as strings. */
export type IsoDate = string;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const midnightUtcPattern = /^(\d{4}-\d{2}-\d{2})T00:00(?::00(?:\.0+)?)?(?:Z|[+-]00:?00)$/;
const localDateTimePattern = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;
const instantPattern = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):?(\d{2}))$/;

export const minimumDate: IsoDate = '1900-01-01';
export const maximumDate: IsoDate = '2999-12-31';

export function isIsoDate(value: string): boolean {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Building a DateTimeFormat costs far more than using one, so each zone's is kept. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (formatters.size > 500) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date of an instant as seen in an IANA time zone. */
export function dateInZone(instant: Date, timeZone: string): IsoDate {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** "Today" for a user: the date in their time zone. */
export function todayInZone(timeZone: string, now: Date = new Date()): IsoDate {
  return dateInZone(now, timeZone);
}

/**
 * Reads the date a client meant. A plain date is taken as is; an ISO value at exactly UTC
 * midnight is a calendar date serialised by `toISOString()`, so its date part is kept; a
 * local date-time keeps its date; any other instant is read in the user's time zone.
 */
export function calendarDateFrom(value: string, timeZone: string): IsoDate | null {
  const date = calendarDateText(value, timeZone);
  return date !== null && date >= minimumDate && date <= maximumDate ? date : null;
}

/**
 * An instant's parts must exist as written: `Date` would roll 30 February into March and
 * 24:00 into the next day.
 */
function isRealInstant(match: RegExpExecArray): boolean {
  const [, date, hours, minutes, seconds = '0', offsetHours = '0', offsetMinutes = '0'] = match;
  return isIsoDate(date!) && Number(hours) <= 23 && Number(minutes) <= 59 && Number(seconds) <= 59 && Number(offsetHours) <= 23 && Number(offsetMinutes) <= 59;
}

/** `calendarDateFrom` without the 1900–2999 bounds. */
export function calendarDateText(value: string, timeZone: string): IsoDate | null {
  const text = value.trim();
  if (isoDatePattern.test(text)) return isIsoDate(text) ? text : null;
  const midnight = midnightUtcPattern.exec(text) ?? localDateTimePattern.exec(text);
  if (midnight) return isIsoDate(midnight[1]!) ? midnight[1]! : null;
  const instantMatch = instantPattern.exec(text);
  if (!instantMatch || !isRealInstant(instantMatch)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : dateInZone(instant, timeZone);
}

function toUtc(date: IsoDate): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

function fromUtc(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const value = toUtc(date);
  value.setUTCDate(value.getUTCDate() + days);
  return fromUtc(value);
}

/** Adds calendar months, clamping the day to the target month's length (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const value = toUtc(date);
  const day = value.getUTCDate();
  value.setUTCDate(1);
  value.setUTCMonth(value.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(value.getUTCFullYear(), value.getUTCMonth() + 1, 0)).getUTCDate();
  value.setUTCDate(Math.min(day, lastDay));
  return fromUtc(value);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** First day of the date's month. */
export function monthStart(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

/** `YYYY-MM` of a date. */
export function monthKey(date: IsoDate): string {
  return date.slice(0, 7);
}

export const dateMessages = {
  invalid: 'validation.dateInvalid',
  isoDate: 'validation.dateFormat',
  month: 'validation.monthFormat',
  monthOutOfRange: 'validation.monthOutOfRange',
} as const;
