import { and, eq, inArray, sql } from 'drizzle-orm';
import { errorCodes } from '../../../domain/shared/errors';
import { parseInstant } from '../../../domain/shared/zoned-time';
import { eventRuleMessages, type CalendarEvent, type RsvpInput } from '../../../domain/events/events';
import type { Database } from '../../db/client';
import { eventOccurrenceRsvps, eventRsvps, type EventRow } from '../../db/schema/index';
import { AppError, fieldError } from '../../http/app-error';
import { bookingKey, loadBookings } from '../../shared/event-answers';
import type { Occurrence } from '../../shared/event-occurrences';
import { loadVisibleEvent } from './event-access';
import { findOccurrence } from './occurrence-edits';
import { notifyRsvp } from './rsvp-notice';
import { firstOccurrence, viewOccurrences } from './service';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** `scope=this` on a series: the occurrence named must be one the series really has (400 otherwise). */
async function namedOccurrence(tx: Tx, event: EventRow, occurrence: string | undefined): Promise<Occurrence> {
  const instant = occurrence ? parseInstant(occurrence) : null;
  const found = instant ? await findOccurrence(tx, event, new Date(Math.floor(instant.getTime() / 1000) * 1000)) : null;
  if (!found) throw fieldError('occurrence', eventRuleMessages.occurrenceRequired);
  return found;
}

/** The series answer replaces the member's answers for single occurrences, except those already booked. */
async function answerSeries(tx: Tx, event: EventRow, userId: string, status: RsvpInput['status'], guests: number): Promise<void> {
  await tx
    .insert(eventRsvps)
    .values({ eventId: event.id, userId, status, guests })
    .onConflictDoUpdate({ target: [eventRsvps.eventId, eventRsvps.userId], set: { status, guests, updatedAt: sql`now()` } });
  const singles = await tx
    .select({ occurrenceStart: eventOccurrenceRsvps.occurrenceStart })
    .from(eventOccurrenceRsvps)
    .where(and(eq(eventOccurrenceRsvps.eventId, event.id), eq(eventOccurrenceRsvps.userId, userId)));
  if (singles.length === 0) return;
  const bookings = await loadBookings(tx, [event.id]);
  const open = singles.map((row) => row.occurrenceStart).filter((start) => !bookings.has(`${event.id}|${bookingKey(start)}`));
  if (open.length === 0) return;
  await tx
    .delete(eventOccurrenceRsvps)
    .where(and(eq(eventOccurrenceRsvps.eventId, event.id), eq(eventOccurrenceRsvps.userId, userId), inArray(eventOccurrenceRsvps.occurrenceStart, open)));
}

/**
 * POST /api/events/{id}/rsvp: a group member's answer with the guests they bring (none when they
 * can't go), for the whole series or with `scope=this` one occurrence of it; on a one-off event
 * both mean the event. Personal events take none (400); someone else's or a non-member's event is 404.
 * Answers the occurrence answered, or the event's first occurrence.
 */
export async function answerRsvp(db: Database, userId: string, eventId: string, input: RsvpInput): Promise<CalendarEvent> {
  return db.transaction(async (tx) => {
    const { event } = await loadVisibleEvent(tx, userId, eventId);
    if (event.groupId === null) throw new AppError(400, errorCodes.badRequest, eventRuleMessages.rsvpPersonal);
    const guests = input.status === 'cantGo' ? 0 : input.guests;
    let shown: Occurrence;
    const single = input.scope === 'this' && Boolean(event.recurrence);
    if (single) {
      shown = await namedOccurrence(tx, event, input.occurrence);
      await tx
        .insert(eventOccurrenceRsvps)
        .values({ eventId: event.id, occurrenceStart: shown.originalStart!, userId, status: input.status, guests })
        .onConflictDoUpdate({
          target: [eventOccurrenceRsvps.eventId, eventOccurrenceRsvps.occurrenceStart, eventOccurrenceRsvps.userId],
          set: { status: input.status, guests, updatedAt: sql`now()` },
        });
    } else {
      await answerSeries(tx, event, userId, input.status, guests);
      shown = await firstOccurrence(tx, event);
    }
    await notifyRsvp(tx, event, shown, single, userId, input.status);
    const [view] = await viewOccurrences(tx, userId, [shown]);
    return view!;
  });
}
