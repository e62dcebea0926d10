import { and, eq, sql } from 'drizzle-orm';
import { eventRuleMessages, type CalendarEvent, type UpdateEventInput } from '../../../domain/events/events';
import type { Database } from '../../db/client';
import { eventExceptions, events, type EventRow } from '../../db/schema/index';
import { fieldError, notFound } from '../../http/app-error';
import { expandEvent, inReaderZone, type Occurrence } from '../../shared/event-occurrences';
import { isOccurrenceStart } from '../../shared/event-recurrence';
import { storedInstants } from './event-timing';
import { viewOccurrences } from './service';

type Writer = Pick<Database, 'select' | 'insert' | 'update'>;

/**
 * The occurrence of a series named by its original start, as shown (its exception applied), or
 * null when the rule gives no such start and no exception names it, or it is cancelled.
 */
export async function findOccurrence(tx: Pick<Database, 'select'>, event: EventRow, originalStart: Date): Promise<Occurrence | null> {
  const [existing] = await tx
    .select()
    .from(eventExceptions)
    .where(and(eq(eventExceptions.eventId, event.id), eq(eventExceptions.originalStart, originalStart)))
    .limit(1);
  if (existing?.cancelled) return null;
  if (!existing && !isOccurrenceStart(event, originalStart)) return null;
  const start = existing?.startAt ?? originalStart;
  const end = existing?.endAt ?? new Date(originalStart.getTime() + event.endAt.getTime() - event.startAt.getTime());
  const found = expandEvent(event, existing ? [existing] : [], start, end).find((occurrence) => occurrence.originalStart?.getTime() === originalStart.getTime());
  return found ?? null;
}

/** An occurrence that exists (a start the rule gives, or one already changed); a cancelled or made-up occurrence answers 404. */
async function requireOccurrence(tx: Writer, event: EventRow, originalStart: Date): Promise<void> {
  if (!(await findOccurrence(tx, event, originalStart))) throw notFound();
}

/** Stored as an override only where it differs from the series; '' clears a text the series has. */
function overrideText(value: string | null, series: string | null): string | null {
  return value === series ? null : (value ?? '');
}

async function saveException(tx: Writer, values: typeof eventExceptions.$inferInsert): Promise<void> {
  const { eventId: _eventId, originalStart: _originalStart, ...changes } = values;
  await tx
    .insert(eventExceptions)
    .values(values)
    .onConflictDoUpdate({ target: [eventExceptions.eventId, eventExceptions.originalStart], set: changes });
}

/** PUT with `scope=this`: changes one occurrence; the rest of the series stays as it is. */
export async function editOccurrence(tx: Writer, userId: string, event: EventRow, originalStart: Date, input: UpdateEventInput): Promise<CalendarEvent> {
  await requireOccurrence(tx, event, originalStart);
  if (input.groupId !== undefined && input.groupId !== event.groupId) throw fieldError('groupId', eventRuleMessages.occurrenceMoveGroup);
  // One occurrence cannot be all-day in a timed series, or timed in an all-day one.
  if (input.allDay !== event.allDay) throw fieldError('allDay', eventRuleMessages.occurrenceAllDay);
  const originalEnd = new Date(originalStart.getTime() + event.endAt.getTime() - event.startAt.getTime());
  const { start, end } = storedInstants(input);
  await saveException(tx, {
    eventId: event.id,
    originalStart,
    cancelled: false,
    title: input.title === event.title ? null : input.title,
    description: overrideText(input.description, event.description),
    location: overrideText(input.location, event.location),
    startAt: start.getTime() === originalStart.getTime() ? null : start,
    endAt: end.getTime() === originalEnd.getTime() ? null : end,
  });
  // Range queries must still find the series when an occurrence moves past its last end.
  await tx
    .update(events)
    .set({ recurrenceUntil: sql`case when ${events.recurrenceUntil} < ${end} then ${end} else ${events.recurrenceUntil} end`, updatedAt: sql`now()` })
    .where(eq(events.id, event.id));
  const occurrence = inReaderZone({ event, start, end, originalStart, title: input.title, description: input.description, location: input.location, days: null }, 'UTC');
  const [view] = await viewOccurrences(tx, userId, [occurrence]);
  return view!;
}

/** DELETE with `scope=this`: the occurrence is left out from now on. */
export async function cancelOccurrence(tx: Writer, event: EventRow, originalStart: Date): Promise<void> {
  await requireOccurrence(tx, event, originalStart);
  await saveException(tx, { eventId: event.id, originalStart, cancelled: true, title: null, description: null, location: null, startAt: null, endAt: null });
}
