import { addDays, addMonths, daysBetween, type IsoDate } from '../shared/dates';
import { normaliseDescription } from './matching';
import { toleranceMax } from './recurring';

/** A past transaction as detection reads it. */
export interface HistoryEntry {
  date: IsoDate;
  type: string;
  category: string;
  amountMinor: bigint;
  currency: string;
  description: string;
}

export type Interval = 'weekly' | 'biweekly' | 'monthly' | 'yearly';

/** A proposed schedule, before its amount is written as a decimal string. */
export interface DetectedPattern {
  type: string;
  category: string;
  amountMinor: bigint;
  currency: string;
  tolerancePercent: number;
  description: string;
  rule: string;
  startsOn: IsoDate;
  interval: Interval;
  occurrences: number;
  lastOn: IsoDate;
}

export const minimumOccurrences = 3;
/** Amounts further apart than this (percent of the typical one) are not one bill. */
const largestSpreadPercent = 25;

function intervalOf(from: IsoDate, to: IsoDate): Interval | null {
  const days = daysBetween(from, to);
  if (days >= 6 && days <= 8) return 'weekly';
  if (days >= 13 && days <= 15) return 'biweekly';
  if (days >= 27 && days <= 33) return 'monthly';
  if (days >= 360 && days <= 370) return 'yearly';
  return null;
}

/** The name a payee goes by: its normalised words without those holding digits (references, dates, card numbers). */
const payeeName = (description: string) =>
  normaliseDescription(description)
    .split(' ')
    .filter((word) => word && !/\d/.test(word))
    .join(' ');

const periodDays: Record<Interval, number> = { weekly: 7, biweekly: 14, monthly: 31, yearly: 366 };

function nextDate(last: IsoDate, interval: Interval, monthDay: number): IsoDate {
  switch (interval) {
    case 'weekly':
      return addDays(last, 7);
    case 'biweekly':
      return addDays(last, 14);
    case 'monthly': {
      const month = addMonths(`${last.slice(0, 8)}01`, 1);
      const lastDay = Number(addDays(addMonths(month, 1), -1).slice(8));
      return `${month.slice(0, 8)}${String(Math.min(monthDay, lastDay)).padStart(2, '0')}`;
    }
    case 'yearly':
      return addMonths(last, 12);
  }
}

const weekdayCodes = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

function ruleFor(interval: Interval, startsOn: IsoDate, monthDay: number): string {
  const weekday = weekdayCodes[new Date(`${startsOn}T00:00:00Z`).getUTCDay()]!;
  switch (interval) {
    case 'weekly':
      return `FREQ=WEEKLY;BYDAY=${weekday}`;
    case 'biweekly':
      return `FREQ=WEEKLY;INTERVAL=2;BYDAY=${weekday}`;
    case 'monthly':
      return `FREQ=MONTHLY;BYMONTHDAY=${monthDay}`;
    case 'yearly':
      return `FREQ=YEARLY;BYMONTH=${Number(startsOn.slice(5, 7))};BYMONTHDAY=${Number(startsOn.slice(8, 10))}`;
  }
}

function median(values: bigint[]): bigint {
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The most frequent value (the latest one on a tie). */
function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].reduce((best, entry) => (entry[1] >= best[1] ? entry : best))[0];
}

/**
 * Patterns in a user's history that look like a recurring transaction: the same type, currency
 * and description (normalised), at least three times, every gap between the latest of them the
 * same interval (weekly, every two weeks, monthly or yearly), amounts within 25% of the typical
 * one, and still going (the last one at most two intervals before `today`). `known` lists the
 * existing schedules: a pattern one of them already covers is not proposed.
 */
export function detectRecurring(
  history: readonly HistoryEntry[],
  today: IsoDate,
  known: readonly { type: string; currency: string; description: string }[] = [],
): DetectedPattern[] {
  const covered = new Set(known.map((entry) => `${entry.type}|${entry.currency}|${payeeName(entry.description)}`));
  const groups = new Map<string, HistoryEntry[]>();
  for (const entry of history) {
    const name = payeeName(entry.description);
    if (!name || entry.amountMinor <= 0n) continue;
    const key = `${entry.type}|${entry.currency}|${name}`;
    if (covered.has(key)) continue;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  const found: DetectedPattern[] = [];
  for (const entries of groups.values()) {
    const sorted = [...entries].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const pattern = patternOf(sorted, today);
    if (pattern) found.push(pattern);
  }
  return found.sort((a, b) => b.occurrences - a.occurrences || (a.description < b.description ? -1 : 1));
}

function patternOf(sorted: HistoryEntry[], today: IsoDate): DetectedPattern | null {
  if (sorted.length < minimumOccurrences) return null;
  // The run of same-interval gaps ending at the latest entry.
  const last = sorted.at(-1)!;
  let interval: Interval | null = null;
  let run = [last];
  for (let index = sorted.length - 2; index >= 0; index -= 1) {
    const gap = intervalOf(sorted[index]!.date, run[0]!.date);
    if (gap === null || (interval !== null && gap !== interval)) break;
    interval = gap;
    run = [sorted[index]!, ...run];
  }
  if (interval === null || run.length < minimumOccurrences) return null;
  if (daysBetween(last.date, today) > 2 * periodDays[interval] + 3) return null;
  const typical = median(run.map((entry) => entry.amountMinor));
  const spread = run.reduce((largest, entry) => {
    const difference = entry.amountMinor > typical ? entry.amountMinor - typical : typical - entry.amountMinor;
    // Rounded up, so the tolerance's range covers every amount seen.
    const percent = Number((difference * 100n + typical - 1n) / typical);
    return Math.max(largest, percent);
  }, 0);
  if (spread > largestSpreadPercent) return null;
  const monthDay = Number(mostCommon(run.map((entry) => entry.date.slice(8, 10))));
  let startsOn = nextDate(last.date, interval, monthDay);
  while (startsOn < today && daysBetween(startsOn, today) > 2) startsOn = nextDate(startsOn, interval, monthDay);
  return {
    type: last.type,
    category: mostCommon(run.map((entry) => entry.category)),
    amountMinor: typical,
    currency: last.currency,
    tolerancePercent: Math.min(toleranceMax, spread),
    description: last.description,
    rule: ruleFor(interval, startsOn, monthDay),
    startsOn,
    interval,
    occurrences: run.length,
    lastOn: last.date,
  };
}
