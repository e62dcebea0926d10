import type { CalendarEvent, OccurrenceScope } from '@domain/events/events';
import type { OccurrenceTarget } from './api';

/** An occurrence of a series asks "this event or the whole series" before it changes. */
export function isRecurring(event: CalendarEvent): boolean {
  return Boolean(event.recurrence || event.occurrenceStart);
}

/** Names the occurrence by its original start, as `?occurrence=` expects. */
export function occurrenceTarget(event: CalendarEvent, scope: OccurrenceScope | null): OccurrenceTarget | null {
  if (!scope || !isRecurring(event)) return null;
  return { occurrence: event.occurrenceStart ?? event.startTime, scope };
}
