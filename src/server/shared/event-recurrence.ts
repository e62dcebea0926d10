import { createRequire } from 'node:module';
import type * as RRuleModule from 'rrule';
import { eventRuleMessages, maxOccurrencesPerSeries } from '../../domain/events/events';
import { instantFromWallTime, wallTimeAsUtc, wallTimeFromUtcFields, wallTimeIn } from '../../domain/shared/zoned-time';
import { fieldError } from '../http/app-error';

// rrule ships CommonJS as its Node entry without named ESM exports; require() reads it the same on every Node version.
const { RRule } = createRequire(import.meta.url)('rrule') as typeof RRuleModule;
type RRuleInstance = InstanceType<typeof RRule>;

const frequencies = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
const allowedKeys = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'COUNT', 'UNTIL']);
const weekdayPattern = /^([+-]?)(\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/;
const untilPattern = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/;

/** What a recurrence needs to be expanded: its first occurrence, rule and zone. */
export interface SeriesTiming {
  startAt: Date;
  endAt: Date;
  timezone: string;
  recurrence: string | null;
}

const refuse = (message: string) => fieldError('recurrence', message);

function readParts(text: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const part of text
    .replace(/^RRULE:/i, '')
    .toUpperCase()
    .split(';')) {
    const [key, value, extra] = part.split('=');
    if (!key || !value || extra !== undefined || parts.has(key)) throw refuse(eventRuleMessages.recurrenceInvalid);
    parts.set(key, value);
  }
  return parts;
}

function checkByDay(value: string, frequency: string): void {
  for (const day of value.split(',')) {
    const match = weekdayPattern.exec(day);
    if (!match) throw refuse(eventRuleMessages.recurrenceInvalid);
    const ordinal = match[2] === undefined ? null : Number(match[2]);
    if (ordinal === null) continue;
    // "The 2nd Tuesday" means something only within a month or a year (RFC 5545 §3.3.10).
    const largest = frequency === 'MONTHLY' ? 5 : frequency === 'YEARLY' ? 53 : 0;
    if (ordinal < 1 || ordinal > largest) throw refuse(eventRuleMessages.recurrenceUnsupported);
  }
}

function wholeNumber(value: string, largest: number, message: string): number {
  if (!/^\d{1,6}$/.test(value)) throw refuse(eventRuleMessages.recurrenceInvalid);
  const number = Number(value);
  if (number < 1) throw refuse(eventRuleMessages.recurrenceInvalid);
  if (number > largest) throw refuse(message);
  return number;
}

/** UNTIL as an instant: UTC when it says Z, otherwise the event's local time (a date alone means its whole day). */
function untilInstant(value: string, timezone: string): Date {
  const match = untilPattern.exec(value);
  if (!match) throw refuse(eventRuleMessages.recurrenceInvalid);
  const [, year, month, day, hour, minute, second, utc] = match;
  const dateOnly = hour === undefined;
  const wall = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: dateOnly ? 23 : Number(hour),
    minute: dateOnly ? 59 : Number(minute),
    second: dateOnly ? 59 : Number(second),
  };
  const asUtc = wallTimeAsUtc(wall);
  const fields = wallTimeFromUtcFields(asUtc);
  if (fields.month !== wall.month || fields.day !== wall.day || wall.hour > 23 || wall.minute > 59 || wall.second > 59 || wall.year < 1900 || wall.year > 2999) {
    throw refuse(eventRuleMessages.recurrenceInvalid);
  }
  return utc ? asUtc : instantFromWallTime(wall, timezone);
}

const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * Checks a client's RRULE against what the calendar supports and writes it in one canonical
 * form (UNTIL in UTC, as RFC 5545 asks when the start has a zone). 400 on `recurrence` otherwise.
 */
export function normaliseRecurrence(text: string, timing: Omit<SeriesTiming, 'recurrence'>): string {
  const parts = readParts(text);
  for (const key of parts.keys()) if (!allowedKeys.has(key)) throw refuse(eventRuleMessages.recurrenceUnsupported);
  const frequency = parts.get('FREQ');
  if (!frequency) throw refuse(eventRuleMessages.recurrenceInvalid);
  if (!(frequencies as readonly string[]).includes(frequency)) throw refuse(eventRuleMessages.recurrenceUnsupported);
  if (parts.has('COUNT') && parts.has('UNTIL')) throw refuse(eventRuleMessages.recurrenceCountAndUntil);
  const canonical = [`FREQ=${frequency}`];
  const interval = parts.get('INTERVAL');
  if (interval !== undefined) {
    const every = wholeNumber(interval, 999, eventRuleMessages.recurrenceInvalid);
    if (every > 1) canonical.push(`INTERVAL=${every}`);
  }
  const byDay = parts.get('BYDAY');
  if (byDay !== undefined) {
    checkByDay(byDay, frequency);
    canonical.push(`BYDAY=${byDay}`);
  }
  const count = parts.get('COUNT');
  if (count !== undefined) canonical.push(`COUNT=${wholeNumber(count, maxOccurrencesPerSeries, eventRuleMessages.recurrenceTooMany)}`);
  const until = parts.get('UNTIL');
  if (until !== undefined) {
    const instant = untilInstant(until, timing.timezone);
    if (instant < timing.startAt) throw refuse(eventRuleMessages.recurrenceUntilBeforeStart);
    canonical.push(`UNTIL=${utcStamp(instant)}`);
  }
  const rule = canonical.join(';');
  try {
    ruleFor({ ...timing, recurrence: rule });
  } catch {
    throw refuse(eventRuleMessages.recurrenceInvalid);
  }
  return rule;
}

