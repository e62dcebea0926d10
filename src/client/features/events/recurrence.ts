import { isIsoDate, type IsoDate } from '@domain/shared/dates';
import { instantFromWallTime } from '@domain/shared/zoned-time';
import { localDateOf } from './event-time';

/** What the repeat selector offers; `custom` stands for a rule made elsewhere, kept as it is. */
export const repeatFrequencies = ['never', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type RepeatFrequency = (typeof repeatFrequencies)[number] | 'custom';

export const repeatEnds = ['never', 'on', 'after'] as const;
export type RepeatEnd = (typeof repeatEnds)[number];

/** The most occurrences the form offers: ten years of a daily event would already be 3,650. */
export const maxRepeatCount = 999;

export interface RepeatChoice {
  frequency: Exclude<RepeatFrequency, 'never' | 'custom'>;
  end: RepeatEnd;
  /** The last day an occurrence may start on (end `on`). */
  until: IsoDate | null;
  /** How many occurrences in all (end `after`). */
  count: number | null;
}

const frequencyNames = { daily: 'DAILY', weekly: 'WEEKLY', monthly: 'MONTHLY', yearly: 'YEARLY' } as const;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * RFC 5545 wants UNTIL in UTC when the start is an instant: the end of the chosen day in the
 * account's zone, so an occurrence that starts that day is still included.
 */
function untilValue(date: IsoDate, timeZone: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const endOfDay = instantFromWallTime({ year, month, day, hour: 23, minute: 59, second: 59 }, timeZone);
  return (
    `${endOfDay.getUTCFullYear()}${pad(endOfDay.getUTCMonth() + 1)}${pad(endOfDay.getUTCDate())}` +
    `T${pad(endOfDay.getUTCHours())}${pad(endOfDay.getUTCMinutes())}${pad(endOfDay.getUTCSeconds())}Z`
  );
}

/** The RRULE value (without `RRULE:`) the API stores, e.g. `FREQ=WEEKLY;COUNT=10`. */
export function recurrenceRule(choice: RepeatChoice, timeZone: string): string {
  const parts = [`FREQ=${frequencyNames[choice.frequency]}`];
  if (choice.end === 'after' && choice.count) parts.push(`COUNT=${choice.count}`);
  if (choice.end === 'on' && choice.until) parts.push(`UNTIL=${untilValue(choice.until, timeZone)}`);
  return parts.join(';');
}

/** UNTIL as a calendar date in the account's zone (a date or a floating local time is taken as it is). */
function untilDate(value: string, timeZone: string): IsoDate | null {
  const dateOnly = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (dateOnly) {
    const date = `${dateOnly[1]}-${dateOnly[2]}-${dateOnly[3]}`;
    return isIsoDate(date) ? date : null;
  }
  const instant = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(value);
  if (!instant) return null;
  const [, year, month, day, hours, minutes, seconds, utc] = instant;
  const parts = [year, month, day, hours, minutes, seconds].map(Number) as [number, number, number, number, number, number];
  const moment = utc
    ? new Date(Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3], parts[4], parts[5]))
    : instantFromWallTime({ year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4], second: parts[5] }, timeZone);
  return Number.isNaN(moment.getTime()) ? null : localDateOf(moment, timeZone);
}

/**
 * Reads a rule back into the selector's terms, or null when it says more than the selector
 * can (an interval, chosen weekdays…): such a rule is shown and kept, never rewritten.
 */
export function parseRecurrence(rule: string, timeZone: string): RepeatChoice | null {
  const fields = new Map<string, string>();
  for (const part of rule.replace(/^RRULE:/i, '').split(';')) {
    const [name, value] = part.split('=');
    if (!name || value === undefined) return null;
    fields.set(name.toUpperCase(), value.toUpperCase());
  }
  const frequency = (Object.keys(frequencyNames) as RepeatChoice['frequency'][]).find((key) => frequencyNames[key] === fields.get('FREQ'));
  if (!frequency) return null;
  const known = new Set(['FREQ', 'COUNT', 'UNTIL']);
  if (fields.get('INTERVAL') === '1') fields.delete('INTERVAL');
  if ([...fields.keys()].some((name) => !known.has(name))) return null;
  const countText = fields.get('COUNT');
  const untilText = fields.get('UNTIL');
  if (countText !== undefined) {
    const count = Number(countText);
    return Number.isInteger(count) && count > 0 ? { frequency, end: 'after', until: null, count } : null;
  }
  if (untilText !== undefined) {
    const until = untilDate(untilText, timeZone);
    return until ? { frequency, end: 'on', until, count: null } : null;
  }
  return { frequency, end: 'never', until: null, count: null };
}
