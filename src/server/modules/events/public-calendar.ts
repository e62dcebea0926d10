import type { PublicCalendar } from '../../../domain/events/events';
import type { Database } from '../../db/client';
import { occurrencesOf, seriesInWindow } from '../../shared/event-queries';
import { withExceptions } from './event-feed';
import { wireTimes } from './event-view';
import { icsCalendar } from './ics-calendar';
import { sharedCalendar } from './share-service';

const dayMs = 24 * 60 * 60 * 1000;

/** What a public link shows: from 30 days ago to a year ahead. */
function publicWindow(now: Date): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - 30 * dayMs), to: new Date(now.getTime() + 365 * dayMs) };
}

/** GET /api/shared/calendar/{token}: titles, times, places and descriptions; never who answered. */
export async function publicCalendar(db: Database, token: string, now = new Date()): Promise<PublicCalendar> {
  const { name, scope } = await sharedCalendar(db, token);
  const { from, to } = publicWindow(now);
  const occurrences = await occurrencesOf(db, await seriesInWindow(db, scope, from, to), from, to);
  return {
    name,
    events: occurrences.map((occurrence) => ({
      id: occurrence.event.id,
      title: occurrence.title,
      description: occurrence.description,
      location: occurrence.location,
      ...wireTimes(occurrence),
      recurrence: occurrence.event.recurrence,
      occurrenceStart: occurrence.originalStart?.toISOString() ?? null,
    })),
  };
}

/** GET /shared/calendar/{token}.ics: the same calendar as a subscribable iCalendar feed. */
export async function publicFeed(db: Database, token: string, now = new Date()): Promise<string> {
  const { name, scope } = await sharedCalendar(db, token);
  const { from, to } = publicWindow(now);
  const rows = await seriesInWindow(db, scope, from, to);
  return icsCalendar(name, await withExceptions(db, rows), now);
}
