import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventExceptions, groups, users, type EventRow } from '../../db/schema/index';
import { exceptionsBySeries } from '../../shared/event-occurrences';
import { loadVisibleEvent } from './event-access';
import { icsCalendar, type FeedEvent } from './ics-calendar';

type Reader = Pick<Database, 'select'>;

/** The events with their exceptions, ready for the iCalendar writer. */
export async function withExceptions(db: Reader, rows: readonly EventRow[]): Promise<FeedEvent[]> {
  const seriesIds = rows.filter((row) => row.recurrence).map((row) => row.id);
  const exceptions = seriesIds.length === 0 ? [] : await db.select().from(eventExceptions).where(inArray(eventExceptions.eventId, seriesIds));
  const byEvent = exceptionsBySeries(exceptions);
  return rows.map((event) => ({ event, exceptions: byEvent.get(event.id) ?? [] }));
}

/** Whose calendar the event is on: its group's name, or its creator's name. */
async function calendarOwnerName(db: Reader, event: EventRow): Promise<string> {
  if (event.groupId) {
    const [group] = await db.select({ name: groups.name }).from(groups).where(eq(groups.id, event.groupId)).limit(1);
    return group?.name ?? '';
  }
  const [creator] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, event.userId)).limit(1);
  return creator ? `${creator.firstName} ${creator.lastName}` : '';
}

/** GET /api/events/{id}/ics: one event the user may see, as a calendar of its own. */
export async function eventFeed(db: Reader, userId: string, eventId: string): Promise<string> {
  const { event } = await loadVisibleEvent(db, userId, eventId);
  const exceptions = event.recurrence ? await db.select().from(eventExceptions).where(eq(eventExceptions.eventId, event.id)) : [];
  return icsCalendar(event.title, [{ event, exceptions }], new Date(), { name: await calendarOwnerName(db, event) });
}