/** Local wall time written as UTC: the "floating" clock the rule is computed on. */
const floating = (instant: Date, timezone: string) => wallTimeAsUtc(wallTimeIn(instant, timezone));
const fromFloating = (date: Date, timezone: string) => instantFromWallTime(wallTimeFromUtcFields(date), timezone);

const day = 24 * 60 * 60 * 1000;

/**
 * Where to start computing: rrule walks day by day from the first start, which for a daily
 * series begun decades ago costs a noticeable fraction of a second per request. Without COUNT,
 * a daily or weekly series is the same set from any start moved by whole periods, so the start
 * is moved up to one period before `after` (weekly BYDAY weeks keep their alignment).
 */
function computingStart(options: Partial<RRuleModule.Options>, start: Date, after: Date | undefined): Date {
  if (!after || options.count) return start;
  const interval = options.interval ?? 1;
  const periodDays = options.freq === RRule.DAILY ? interval : options.freq === RRule.WEEKLY ? 7 * interval : 0;
  if (periodDays === 0) return start;
  const periods = Math.floor((after.getTime() - start.getTime()) / (periodDays * day)) - 1;
  return periods > 0 ? new Date(start.getTime() + periods * periodDays * day) : start;
}

/** The rule on local wall times, so occurrences keep their local time when the zone's offset changes. */
function ruleFor(series: SeriesTiming & { recurrence: string }, after?: Date): RRuleInstance {
  const options = RRule.parseString(series.recurrence);
  const until = options.until ? floating(options.until, series.timezone) : null;
  const dtstart = computingStart(options, floating(series.startAt, series.timezone), after);
  return new RRule({ ...options, dtstart, until, tzid: null });
}

/**
 * Original starts of the occurrences whose time overlaps [from, to), at most `limit` of them.
 * A one-off event is its own single occurrence.
 */
export function occurrenceStarts(series: SeriesTiming, from: Date, to: Date, limit: number = maxOccurrencesPerSeries): Date[] {
  const duration = series.endAt.getTime() - series.startAt.getTime();
  const overlaps = (start: Date) => start < to && start.getTime() + duration > from.getTime();
  if (!series.recurrence) return overlaps(series.startAt) ? [series.startAt] : [];
  // A day's margin on the floating clock covers any zone offset; the exact test is on instants.
  const after = new Date(floating(new Date(from.getTime() - duration), series.timezone).getTime() - day);
  const before = new Date(floating(to, series.timezone).getTime() + day);
  const rule = ruleFor({ ...series, recurrence: series.recurrence }, after);
  const starts: Date[] = [];
  rule.between(after, before, true, (date) => {
    const start = fromFloating(date, series.timezone);
    if (overlaps(start)) starts.push(start);
    return starts.length < limit;
  });
  return starts;
}

/** Whether `instant` is the original start of one of the series' occurrences. */
export function isOccurrenceStart(series: SeriesTiming, instant: Date): boolean {
  if (!series.recurrence) return instant.getTime() === series.startAt.getTime();
  const local = floating(instant, series.timezone);
  const rule = ruleFor({ ...series, recurrence: series.recurrence }, new Date(local.getTime() - day));
  const found = rule.between(new Date(local.getTime() - 1000), new Date(local.getTime() + 1000), true);
  return found.some((date) => fromFloating(date, series.timezone).getTime() === instant.getTime());
}

/** The latest end any occurrence can have (for range queries), or null when the series never ends. */
export function seriesLastEnd(series: SeriesTiming): Date | null {
  if (!series.recurrence) return series.endAt;
  const duration = series.endAt.getTime() - series.startAt.getTime();
  const options = RRule.parseString(series.recurrence);
  if (options.until) return new Date(options.until.getTime() + duration);
  if (!options.count) return null;
  const rule = ruleFor({ ...series, recurrence: series.recurrence });
  const starts = rule.all((_date, length) => length < maxOccurrencesPerSeries);
  const last = starts.at(-1);
  return last ? new Date(fromFloating(last, series.timezone).getTime() + duration) : series.endAt;
}
