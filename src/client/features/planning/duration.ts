import { instantFromWallTime, wallTimeIn } from '@domain/shared/zoned-time';

/** "1:05:09" for a running timer: hours, minutes and seconds, never negative. */
export function clockText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** Hours rounded to one decimal, as a number: the count that picks "1 hr" or "1.5 hrs". */
export function hoursCount(seconds: number): number {
  return Math.round(seconds / 360) / 10;
}

/** "7.5" hours with at most one decimal, in the reader's number format. */
export function hoursNumber(seconds: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(hoursCount(seconds));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A `datetime-local` value for an instant, as the clock reads in `timeZone` (the account's, which the lists show too). */
export function toLocalInput(iso: string, timeZone: string): string {
  const wall = wallTimeIn(new Date(iso), timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

const localInputPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/** The instant a `datetime-local` value names in `timeZone`, or null. */
export function fromLocalInput(value: string, timeZone: string): string | null {
  const match = localInputPattern.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = (match.slice(1) as (string | undefined)[]).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  return instantFromWallTime({ year, month, day, hour, minute, second }, timeZone).toISOString();
}
