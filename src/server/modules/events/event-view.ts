import { and, eq, inArray } from 'drizzle-orm';
import type { CalendarEvent } from '../../../domain/events/events';
import type { Database } from '../../db/client';
import { groupMembers, groups, users, type EventCostBookingRow, type EventRow } from '../../db/schema/index';
import { managerRoles, type MemberRole } from '../../http/membership';
import { answersFor, bookingKey, loadBookings, loadEventAnswers, type EventAnswers } from '../../shared/event-answers';
import type { Occurrence } from '../../shared/event-occurrences';
import { costView, loadBookedExpenses, type BookedExpense } from './cost-view';

type Reader = Pick<Database, 'select'>;
type Person = { id: string; firstName: string; lastName: string };

/** What the wire shape needs beyond the rows: groups, people's names, answers and bookings. */
export interface ViewContext {
  userId: string;
  groups: Map<string, { id: string; name: string; color: string; currency: string; role: MemberRole | null }>;
  /** Creators, payers and everyone who answered. */
  people: Map<string, Person>;
  answers: EventAnswers;
  /** By `${eventId}|${bookingKey}`. */
  bookings: Map<string, EventCostBookingRow>;
  /** By expense id. */
  expenses: Map<string, BookedExpense>;
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))];

/** Loads the groups, names, RSVPs (of current members only) and cost bookings of `rows` for `userId`: one query per kind. */
export async function loadViewContext(db: Reader, userId: string, rows: readonly EventRow[]): Promise<ViewContext> {
  const groupIds = unique(rows.map((row) => row.groupId));
  const groupEventIds = rows.filter((row) => row.groupId !== null).map((row) => row.id);
  // One query after another: `db` may be a transaction's client, which runs one query at a time.
  const groupRows =
    groupIds.length === 0
      ? []
      : await db.select({ id: groups.id, name: groups.name, color: groups.color, currency: groups.currency }).from(groups).where(inArray(groups.id, groupIds));
  const roleRows =
    groupIds.length === 0
      ? []
      : await db
          .select({ groupId: groupMembers.groupId, role: groupMembers.role })
          .from(groupMembers)
          .where(and(eq(groupMembers.userId, userId), inArray(groupMembers.groupId, groupIds)));
  const answers = await loadEventAnswers(db, groupEventIds);
  // Every group event's: a cost removed later leaves the occurrences already booked with their expense.
  const bookings = await loadBookings(db, groupEventIds);
  const expenses = await loadBookedExpenses(db, bookings.values());
  const answerers = [...answers.series.values(), ...answers.occurrences.values()].flat().map((answer) => answer.userId);
  const personIds = unique([...rows.map((row) => row.userId), ...rows.map((row) => row.costPaidBy), ...answerers]);
  const personRows =
    personIds.length === 0 ? [] : await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, personIds));
  const roles = new Map(roleRows.map((row) => [row.groupId, row.role]));
  return {
    userId,
    groups: new Map(groupRows.map((row) => [row.id, { ...row, role: roles.get(row.id) ?? null }])),
    people: new Map(personRows.map((row) => [row.id, row])),
    answers,
    bookings,
    expenses,
  };
}

/** The creator, or an owner or admin of the event's group. */
export function mayEdit(event: EventRow, userId: string, role: MemberRole | null): boolean {
  return event.userId === userId || (event.groupId !== null && role !== null && managerRoles.includes(role));
}

/** Instants, or for an all-day event its first and last day (inclusive), as the API writes them. */
export function wireTimes(occurrence: Occurrence): Pick<CalendarEvent, 'startTime' | 'endTime' | 'allDay'> {
  if (occurrence.days) return { startTime: occurrence.days.first, endTime: occurrence.days.last, allDay: true };
  return { startTime: occurrence.start.toISOString(), endTime: occurrence.end.toISOString(), allDay: false };
}

/** The wire shape of one occurrence for the signed-in user: its own answers and its own cost. */
export function toCalendarEvent(occurrence: Occurrence, context: ViewContext): CalendarEvent {
  const { event } = occurrence;
  const group = event.groupId ? context.groups.get(event.groupId) : undefined;
  const personOf = (id: string): Person => context.people.get(id) ?? { id, firstName: '', lastName: '' };
  const answers = event.groupId ? answersFor(context.answers, event.id, occurrence.originalStart) : [];
  const attendees = answers.map(({ userId, status, guests }) => {
    const { firstName, lastName } = personOf(userId);
    return { userId, firstName, lastName, status, guests };
  });
  const mine = answers.find((answer) => answer.userId === context.userId);
  const booking = context.bookings.get(`${event.id}|${bookingKey(occurrence.originalStart)}`);
  const cost = group
    ? costView(event, {
        userId: context.userId,
        currency: group.currency,
        paidBy: personOf(event.costPaidBy ?? event.userId),
        answers,
        booking,
        expense: booking?.groupExpenseId ? context.expenses.get(booking.groupExpenseId) : undefined,
      })
    : null;
  return {
    id: event.id,
    title: occurrence.title,
    description: occurrence.description,
    location: occurrence.location,
    ...wireTimes(occurrence),
    groupId: event.groupId,
    group: group ? { id: group.id, name: group.name, color: group.color } : null,
    createdBy: event.userId,
    creator: personOf(event.userId),
    attendees,
    myRsvp: mine?.status ?? null,
    myGuests: mine?.guests ?? 0,
    cost,
    canEdit: mayEdit(event, context.userId, group?.role ?? null),
    recurrence: event.recurrence,
    occurrenceStart: occurrence.originalStart?.toISOString() ?? null,
  };
}
