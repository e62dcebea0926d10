import { sql } from 'drizzle-orm';
import { errorCodes } from '../../../domain/shared/errors';
import { eventRuleMessages, type CalendarEvent, type RsvpStatus } from '../../../domain/events/events';
import type { Database } from '../../db/client';
import { eventRsvps } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { loadVisibleEvent } from './event-access';
import { firstOccurrence, viewOccurrences } from './service';

/**
 * POST /api/events/{id}/rsvp: a group member's answer, for the whole series, replacing any
 * earlier one. Personal events take none (400); someone else's or a non-member's event is 404.
 */
export async function answerRsvp(db: Database, userId: string, eventId: string, status: RsvpStatus): Promise<CalendarEvent> {
  const { event } = await loadVisibleEvent(db, userId, eventId);
  if (event.groupId === null) throw new AppError(400, errorCodes.badRequest, eventRuleMessages.rsvpPersonal);
  await db
    .insert(eventRsvps)
    .values({ eventId: event.id, userId, status })
    .onConflictDoUpdate({ target: [eventRsvps.eventId, eventRsvps.userId], set: { status, updatedAt: sql`now()` } });
  const [view] = await viewOccurrences(db, userId, [await firstOccurrence(db, event)]);
  return view!;
}
