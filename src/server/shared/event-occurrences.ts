import { addDays, type IsoDate } from '../../domain/shared/dates';
import { maxOccurrencesPerSeries } from '../../domain/events/events';
import { instantFromWallTime } from '../../domain/shared/zoned-time';
import type { EventExceptionRow, EventRow } from '../db/schema/index';
import { occurrenceStarts } from './event-recurrence';

const dayMs = 24 * 60 * 60 * 1000;

/** One occurrence as shown: a one-off event, or one member of a series with its exception applied. */
export interface Occurrence {
  event: EventRow;
  start: Date;
  end: Date;
  /** The original start naming a series' occurrence; null for a one-off event. */
  originalStart: Date | null;
  title: string;
  description: string | null;
  location: string | null;
  /**
   * For an all-day event, its first and last day (inclusive); `start` and `end` are then the
   * midnights that open the first day and close the last one in the reader's zone.
   */
  days: { first: IsoDate; last: IsoDate } | null;
}

/** The calendar date a stored all-day instant (a UTC midnight) stands for. */
export const storedDate = (instant: Date): IsoDate => instant.toISOString().slice(0, 10);

function midnightIn(date: IsoDate, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return instantFromWallTime({ year, month, day, hour: 0, minute: 0, second: 0 }, timeZone);
}

/** An occurrence of an all-day event as a reader in `timeZone` lives it: from their midnight to their midnight. */
export function inReaderZone(occurrence: Occurrence, timeZone: string): Occurrence {
  if (!occurrence.event.allDay) return occurrence;
  const first = storedDate(occurrence.start);
  const last = addDays(storedDate(occurrence.end), -1);
  return { ...occurrence, start: midnightIn(first, timeZone), end: midnightIn(addDays(last, 1), timeZone), days: { first, last } };
}

/** An exception's text: null follows the series, '' clears it for this occurrence. */
const overridden = (value: string | null, series: string | null) => (value === null ? series : value || null);

function applyException(event: EventRow, originalStart: Date, exception: EventExceptionRow | undefined): Occurrence {
  const duration = event.endAt.getTime() - event.startAt.getTime();
  return {
    event,
    start: exception?.startAt ?? originalStart,
    end: exception?.endAt ?? new Date(originalStart.getTime() + duration),
    originalStart,
    title: exception?.title ?? event.title,
    description: overridden(exception?.description ?? null, event.description),
    location: overridden(exception?.location ?? null, event.location),
    days: null,
  };
}

/**
 * The occurrences of `event` whose (possibly moved) times overlap [from, to), soonest first, at
 * most `limit`: cancelled ones left out, changed ones as changed, and ones moved into the range
 * from outside it included. All-day events are placed on the days of a reader in `readerZone`.
 */
export function expandEvent(
  event: EventRow,
  exceptions: readonly EventExceptionRow[],
  from: Date,
  to: Date,
  limit: number = maxOccurrencesPerSeries,
  readerZone = 'UTC',
): Occurrence[] {
  if (!event.allDay) return expandStored(event, exceptions, from, to, limit);
  // Stored days are UTC midnights; a reader's day is at most 14 hours away from them.
  const widened = expandStored(event, exceptions, new Date(from.getTime() - dayMs), new Date(to.getTime() + dayMs), limit + 3);
  const placed = widened.map((occurrence) => inReaderZone(occurrence, readerZone)).filter((occurrence) => occurrence.start < to && occurrence.end > from);
  return sortOccurrences(placed).slice(0, limit);
}

function expandStored(event: EventRow, exceptions: readonly EventExceptionRow[], from: Date, to: Date, limit: number): Occurrence[] {
  const overlaps = (occurrence: Occurrence) => occurrence.start < to && occurrence.end > from;
  if (!event.recurrence) {
    const single: Occurrence = {
      event,
      start: event.startAt,
      end: event.endAt,
      originalStart: null,
      title: event.title,
      description: event.description,
      location: event.location,
      days: null,
    };
    return overlaps(single) ? [single] : [];
  }
  const byOriginal = new Map(exceptions.map((exception) => [exception.originalStart.getTime(), exception]));
  // Cancelled occurrences still count against the cap, so ask for as many more as are cancelled.
  const starts = occurrenceStarts(event, from, to, Math.min(limit + exceptions.length, maxOccurrencesPerSeries));
  const seen = new Set(starts.map((start) => start.getTime()));
  const occurrences: Occurrence[] = [];
  for (const start of starts) {
    const exception = byOriginal.get(start.getTime());
    if (exception?.cancelled) continue;
    const occurrence = applyException(event, start, exception);
    if (overlaps(occurrence)) occurrences.push(occurrence);
  }
  for (const exception of exceptions) {
    if (exception.cancelled || seen.has(exception.originalStart.getTime())) continue;
    const moved = applyException(event, exception.originalStart, exception);
    if (overlaps(moved)) occurrences.push(moved);
  }
  return sortOccurrences(occurrences).slice(0, limit);
}

export function sortOccurrences(occurrences: Occurrence[]): Occurrence[] {
  return occurrences.sort((a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime() || a.event.id.localeCompare(b.event.id));
}

/** Exceptions grouped by their series. */
export function exceptionsBySeries(rows: readonly EventExceptionRow[]): Map<string, EventExceptionRow[]> {
  const map = new Map<string, EventExceptionRow[]>();
  for (const row of rows) {
    const list = map.get(row.eventId) ?? [];
    list.push(row);
    map.set(row.eventId, list);
  }
  return map;
}
