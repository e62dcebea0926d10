import type { Database } from '../db/client';
import { occurrencesOf, seriesInWindow } from './event-queries';

/** The end of the calendar: occurrences are looked for up to here. */
const farFuture = new Date('3000-01-01T00:00:00Z');

export interface NextGroupEvent {
  id: string;
  title: string;
  /** ISO instant of the occurrence's start; for an all-day event its first day (`YYYY-MM-DD`). */
  startTime: string;
}

/**
 * Each group's next event: the soonest occurrence (recurring events expanded, exceptions
 * applied) that has not ended by `now`. Groups with nothing ahead are absent from the map.
 */
export async function nextEventsOfGroups(db: Pick<Database, 'select'>, groupIds: string[], now: Date): Promise<Map<string, NextGroupEvent>> {
  const next = new Map<string, NextGroupEvent>();
  if (groupIds.length === 0) return next;
  const rows = await seriesInWindow(db, { groupIds }, now, farFuture);
  for (const occurrence of await occurrencesOf(db, rows, now, farFuture, 1)) {
    const groupId = occurrence.event.groupId;
    if (groupId && !next.has(groupId)) next.set(groupId, { id: occurrence.event.id, title: occurrence.title, startTime: occurrence.days?.first ?? occurrence.start.toISOString() });
  }
  return next;
}
