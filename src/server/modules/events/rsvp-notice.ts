import type { RsvpInput } from '../../../domain/events/events';
import { calendarDateText } from '../../../domain/shared/dates';
import type { Database } from '../../db/client';
import type { EventRow } from '../../db/schema/index';
import type { Occurrence } from '../../shared/event-occurrences';
import { notify } from '../../shared/notify';
import { personName, timeZonesOf } from '../../shared/person-name';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Tells an event's creator how someone answered, in the answer's transaction. The key holds the
 * answer, so a changed answer is news and the same answer sent again is not.
 */
export async function notifyRsvp(tx: Tx, event: EventRow, occurrence: Occurrence, single: boolean, userId: string, status: RsvpInput['status']): Promise<void> {
  if (event.userId === userId) return;
  const timeZone = (await timeZonesOf(tx, [event.userId])).get(event.userId) ?? 'UTC';
  const date = occurrence.days?.first ?? calendarDateText(occurrence.start.toISOString(), timeZone);
  const link = new URLSearchParams({ event: event.id });
  if (date) link.set('date', date);
  if (single && occurrence.originalStart) link.set('occurrence', occurrence.originalStart.toISOString());
  const which = single && occurrence.originalStart ? occurrence.originalStart.toISOString() : 'series';
  await notify(tx, {
    userId: event.userId,
    kind: 'eventRsvp',
    params: { eventId: event.id, eventTitle: occurrence.title, name: await personName(tx, userId), status },
    link: `/calendar?${link.toString()}`,
    dedupeKey: `eventRsvp:${event.id}:${which}:${userId}:${status}`,
  });
}
