import { addDays, dateInZone, daysBetween, isIsoDate, todayInZone, type IsoDate } from '@domain/shared/dates';
import { eventFormLimits } from '@domain/events/events';
import { instantFromWallTime, wallTimeIn } from '@domain/shared/zoned-time';

/*
 * Events are instants on the wire and shown in the account's time zone (settings), which need
 * not be the browser's: every helper here reads and builds dates in that zone.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar date of an instant in the account's zone. */
export function localDateOf(instant: Date, timeZone: string): IsoDate {
  return dateInZone(instant, timeZone);
}

export function todayLocal(timeZone: string, now: Date = new Date()): IsoDate {
  return todayInZone(timeZone, now);
}

/** The first instant of a calendar date in the zone. */
export function startOfLocalDay(date: IsoDate, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // Where clocks skip midnight this is the day's first instant (01:00), as RFC 5545 reads a skipped time.
  return instantFromWallTime({ year, month, day, hour: 0, minute: 0, second: 0 }, timeZone);
}

/** Minutes since midnight in the zone, 0–1439. */
export function minutesOfDay(instant: Date, timeZone: string): number {
  const wall = wallTimeIn(instant, timeZone);
  return wall.hour * 60 + wall.minute;
}

/**
 * The instant of a date and time in the zone, or null when that time does not exist on that day
 * (the hour skipped when clocks go forward).
 */
export function instantAt(date: IsoDate, minutes: number, timeZone: string): Date | null {
  if (!isIsoDate(date) || !Number.isInteger(minutes) || minutes < 0 || minutes > eventFormLimits.minutesInDay) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const instant = instantFromWallTime({ year, month, day, hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0 }, timeZone);
  return localDateOf(instant, timeZone) === date && minutesOfDay(instant, timeZone) === minutes ? instant : null;
}

const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `HH:MM` → minutes since midnight, or null. */
export function parseTimeText(text: string): number | null {
  const match = timePattern.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes since midnight → `HH:MM`, the value of an `<input type="time">`. */
export function timeText(minutes: number): string {
  const clamped = Math.min(Math.max(Math.round(minutes), 0), eventFormLimits.minutesInDay);
  return `${pad(Math.floor(clamped / 60))}:${pad(clamped % 60)}`;
}

/** A time of day in the user's language on the account's clock (9:00 AM, 09:00, ९:००…). */
export function formatMinutes(minutes: number, language: string, hour12: boolean): string {
  const instant = new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', hourCycle: hour12 ? 'h12' : 'h23', timeZone: 'UTC' }).format(instant);
}

/** Days from today on the date slider, held within 0–365 for dates outside its reach. */
export function dayOffsetFor(date: IsoDate, today: IsoDate): number {
  if (!isIsoDate(date)) return 0;
  return Math.min(Math.max(daysBetween(today, date), 0), eventFormLimits.maxDayOffset);
}

export function dateAtOffset(today: IsoDate, offset: number): IsoDate {
  return addDays(today, offset);
}

/**
 * Moving the start keeps the event's length (docs/product/behaviour.md#event-form); the end stays within the day and after
 * the start where the day allows it.
 */
export function shiftedEnd(start: number, end: number, newStart: number): number {
  const duration = end > start ? end - start : eventFormLimits.defaultEndMinutes - eventFormLimits.defaultStartMinutes;
  return Math.min(newStart + duration, eventFormLimits.minutesInDay);
}

/** The end slider never goes before the start: it stops one step after it. */
export function clampedEnd(start: number, newEnd: number): number {
  return Math.max(newEnd, Math.min(start + eventFormLimits.minuteStep, eventFormLimits.minutesInDay));
}
