import { eq } from 'drizzle-orm';
import { eventRangeMaxDays, eventRuleMessages, type CalendarEvent, type CreateEventInput, type ListEventsQuery } from '../../../domain/events/events';
import { addMonths, monthStart } from '../../../domain/shared/dates';
import { instantFromWallTime, isKnownTimeZone } from '../../../domain/shared/zoned-time';
import type { Database } from '../../db/client';
import { eventExceptions, events, type EventRow } from '../../db/schema/index';
import { fieldError } from '../../http/app-error';
import { expandEvent, inReaderZone, type Occurrence } from '../../shared/event-occurrences';
import { occurrencesOf, seriesInWindow, upcomingCandidates } from '../../shared/event-queries';
import { requireGroupRole } from '../../shared/group-membership';
import { ownerSettings } from '../../shared/owner-settings';
import { costColumns, noCost } from './cost-rules';
import { requireEventGroup } from './event-access';
import { calendarStart, farFuture, timingFor } from './event-timing';
import { loadViewContext, toCalendarEvent } from './event-view';

type Reader = Pick<Database, 'select'>;
const dayMs = 24 * 60 * 60 * 1000;

/** The midnight starting `date` (YYYY-MM-DD) in `timezone`. */
function localMidnight(date: string, timezone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return instantFromWallTime({ year, month, day, hour: 0, minute: 0, second: 0 }, timezone);
}

/** The asked range, or this month in the user's zone with a week either side; at most 400 days. */
function rangeOf(query: ListEventsQuery, timezone: string, today: string): { from: Date; to: Date } {
  const defaultSpan = 42 * dayMs;
  let from = query.from ? new Date(query.from) : null;
  let to = query.to ? new Date(query.to) : null;
  if (!from && !to) {
    from = new Date(localMidnight(monthStart(today), timezone).getTime() - 7 * dayMs);
    to = new Date(localMidnight(addMonths(monthStart(today), 1), timezone).getTime() + 7 * dayMs);
  }
  from ??= new Date(to!.getTime() - defaultSpan);
  to ??= new Date(from.getTime() + defaultSpan);
  if (to <= from) throw fieldError('to', eventRuleMessages.rangeBackwards);
  if (to.getTime() - from.getTime() > eventRangeMaxDays * dayMs) throw fieldError('to', eventRuleMessages.rangeTooLong);
  return { from, to };
}

export async function viewOccurrences(db: Reader, userId: string, occurrences: Occurrence[]): Promise<CalendarEvent[]> {
  const context = await loadViewContext(db, userId, [...new Map(occurrences.map((item) => [item.event.id, item.event])).values()]);
  return occurrences.map((occurrence) => toCalendarEvent(occurrence, context));
}

/** GET /api/events: the user's personal events and their groups' events overlapping the range. */
export async function listEvents(db: Database, userId: string, query: ListEventsQuery): Promise<CalendarEvent[]> {
  const { timezone, today } = await ownerSettings(db, userId);
  const { from, to } = rangeOf(query, timezone, today);
  const rows = await seriesInWindow(db, { personalOf: userId, groupsOf: userId }, from, to);
  return viewOccurrences(db, userId, await occurrencesOf(db, rows, from, to, undefined, timezone));
}

/** GET /api/events/upcoming: occurrences not yet over, soonest first. */
export async function upcomingEvents(db: Database, userId: string, { limit, groupId }: { limit: number; groupId?: string }, now = new Date()): Promise<CalendarEvent[]> {
  if (groupId) await requireGroupRole(db, groupId, userId);
  const { timezone } = await ownerSettings(db, userId);
  const scope = groupId ? { groupIds: [groupId] } : { personalOf: userId, groupsOf: userId };
  const rows = await upcomingCandidates(db, scope, now, limit);
  const occurrences = await occurrencesOf(db, rows, now, farFuture, limit, timezone);
  return viewOccurrences(db, userId, occurrences.slice(0, limit));
}

/** The occurrence that stands for a whole event in answers: its first one that is not cancelled. */
export async function firstOccurrence(db: Reader, event: EventRow): Promise<Occurrence> {
  const exceptions = event.recurrence ? await db.select().from(eventExceptions).where(eq(eventExceptions.eventId, event.id)) : [];
  const [first] = expandEvent(event, exceptions, calendarStart, farFuture, 1);
  const { title, description, location } = event;
  return (
    first ??
    inReaderZone({ event, start: event.startAt, end: event.endAt, originalStart: event.recurrence ? event.startAt : null, title, description, location, days: null }, 'UTC')
  );
}

/** The zone a user's new timed event repeats in; a zone the runtime does not know would make every read fail. */
export async function eventZoneOf(db: Reader, userId: string): Promise<string> {
  const settings = await ownerSettings(db, userId);
  return isKnownTimeZone(settings.timezone) ? settings.timezone : 'UTC';
}

export async function createEvent(db: Database, userId: string, input: CreateEventInput): Promise<CalendarEvent> {
  const timezone = await eventZoneOf(db, userId);
  if (input.groupId) await requireEventGroup(db, input.groupId, userId);
  const cost = input.cost ? await costColumns(db, input.groupId, input.cost, null) : noCost;
  const timing = timingFor(input, timezone, input.recurrence ?? null);
  const [row] = await db
    .insert(events)
    .values({ userId, groupId: input.groupId, title: input.title, description: input.description, location: input.location, ...timing, ...cost })
    .returning();
  const [view] = await viewOccurrences(db, userId, [await firstOccurrence(db, row!)]);
  return view!;
}
