import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { eventExceptions, events, groupMembers, type EventRow } from '../db/schema/index';
import { exceptionsBySeries, expandEvent, sortOccurrences, type Occurrence } from './event-occurrences';

type Reader = Pick<Database, 'select'>;

/** Whose events a calendar shows: one user's personal events, and/or the events of some groups. */
export interface CalendarScope {
  personalOf?: string;
  groupIds?: readonly string[];
  /** Every group this user belongs to. */
  groupsOf?: string;
}

function scopeCondition(db: Reader, scope: CalendarScope): SQL | undefined {
  const parts: SQL[] = [];
  if (scope.personalOf) parts.push(and(isNull(events.groupId), eq(events.userId, scope.personalOf))!);
  if (scope.groupIds && scope.groupIds.length > 0) parts.push(inArray(events.groupId, [...scope.groupIds]));
  if (scope.groupsOf) {
    const memberOf = db.select({ groupId: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, scope.groupsOf));
    parts.push(inArray(events.groupId, memberOf));
  }
  return parts.length === 0 ? undefined : or(...parts);
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Series and one-off events that may have an occurrence overlapping [from, to). The window is
 * widened by a day: all-day events are stored on UTC midnights and a reader's day may lie up to
 * 14 hours either side; expanding them keeps only what overlaps the exact range.
 */
export async function seriesInWindow(db: Reader, scope: CalendarScope, exactFrom: Date, exactTo: Date): Promise<EventRow[]> {
  const scoped = scopeCondition(db, scope);
  if (!scoped) return [];
  return db
    .select()
    .from(events)
    .where(and(scoped, mayOccurIn(exactFrom, exactTo)));
}

/** Events of anyone that may have an occurrence overlapping [from, to), widened by a day as `seriesInWindow` is. */
export function mayOccurIn(exactFrom: Date, exactTo: Date): SQL {
  const from = new Date(exactFrom.getTime() - dayMs);
  const to = new Date(exactTo.getTime() + dayMs);
  return or(
    and(isNull(events.recurrence), lt(events.startAt, to), gt(events.endAt, from)),
    and(
      isNotNull(events.recurrence),
      or(isNull(events.recurrenceUntil), gt(events.recurrenceUntil, from)),
      // An occurrence moved earlier than the series' first start still shows in its new place.
      or(lt(events.startAt, to), sql`exists (select 1 from ${eventExceptions} where ${eventExceptions.eventId} = ${events.id} and ${eventExceptions.startAt} < ${to})`),
    ),
  )!;
}

/** Every occurrence in the window of the given events, soonest first, with exceptions applied. */
/** All-day events fall on the days of a reader in `readerZone`. */
export async function occurrencesOf(db: Reader, rows: readonly EventRow[], from: Date, to: Date, limitPerSeries?: number, readerZone = 'UTC'): Promise<Occurrence[]> {
  const seriesIds = rows.filter((row) => row.recurrence).map((row) => row.id);
  const exceptionRows = seriesIds.length === 0 ? [] : await db.select().from(eventExceptions).where(inArray(eventExceptions.eventId, seriesIds));
  const byEvent = exceptionsBySeries(exceptionRows);
  return sortOccurrences(rows.flatMap((row) => expandEvent(row, byEvent.get(row.id) ?? [], from, to, limitPerSeries, readerZone)));
}

/**
 * What may hold the next `limit` occurrences after `now`: the soonest one-off events not yet
 * over, and every series still running.
 */
export async function upcomingCandidates(db: Reader, scope: CalendarScope, now: Date, limit: number): Promise<EventRow[]> {
  const scoped = scopeCondition(db, scope);
  if (!scoped) return [];
  // An all-day event's stored end (a UTC midnight) may be up to 14 hours before the reader's.
  const dayAgo = new Date(now.getTime() - dayMs);
  const notOver = or(and(eq(events.allDay, false), gt(events.endAt, now)), and(eq(events.allDay, true), gt(events.endAt, dayAgo)));
  const [oneOff, series] = await Promise.all([
    db
      .select()
      .from(events)
      .where(and(scoped, isNull(events.recurrence), notOver))
      .orderBy(asc(events.startAt), asc(events.id))
      // A few more than asked: all-day starts sort by UTC midnights, a reader's may differ by hours.
      .limit(limit + 5),
    db
      .select()
      .from(events)
      .where(and(scoped, isNotNull(events.recurrence), or(isNull(events.recurrenceUntil), gt(events.recurrenceUntil, dayAgo)))),
  ]);
  return [...oneOff, ...series];
}
