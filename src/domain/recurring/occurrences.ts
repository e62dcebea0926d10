import * as rruleModule from 'rrule';
import { addDays, isIsoDate, type IsoDate } from '../shared/dates';
import { recurringMessages } from './recurring';

// rrule's Node entry is CommonJS without named ESM exports (docs/decisions/008-recurring-events.md):
// a bundle run by Node sees it under `default`, Vite and vitest see the named export.
const loaded = rruleModule as unknown as { RRule?: typeof rruleModule.RRule; default?: { RRule: typeof rruleModule.RRule } };
const RRule = (loaded.RRule ?? loaded.default?.RRule) as typeof rruleModule.RRule;
type RuleOptions = Partial<rruleModule.Options>;

export type WeekendHandling = 'none' | 'before' | 'after';

/** What occurrences are computed from: the rule, its first date, its last and the weekend handling. */
export interface ScheduleTiming {
  rule: string;
  startsOn: IsoDate;
  endsOn: IsoDate | null;
  weekend: WeekendHandling;
}

/** One occurrence: the date the rule gives and the date it is due after weekend handling. */
export interface Occurrence {
  scheduledOn: IsoDate;
  dueOn: IsoDate;
}

const allowedKeys = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'BYSETPOS', 'COUNT', 'UNTIL', 'WKST']);
const frequencies = new Set(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);
/** How far ahead a rule is searched for its first date before it counts as producing nothing. */
const searchYears = 30;
/** At most this many occurrences are expanded per call. */
export const maxOccurrencesPerCall = 1000;

/** A rule's parts, upper-cased, without a leading `RRULE:`; null when it is not KEY=VALUE pairs. */
function ruleParts(text: string): Map<string, string> | null {
  const parts = new Map<string, string>();
  const body = text
    .trim()
    .replace(/^RRULE:/i, '')
    .toUpperCase();
  if (!body) return null;
  for (const part of body.split(';')) {
    const [key, value, extra] = part.split('=');
    if (!key || !value || extra !== undefined || parts.has(key)) return null;
    parts.set(key, value);
  }
  return parts;
}

/** The canonical stored form of a rule: upper case, no `RRULE:` prefix. */
export function canonicalRule(text: string): string {
  return text
    .trim()
    .replace(/^RRULE:/i, '')
    .toUpperCase();
}

const utcDate = (date: IsoDate) => new Date(`${date}T00:00:00Z`);
const isoOf = (date: Date): IsoDate => date.toISOString().slice(0, 10);

/** Day of the week of a calendar date: 0 Sunday … 6 Saturday. */
export function weekdayOf(date: IsoDate): number {
  return utcDate(date).getUTCDay();
}

/** The due date of a date the rule gives: Saturday and Sunday move to the Friday before or the Monday after. */
export function shiftForWeekend(date: IsoDate, weekend: WeekendHandling): IsoDate {
  const day = weekdayOf(date);
  if (weekend === 'none' || (day !== 0 && day !== 6)) return date;
  if (weekend === 'before') return addDays(date, day === 6 ? -1 : -2);
  return addDays(date, day === 6 ? 2 : 1);
}

/**
 * The rule as rrule computes it, on calendar dates (UTC midnights, a clock without daylight
 * saving). A monthly day past the 28th is clamped to the month's last day (the 31st is Feb
 * 28/29, Apr 30) rather than skipping shorter months as RFC 5545 does; a yearly rule from
 * Feb 29 falls on Feb 28 in other years.
 */
function optionsFor(rule: string, startsOn: IsoDate): RuleOptions {
  const options: RuleOptions = RRule.parseString(canonicalRule(rule));
  const startDay = Number(startsOn.slice(8, 10));
  const plain = !options.byweekday && !options.bysetpos && !options.byyearday && !options.byweekno;
  const monthDays = options.bymonthday === undefined || options.bymonthday === null ? [] : ([] as number[]).concat(options.bymonthday);
  if (options.freq === RRule.MONTHLY && plain && monthDays.length <= 1) {
    const day = monthDays[0] ?? startDay;
    if (day >= 29) return { ...options, bymonthday: Array.from({ length: day - 27 }, (_, index) => 28 + index), bysetpos: [-1] };
    return { ...options, bymonthday: [day] };
  }
  if (options.freq === RRule.YEARLY && plain && monthDays.length === 0 && !options.bymonth && startsOn.slice(5) === '02-29') {
    return { ...options, bymonth: [2], bymonthday: [28, 29], bysetpos: [-1] };
  }
  return options;
}

