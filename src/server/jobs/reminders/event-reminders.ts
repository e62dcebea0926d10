import { inArray } from 'drizzle-orm';
import { addDays, dateInZone } from '../../../domain/shared/dates';
import type { Database } from '../../db/client';
import { events, users, type EventRow } from '../../db/schema/index';
import { answersFor, loadEventAnswers } from '../../shared/event-answers';
import { inReaderZone, type Occurrence } from '../../shared/event-occurrences';
import { mayOccurIn, occurrencesOf } from '../../shared/event-queries';
import type { NotifyInput } from '../../shared/notify';

type Reader = Pick<Database, 'select'>;
type Lead = '24h' | '1h';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/**
 * Which reminder an occurrence starting at `start` is due for at `now`: the 1-hour one in its
 * last hour, else the 24-hour one in the day before. When both windows hold (a run late, or an
 * event planned less than an hour ahead) only the 1-hour one is due: two reminders at once say
 * nothing more. An all-day event has only the day-before one; an hour before midnight helps no one.
 */
export function dueLead(start: Date, now: Date, allDay: boolean): Lead | null {
  const ahead = start.getTime() - now.getTime();
  if (ahead <= 0) return null;
  if (!allDay && ahead <= hourMs) return '1h';
  return ahead <= dayMs ? '24h' : null;
}

/** Who is reminded of an occurrence: the owner of a personal event, the members going or maybe to a group one. */
type Attendees = (occurrence: Occurrence) => string[];

async function attendeesOf(db: Reader, rows: readonly EventRow[]): Promise<Attendees> {
  const answers = await loadEventAnswers(
    db,
    rows.filter((row) => row.groupId !== null).map((row) => row.id),
  );
  return (occurrence) => {
    if (occurrence.event.groupId === null) return [occurrence.event.userId];
    return answersFor(answers, occurrence.event.id, occurrence.originalStart)
      .filter((answer) => answer.status === 'going' || answer.status === 'maybe')
      .map((answer) => answer.userId);
  };
}

/**
 * The event reminders due at `now`, for every user at once: the events that may occur in the next
 * day (one query), their exceptions and answers (one query each), the attendees' zones (one).
 * The key names the occurrence's current start, so a moved event is reminded at its new time and
 * a key planned for the old time is never due.
 */
export async function dueEventReminders(db: Reader, now: Date): Promise<NotifyInput[]> {
  const horizon = new Date(now.getTime() + dayMs + 1);
  const rows = await db.select().from(events).where(mayOccurIn(now, horizon));
  if (rows.length === 0) return [];
  // All-day occurrences are placed in each attendee's zone below, so read a day either side in UTC.
  const occurrences = await occurrencesOf(db, rows, new Date(now.getTime() - dayMs), new Date(horizon.getTime() + dayMs));
  const attendees = await attendeesOf(db, rows);
  const wanted = occurrences.map((occurrence) => ({ occurrence, userIds: attendees(occurrence) })).filter((entry) => entry.userIds.length > 0);
  const userIds = [...new Set(wanted.flatMap((entry) => entry.userIds))];
  if (userIds.length === 0) return [];
  const zones = new Map((await db.select({ id: users.id, timezone: users.timezone }).from(users).where(inArray(users.id, userIds))).map((row) => [row.id, row.timezone]));

  const reminders: NotifyInput[] = [];
  for (const { occurrence: stored, userIds: attendeeIds } of wanted) {
    for (const userId of attendeeIds) {
      const zone = zones.get(userId) ?? 'UTC';
      const occurrence = inReaderZone(stored, zone);
      const lead = dueLead(occurrence.start, now, occurrence.event.allDay);
      if (!lead) continue;
      const start = occurrence.start.toISOString();
      const eventId = occurrence.event.id;
      const date = occurrence.days?.first ?? dateInZone(occurrence.start, zone);
      // The day-before reminder reads "Tomorrow": an occurrence later today (planned less than a
      // day ahead) gets only the 1-hour one rather than a title that is wrong.
      if (lead === '24h' && date !== addDays(dateInZone(now, zone), 1)) continue;
      reminders.push({
        userId,
        kind: 'eventReminder',
        params: { eventId, eventTitle: occurrence.title, start, allDay: occurrence.event.allDay ? 1 : 0, lead },
        link: `/calendar?event=${eventId}&date=${date}`,
        dedupeKey: `eventReminder:${eventId}:${start}:${lead}`,
      });
    }
  }
  return reminders;
}
