import { and, asc, eq, isNotNull, isNull, lte, notExists, or, gt, inArray } from 'drizzle-orm';
import type { EventBookingStatus } from '../db/schema/events';
import type { Database } from '../db/client';
import { eventCostBookings, eventExceptions, events } from '../db/schema/index';
import { bookOccurrence } from '../modules/events/booking';
import { expenseWriter } from '../modules/group-expenses/expense-service';
import { bookingKey, loadBookings } from '../shared/event-answers';
import { exceptionsBySeries, expandEvent, sortOccurrences, type Occurrence } from '../shared/event-occurrences';
import { exchangeRates, type ExchangeRates } from '../shared/exchange-rates';
import { scheduledJob } from './scheduled-job';

/** Occurrences booked per run at most; the rest wait for the next run, five minutes later. */
const runMax = 500;

/** One-off events with a cost that are over and not booked yet, oldest first. */
async function endedOneOffs(db: Database, now: Date, limit: number): Promise<Occurrence[]> {
  const rows = await db
    .select()
    .from(events)
    .where(
      and(
        isNotNull(events.costMinor),
        isNotNull(events.groupId),
        isNull(events.recurrence),
        lte(events.endAt, now),
        notExists(
          db
            .select({ eventId: eventCostBookings.eventId })
            .from(eventCostBookings)
            .where(and(eq(eventCostBookings.eventId, events.id), eq(eventCostBookings.occurrence, ''))),
        ),
      ),
    )
    .orderBy(asc(events.endAt), asc(events.id))
    .limit(limit);
  return rows.flatMap((event) => expandEvent(event, [], event.startAt, event.endAt, 1));
}

/** Occurrences of series with a cost that ended after the cost was set and are not booked yet (cancelled ones never book). */
async function endedSeriesOccurrences(db: Database, now: Date, limit: number): Promise<Occurrence[]> {
  const series = await db
    .select()
    .from(events)
    .where(
      and(
        isNotNull(events.costMinor),
        isNotNull(events.groupId),
        isNotNull(events.recurrence),
        isNotNull(events.costSetAt),
        lte(events.startAt, now),
        or(isNull(events.recurrenceUntil), gt(events.recurrenceUntil, events.costSetAt)),
      ),
    )
    .orderBy(asc(events.id));
  if (series.length === 0) return [];
  const ids = series.map((event) => event.id);
  const exceptions = exceptionsBySeries(await db.select().from(eventExceptions).where(inArray(eventExceptions.eventId, ids)));
  const bookings = await loadBookings(db, ids);
  const due: Occurrence[] = [];
  for (const event of series) {
    const setAt = event.costSetAt!;
    if (setAt >= now) continue;
    for (const occurrence of expandEvent(event, exceptions.get(event.id) ?? [], setAt, now)) {
      if (occurrence.end > now || occurrence.end <= setAt) continue;
      if (!bookings.has(`${event.id}|${bookingKey(occurrence.originalStart)}`)) due.push(occurrence);
    }
    if (due.length >= limit) break;
  }
  return sortOccurrences(due).slice(0, limit);
}

export type BookingTally = Record<EventBookingStatus | 'skipped', number>;

/**
 * Books every occurrence with a cost that has ended and is not booked yet, at most `runMax` per
 * run. Each occurrence is claimed in its own transaction by its booking row, so a retried run,
 * a second instance or the organiser closing it at the same moment books nothing twice
 * (`skipped` counts the ones another got first).
 */
export async function bookEndedEventCosts(
  db: Database,
  { now = new Date(), rates, limit = runMax }: { now?: Date; rates?: ExchangeRates; limit?: number } = {},
): Promise<BookingTally> {
  const tally: BookingTally = { booked: 0, nobody: 0, unbookable: 0, skipped: 0 };
  const oneOffs = await endedOneOffs(db, now, limit);
  const occurrences = [...oneOffs, ...(await endedSeriesOccurrences(db, now, limit - oneOffs.length))];
  const writer = expenseWriter(rates);
  for (const occurrence of occurrences) {
    const status = await bookOccurrence(db, occurrence, null, writer);
    tally[status ?? 'skipped'] += 1;
  }
  return tally;
}

export const eventCostBooking = scheduledJob({
  name: 'event-cost-booking',
  cron: '*/5 * * * *',
  async run({ db, config }) {
    const { booked, nobody, unbookable, skipped } = await bookEndedEventCosts(db, { rates: exchangeRates(db, config.fxBaseUrl) });
    return `booked ${booked} event costs, ${nobody} with nobody going, ${unbookable} unbookable, ${skipped} already booked`;
  },
});