function ruleFor(schedule: Pick<ScheduleTiming, 'rule' | 'startsOn'>) {
  return new RRule({ ...optionsFor(schedule.rule, schedule.startsOn), dtstart: utcDate(schedule.startsOn), tzid: null });
}

/**
 * What is wrong with a rule for a schedule, as a message key, or null: it must be RFC 5545
 * RRULE parts rrule understands (no DTSTART: the start is `startsOn`), repeat daily, weekly,
 * monthly or yearly, and fall on at least one date from `startsOn` to `endsOn`.
 */
export function ruleProblem(rule: string, startsOn: IsoDate, endsOn: IsoDate | null = null): string | null {
  const parts = ruleParts(rule);
  if (!parts) return recurringMessages.ruleInvalid;
  for (const key of parts.keys()) if (!allowedKeys.has(key)) return recurringMessages.ruleUnsupported;
  const frequency = parts.get('FREQ');
  if (!frequency) return recurringMessages.ruleInvalid;
  if (!frequencies.has(frequency)) return recurringMessages.ruleUnsupported;
  const interval = parts.get('INTERVAL');
  if (interval !== undefined && (!/^\d{1,3}$/.test(interval) || Number(interval) < 1)) return recurringMessages.ruleInvalid;
  const count = parts.get('COUNT');
  if (count !== undefined && (!/^\d{1,4}$/.test(count) || Number(count) < 1)) return recurringMessages.ruleInvalid;
  if (count !== undefined && parts.has('UNTIL')) return recurringMessages.ruleInvalid;
  const until = parts.get('UNTIL');
  if (until !== undefined && !/^\d{8}(T\d{6}Z?)?$/.test(until)) return recurringMessages.ruleInvalid;
  if (!isIsoDate(startsOn)) return recurringMessages.ruleInvalid;
  try {
    const first = ruleFor({ rule, startsOn }).after(utcDate(startsOn), true);
    const limit = endsOn ?? addDays(startsOn, searchYears * 366);
    if (!first || isoOf(first) > limit) return recurringMessages.ruleNoOccurrences;
  } catch {
    return recurringMessages.ruleInvalid;
  }
  return null;
}

/**
 * The occurrences due from `from` to `to` (both included), in date order, at most `limit`.
 * Dates the rule gives before `startsOn` or after `endsOn` are not occurrences; weekend
 * handling may move a due date a day or two outside them.
 */
export function occurrencesDue(schedule: ScheduleTiming, from: IsoDate, to: IsoDate, limit = maxOccurrencesPerCall): Occurrence[] {
  const start = [addDays(from, -3), schedule.startsOn].sort()[1]!;
  const end = schedule.endsOn && schedule.endsOn < addDays(to, 3) ? schedule.endsOn : addDays(to, 3);
  if (start > end) return [];
  const found: Occurrence[] = [];
  ruleFor(schedule).between(utcDate(start), utcDate(end), true, (date) => {
    const scheduledOn = isoOf(date);
    const dueOn = shiftForWeekend(scheduledOn, schedule.weekend);
    if (dueOn >= from && dueOn <= to) found.push({ scheduledOn, dueOn });
    return found.length < limit;
  });
  return found.sort((a, b) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : 0));
}

/** The occurrence the rule gives on `date` (its own date or its due date), or null. */
export function occurrenceOn(schedule: ScheduleTiming, date: IsoDate): Occurrence | null {
  if (!isIsoDate(date)) return null;
  const near = occurrencesDue(schedule, addDays(date, -3), addDays(date, 3));
  return near.find((entry) => entry.scheduledOn === date) ?? near.find((entry) => entry.dueOn === date) ?? null;
}

/**
 * The first occurrence due on or after `from` that `isDone` does not rule out, looking at most
 * `years` ahead; null when the schedule has ended.
 */
export function nextOccurrence(schedule: ScheduleTiming, from: IsoDate, isDone: (occurrence: Occurrence) => boolean = () => false, years = 5): Occurrence | null {
  let windowStart = from;
  for (let step = 0; step < years; step += 1) {
    const windowEnd = addDays(windowStart, 366);
    const found = occurrencesDue(schedule, windowStart, windowEnd).find((entry) => !isDone(entry));
    if (found) return found;
    if (schedule.endsOn && windowEnd > schedule.endsOn) return null;
    windowStart = addDays(windowEnd, 1);
  }
  return null;
}
