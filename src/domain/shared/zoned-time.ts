/**
 * Wall-clock times in IANA zones, without a date library: what recurring events need to repeat at
 * the same local time across daylight-saving changes.
 */

/** A local date and time as a clock on the wall shows it (month 1–12). */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const instantPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * An ISO 8601 instant with a zone designator (`Z` or an offset) whose parts exist as written
 * (no 30 February, no 24:00), years 1900–2999; null otherwise.
 */
export function parseInstant(value: string): Date | null {
  const match = instantPattern.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = (match.slice(1, 7) as (string | undefined)[]).map((part) => Number(part ?? 0)) as number[] as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 1900 || year > 2999 || hour > 23 || minute > 59 || second > 59) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  const offset = match[8]!.toUpperCase();
  if (offset !== 'Z' && (Number(offset.slice(1, 3)) > 23 || Number(offset.slice(-2)) > 59)) return null;
  const instant = new Date(value.trim());
  return Number.isNaN(instant.getTime()) ? null : instant;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formatters.size > 500) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows the IANA zone. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** `M/D/YYYY, HH:MM:SS` as the en-US formatter writes it; `format` is several times faster than `formatToParts`. */
const formattedPattern = /^(\d{1,2})\/(\d{1,2})\/(\d{1,6}),? (\d{1,2}):(\d{2}):(\d{2})$/;

/** The wall time an instant shows in `timeZone`. */
export function wallTimeIn(instant: Date, timeZone: string): WallTime {
  const formatter = formatterFor(timeZone);
  const match = formattedPattern.exec(formatter.format(instant));
  if (match) {
    const [month, day, year, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
    return { year, month, day, hour, minute, second };
  }
  const values: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return { year: values.year!, month: values.month!, day: values.day!, hour: values.hour!, minute: values.minute!, second: values.second! };
}

/** A wall time written as if it were UTC: how recurrence rules compute "floating" local times. */
export function wallTimeAsUtc(wall: WallTime): Date {
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour, wall.minute, wall.second, 0);
  return date;
}

export function wallTimeFromUtcFields(date: Date): WallTime {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds (whole seconds). */
export function zoneOffsetAt(instant: Date, timeZone: string): number {
  const seconds = Math.floor(instant.getTime() / 1000) * 1000;
  return wallTimeAsUtc(wallTimeIn(new Date(seconds), timeZone)).getTime() - seconds;
}

const day = 24 * 60 * 60 * 1000;

function sameWall(a: WallTime, b: WallTime): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute && a.second === b.second;
}

/**
 * The instant a wall time names in `timeZone`, read as RFC 5545 reads local times: a time that
 * occurs twice (clocks going back) is its first occurrence; a time skipped by clocks going
 * forward is read with the offset before the gap (02:30 becomes 03:30).
 */
export function instantFromWallTime(wall: WallTime, timeZone: string): Date {
  const asUtc = wallTimeAsUtc(wall).getTime();
  const before = zoneOffsetAt(new Date(asUtc - day), timeZone);
  const after = zoneOffsetAt(new Date(asUtc + day), timeZone);
  const candidates = [asUtc - before, asUtc - after].filter((time) => sameWall(wallTimeIn(new Date(time), timeZone), wall)).sort((a, b) => a - b);
  return new Date(candidates[0] ?? asUtc - before);
}
