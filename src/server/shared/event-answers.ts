import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CostAnswer } from '../../domain/events/event-cost';
import type { Database } from '../db/client';
import { eventCostBookings, eventOccurrenceRsvps, eventRsvps, events, groupMembers, type EventCostBookingRow } from '../db/schema/index';

type Reader = Pick<Database, 'select'>;

/** The key a booking names an occurrence by: '' for a one-off event, the original start for a series. */
export function bookingKey(originalStart: Date | null): string {
  return originalStart ? originalStart.toISOString() : '';
}

/**
 * The RSVPs of some group events, of current members only (someone who left the group answers
 * nothing any more): the answers for whole series and the answers for single occurrences.
 */
export interface EventAnswers {
  series: Map<string, CostAnswer[]>;
  /** By `${eventId}|${originalStart ISO}`. */
  occurrences: Map<string, CostAnswer[]>;
}

export async function loadEventAnswers(db: Reader, eventIds: readonly string[]): Promise<EventAnswers> {
  const answers: EventAnswers = { series: new Map(), occurrences: new Map() };
  if (eventIds.length === 0) return answers;
  const ids = [...new Set(eventIds)];
  const seriesRows = await db
    .select({ eventId: eventRsvps.eventId, userId: eventRsvps.userId, status: eventRsvps.status, guests: eventRsvps.guests })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .innerJoin(groupMembers, and(eq(groupMembers.groupId, events.groupId), eq(groupMembers.userId, eventRsvps.userId)))
    .where(inArray(eventRsvps.eventId, ids))
    // Attendees are listed in the order they answered.
    .orderBy(asc(eventRsvps.updatedAt), asc(eventRsvps.userId));
  const occurrenceRows = await db
    .select({
      eventId: eventOccurrenceRsvps.eventId,
      occurrenceStart: eventOccurrenceRsvps.occurrenceStart,
      userId: eventOccurrenceRsvps.userId,
      status: eventOccurrenceRsvps.status,
      guests: eventOccurrenceRsvps.guests,
    })
    .from(eventOccurrenceRsvps)
    .innerJoin(events, eq(events.id, eventOccurrenceRsvps.eventId))
    .innerJoin(groupMembers, and(eq(groupMembers.groupId, events.groupId), eq(groupMembers.userId, eventOccurrenceRsvps.userId)))
    .where(inArray(eventOccurrenceRsvps.eventId, ids))
    .orderBy(asc(eventOccurrenceRsvps.updatedAt), asc(eventOccurrenceRsvps.userId));
  for (const { eventId, ...answer } of seriesRows) answers.series.set(eventId, [...(answers.series.get(eventId) ?? []), answer]);
  for (const { eventId, occurrenceStart, ...answer } of occurrenceRows) {
    const key = `${eventId}|${occurrenceStart.toISOString()}`;
    answers.occurrences.set(key, [...(answers.occurrences.get(key) ?? []), answer]);
  }
  return answers;
}

/** Who answers what for one occurrence: an answer for "this one" wins over the answer for the series. */
export function answersFor(answers: EventAnswers, eventId: string, originalStart: Date | null): CostAnswer[] {
  const series = answers.series.get(eventId) ?? [];
  if (!originalStart) return series;
  const single = answers.occurrences.get(`${eventId}|${originalStart.toISOString()}`) ?? [];
  if (single.length === 0) return series;
  const overridden = new Set(single.map((answer) => answer.userId));
  return [...series.filter((answer) => !overridden.has(answer.userId)), ...single];
}

/** The bookings of some events, by `${eventId}|${bookingKey}`. */
export async function loadBookings(db: Reader, eventIds: readonly string[]): Promise<Map<string, EventCostBookingRow>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(eventCostBookings)
    .where(inArray(eventCostBookings.eventId, [...new Set(eventIds)]));
  return new Map(rows.map((row) => [`${row.eventId}|${row.occurrence}`, row]));
}
