import { wallTimeIn } from '@domain/shared/zoned-time';

export type DayPart = 'morning' | 'afternoon' | 'evening';

/** The part of the day it is in the account's zone, which may not be the browser's. */
export function dayPart(date: Date, timeZone: string): DayPart {
  const { hour } = wallTimeIn(date, timeZone);
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}
