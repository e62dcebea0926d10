import { eq, sql } from 'drizzle-orm';
import { eventRuleMessages, type CalendarEvent, type OccurrenceQuery, type UpdateEventInput } from '../../../domain/events/events';
import type { Database } from '../../db/client';
import { eventExceptions, eventOccurrenceRsvps, eventRsvps, events } from '../../db/schema/index';
import { fieldError } from '../../http/app-error';
import { editedCost } from './cost-rules';
import { forbidden, loadEditableEvent, requireEventGroup, type VisibleEvent } from './event-access';
import { timingChanged, timingFor, untilWithExceptions } from './event-timing';
import { cancelOccurrence, editOccurrence } from './occurrence-edits';
import { eventZoneOf, firstOccurrence, viewOccurrences } from './service';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** `scope=this` names one occurrence of a series; on a one-off event it means the event itself. */
function targetsOneOccurrence(visible: VisibleEvent, query: OccurrenceQuery): query is OccurrenceQuery & { occurrence: string } {
  if (query.scope !== 'this' || !visible.event.recurrence) return false;
  if (!query.occurrence) throw fieldError('occurrence', eventRuleMessages.occurrenceRequired);
  return true;
}

/** Moving an event to another calendar: into a group the user belongs to, or back to the creator's own. */
async function checkMove(tx: Transaction, userId: string, visible: VisibleEvent, groupId: string | null | undefined): Promise<void> {
  if (groupId === undefined || groupId === visible.event.groupId) return;
  if (groupId === null) {
    // A group event becomes its creator's personal event; only they may do that.
    if (visible.event.userId !== userId) throw forbidden();
    return;
  }
  await requireEventGroup(tx, groupId, userId);
}

async function updateSeries(tx: Transaction, userId: string, visible: VisibleEvent, input: UpdateEventInput): Promise<CalendarEvent> {
  const { event } = visible;
  await checkMove(tx, userId, visible, input.groupId);
  const recurrence = input.recurrence === undefined ? event.recurrence : input.recurrence;
  // An all-day event keeps no zone; given times again, it repeats in the editor's zone.
  const zone = event.allDay && !input.allDay ? await eventZoneOf(tx, userId) : event.timezone;
  const timing = timingFor(input, zone, recurrence);
  const groupId = input.groupId === undefined ? event.groupId : input.groupId;
  const cost = await editedCost(tx, event, groupId, input.cost);
  if (timingChanged(event, timing)) {
    // Exceptions and single-occurrence answers name occurrences by their original start; a new rhythm leaves them naming nothing.
    await tx.delete(eventExceptions).where(eq(eventExceptions.eventId, event.id));
    await tx.delete(eventOccurrenceRsvps).where(eq(eventOccurrenceRsvps.eventId, event.id));
    // Bookings name occurrences the same way: past occurrences under new names must not book a second time.
    if ((event.recurrence || timing.recurrence) && cost.costSetAt) cost.costSetAt = new Date(Math.max(cost.costSetAt.getTime(), Date.now()));
  } else {
    const kept = await tx.select().from(eventExceptions).where(eq(eventExceptions.eventId, event.id));
    timing.recurrenceUntil = untilWithExceptions(timing.recurrenceUntil, kept);
  }
  // Answers belong to the members of the calendar they were given in.
  if (groupId !== event.groupId) {
    await tx.delete(eventRsvps).where(eq(eventRsvps.eventId, event.id));
    await tx.delete(eventOccurrenceRsvps).where(eq(eventOccurrenceRsvps.eventId, event.id));
  }
  const [row] = await tx
    .update(events)
    .set({ title: input.title, description: input.description, location: input.location, groupId, ...timing, ...cost, updatedAt: sql`now()` })
    .where(eq(events.id, event.id))
    .returning();
  const [view] = await viewOccurrences(tx, userId, [await firstOccurrence(tx, row!)]);
  return view!;
}

/** PUT /api/events/{id}: the whole event, or with `scope=this` one occurrence of a series. */
export async function updateEvent(db: Database, userId: string, eventId: string, input: UpdateEventInput, query: OccurrenceQuery): Promise<CalendarEvent> {
  return db.transaction(async (tx) => {
    const visible = await loadEditableEvent(tx, userId, eventId);
    if (targetsOneOccurrence(visible, query)) return editOccurrence(tx, userId, visible.event, new Date(query.occurrence), input);
    return updateSeries(tx, userId, visible, input);
  });
}

/** DELETE /api/events/{id}: the whole event, or with `scope=this` one occurrence of a series. */
export async function deleteEvent(db: Database, userId: string, eventId: string, query: OccurrenceQuery): Promise<void> {
  await db.transaction(async (tx) => {
    const visible = await loadEditableEvent(tx, userId, eventId);
    if (targetsOneOccurrence(visible, query)) return cancelOccurrence(tx, visible.event, new Date(query.occurrence));
    await tx.delete(events).where(eq(events.id, visible.event.id));
  });
}
