import { useEffect, useRef } from 'react';
import { isIsoDate, type IsoDate } from '@domain/shared/dates';
import type { CalendarEvent } from '@domain/events/events';
import { useSearchParam } from '@/lib/use-link-target';

// `/calendar?event=…&date=…[&occurrence=…]` is how the cash-flow timeline links an event.

const sameInstant = (a: string, b: string) => a === b || Date.parse(a) === Date.parse(b);

/** The day a link opens the calendar on. */
export function useLinkedDate(): IsoDate | null {
  const date = useSearchParam('date');
  return date && isIsoDate(date) ? date : null;
}

/** Opens the linked event's details (that occurrence of a series) once it is among the loaded events, once per link. */
export function useOpenLinkedEvent(events: CalendarEvent[] | undefined, loading: boolean, open: (event: CalendarEvent) => void): void {
  const eventId = useSearchParam('event');
  const occurrence = useSearchParam('occurrence');
  const opened = useRef<string | null>(null);
  const key = eventId ? `${eventId}|${occurrence ?? ''}` : null;
  useEffect(() => {
    if (!key || loading || !events || opened.current === key) return;
    const found = events.find((event) => event.id === eventId && (!occurrence || sameInstant(event.occurrenceStart ?? event.startTime, occurrence)));
    if (!found) return;
    opened.current = key;
    open(found);
  }, [key, loading, events, eventId, occurrence, open]);
}
