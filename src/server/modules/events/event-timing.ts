import { eventRuleMessages } from '../../../domain/events';
import type { EventExceptionRow } from '../../db/schema/index';
import { fieldError } from '../../http/app-error';
import { normaliseRecurrence, occurrenceStarts, seriesLastEnd } from '../../shared/event-recurrence';

export const farFuture = new Date('3000-01-01T00:00:00Z');
export const calendarStart = new Date('1900-01-01T00:00:00Z');

export interface Timing {
  startAt: Date;
  endAt: Date;
  timezone: string;
  recurrence: string | null;
  recurrenceUntil: Date | null;
}

/**
 * The stored timing of an event from the form's values: the rule in canonical form, and the
 * first occurrence moved to where the rule first falls (a weekly Tuesday rule started on a
 * Monday begins on the Tuesday), so the calendar, the feed and other calendar apps agree.
 */
export function timingFor(start: string, end: string, timezone: string, recurrence: string | null): Timing {
  const startAt = new Date(start);
  const endAt = new Date(end);
  if (!recurrence) return { startAt, endAt, timezone, recurrence: null, recurrenceUntil: null };
  const rule = normaliseRecurrence(recurrence, { startAt, endAt, timezone });
  const [first] = occurrenceStarts({ startAt, endAt, timezone, recurrence: rule }, startAt, farFuture, 1);
  if (!first) throw fieldError('recurrence', eventRuleMessages.recurrenceEmpty);
  const shifted = { startAt: first, endAt: new Date(endAt.getTime() + first.getTime() - startAt.getTime()), timezone, recurrence: rule };
  return { ...shifted, recurrenceUntil: seriesLastEnd(shifted) };
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
  return before.startAt.getTime() !== after.startAt.getTime() || before.endAt.getTime() !== after.endAt.getTime() || before.recurrence !== after.recurrence;
}
