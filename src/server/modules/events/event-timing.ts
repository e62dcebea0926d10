import { addDays } from '../../../domain/shared/dates';
import { eventRuleMessages } from '../../../domain/events/events';
import type { EventExceptionRow } from '../../db/schema/index';
import { fieldError } from '../../http/app-error';
import { normaliseRecurrence, occurrenceStarts, seriesLastEnd } from '../../shared/event-recurrence';

export const farFuture = new Date('3000-01-01T00:00:00Z');
export const calendarStart = new Date('1900-01-01T00:00:00Z');

export interface Timing {
  startAt: Date;
  endAt: Date;
  timezone: string;
  allDay: boolean;
  recurrence: string | null;
  recurrenceUntil: Date | null;
}

/** What the form sends: instants, or for an all-day event its first and last day. */
export interface TimesInput {
  startTime: string;
  endTime: string;
  allDay: boolean;
}

/** All-day events keep no zone: their days are UTC midnights, the same dates for every reader. */
export const allDayZone = 'UTC';

/** The stored instants: as sent, or for all-day the midnight opening the first day and the one closing the last. */
export function storedInstants({ startTime, endTime, allDay }: TimesInput): { start: Date; end: Date } {
  if (!allDay) return { start: new Date(startTime), end: new Date(endTime) };
  return { start: new Date(`${startTime}T00:00:00Z`), end: new Date(`${addDays(endTime, 1)}T00:00:00Z`) };
}

/**
 * The stored timing of an event from the form's values: the rule in canonical form, and the
 * first occurrence moved to where the rule first falls (a weekly Tuesday rule started on a
 * Monday begins on the Tuesday), so the calendar, the feed and other calendar apps agree.
 */
export function timingFor(times: TimesInput, eventZone: string, recurrence: string | null): Timing {
  const { start: startAt, end: endAt } = storedInstants(times);
  const { allDay } = times;
  const timezone = allDay ? allDayZone : eventZone;
  if (!recurrence) return { startAt, endAt, timezone, allDay, recurrence: null, recurrenceUntil: null };
  const rule = normaliseRecurrence(recurrence, { startAt, endAt, timezone });
  const [first] = occurrenceStarts({ startAt, endAt, timezone, recurrence: rule }, startAt, farFuture, 1);
  if (!first) throw fieldError('recurrence', eventRuleMessages.recurrenceEmpty);
  const shifted = { startAt: first, endAt: new Date(endAt.getTime() + first.getTime() - startAt.getTime()), timezone, recurrence: rule };
  return { ...shifted, allDay, recurrenceUntil: seriesLastEnd(shifted) };
}

/** The series' last possible end, pushed out by any occurrence moved past it. */
export function untilWithExceptions(until: Date | null, exceptions: readonly Pick<EventExceptionRow, 'endAt' | 'cancelled'>[]): Date | null {
  if (until === null) return null;
  let latest = until;
  for (const exception of exceptions) {
    if (!exception.cancelled && exception.endAt && exception.endAt > latest) latest = exception.endAt;
  }
  return latest;
}

/** Whether an edit changes when occurrences fall (exceptions then no longer name real occurrences). */
export function timingChanged(before: Omit<Timing, 'recurrenceUntil'>, after: Omit<Timing, 'recurrenceUntil'>): boolean {
  return (
    before.startAt.getTime() !== after.startAt.getTime() ||
    before.endAt.getTime() !== after.endAt.getTime() ||
    before.recurrence !== after.recurrence ||
    before.allDay !== after.allDay
  );
}
