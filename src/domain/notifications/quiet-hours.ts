import { instantFromWallTime, wallTimeAsUtc, wallTimeFromUtcFields, wallTimeIn } from '../shared/zoned-time';

/** Local times (HH:MM, 24-hour) in the person's time zone; a window may cross midnight (22:00–07:00). */
export interface QuietHours {
  start: string;
  end: string;
}

export const quietTimePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

const day = 24 * 60 * 60 * 1000;

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Whether a local minute of the day (0–1439) falls inside the window; start is in, end is out. */
export function isQuietMinute(minute: number, quiet: QuietHours): boolean {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/**
 * When `now` falls inside the person's quiet hours, the instant they end (the next time the local
 * clock shows `end`); null outside them or without any. Local times follow the zone's daylight
 * saving: a night that loses an hour ends an hour sooner, and an end time the clocks skip is read
 * as recurring events read it (docs/decisions/027-delivery.md).
 */
export function quietHoursEnd(now: Date, quiet: QuietHours | null | undefined, timeZone: string): Date | null {
  if (!quiet) return null;
  const wall = wallTimeIn(now, timeZone);
  const minute = wall.hour * 60 + wall.minute;
  if (!isQuietMinute(minute, quiet)) return null;
  const end = minutesOf(quiet.end);
  const endsToday = minute < end;
  const date = endsToday ? wall : wallTimeFromUtcFields(new Date(wallTimeAsUtc(wall).getTime() + day));
  const instant = instantFromWallTime({ year: date.year, month: date.month, day: date.day, hour: Math.floor(end / 60), minute: end % 60, second: 0 }, timeZone);
  return instant > now ? instant : null;
}
