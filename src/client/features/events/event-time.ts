import { addDays, daysBetween, isIsoDate, type IsoDate } from '@domain/dates';
import { eventFormLimits } from '@domain/events';

/*
 * Events are instants on the wire and shown in the viewer's own time zone: every helper here
 * reads and builds dates with the browser's local calendar.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** The viewer's calendar date of an instant. */
export function localDateOf(instant: Date): IsoDate {
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

export function todayLocal(now: Date = new Date()): IsoDate {
  return localDateOf(now);
}

/** Local midnight at the start of a calendar date. */
export function startOfLocalDay(date: IsoDate): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** Minutes since local midnight, 0–1439. */
export function minutesOfDay(instant: Date): number {
  return instant.getHours() * 60 + instant.getMinutes();
}

/**
 * The instant of a local date and time, or null when that time does not exist on that day
 * (the hour skipped when clocks go forward).
 */
export function instantAt(date: IsoDate, minutes: number): Date | null {
  if (!isIsoDate(date) || !Number.isInteger(minutes) || minutes < 0 || minutes > eventFormLimits.minutesInDay) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const instant = new Date(year, month - 1, day, Math.floor(minutes / 60), minutes % 60);
  return localDateOf(instant) === date && minutesOfDay(instant) === minutes ? instant : null;
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

/** A time of day in the user's language (9:00 AM, 09:00, ९:००…). */
export function formatMinutes(minutes: number, locale: string): string {
  const instant = new Date(2000, 0, 1, Math.floor(minutes / 60), minutes % 60);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(instant);
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
 * Moving the start keeps the event's length (spec §4); the end stays within the day and after
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
