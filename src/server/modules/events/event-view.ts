import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CalendarEvent, RsvpStatus } from '../../../domain/events/events';
import type { Database } from '../../db/client';
import { eventRsvps, events, groupMembers, groups, users, type EventRow } from '../../db/schema/index';
import { managerRoles, type MemberRole } from '../../http/membership';
import type { Occurrence } from '../../shared/event-occurrences';

type Reader = Pick<Database, 'select'>;
type Attendee = CalendarEvent['attendees'][number];

/** What the wire shape needs beyond the rows: groups, creators' names and answers. */
export interface ViewContext {
  userId: string;
  groups: Map<string, { id: string; name: string; color: string; role: MemberRole | null }>;
  creators: Map<string, { id: string; firstName: string; lastName: string }>;
  attendees: Map<string, Attendee[]>;
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))];

/** Loads the groups, creators and RSVPs (of current members only) of `rows` for `userId`. */
export async function loadViewContext(db: Reader, userId: string, rows: readonly EventRow[]): Promise<ViewContext> {
  const groupIds = unique(rows.map((row) => row.groupId));
  const creatorIds = unique(rows.map((row) => row.userId));
  const groupEventIds = rows.filter((row) => row.groupId !== null).map((row) => row.id);
  // One query after another: `db` may be a transaction's client, which runs one query at a time.
  const groupRows = groupIds.length === 0 ? [] : await db.select({ id: groups.id, name: groups.name, color: groups.color }).from(groups).where(inArray(groups.id, groupIds));
  const roleRows =
    groupIds.length === 0
      ? []
      : await db
          .select({ groupId: groupMembers.groupId, role: groupMembers.role })
          .from(groupMembers)
          .where(and(eq(groupMembers.userId, userId), inArray(groupMembers.groupId, groupIds)));
  const creatorRows =
    creatorIds.length === 0 ? [] : await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, creatorIds));
  const rsvpRows =
    groupEventIds.length === 0
      ? []
      : await db
          .select({ eventId: eventRsvps.eventId, userId: users.id, firstName: users.firstName, lastName: users.lastName, status: eventRsvps.status })
          .from(eventRsvps)
          .innerJoin(events, eq(events.id, eventRsvps.eventId))
          .innerJoin(groupMembers, and(eq(groupMembers.groupId, events.groupId), eq(groupMembers.userId, eventRsvps.userId)))
          .innerJoin(users, eq(users.id, eventRsvps.userId))
          .where(inArray(eventRsvps.eventId, groupEventIds))
          .orderBy(asc(eventRsvps.updatedAt), asc(users.id));
  const roles = new Map(roleRows.map((row) => [row.groupId, row.role]));
  const attendees = new Map<string, Attendee[]>();
  for (const { eventId, ...attendee } of rsvpRows) attendees.set(eventId, [...(attendees.get(eventId) ?? []), attendee]);
  return {
    userId,
    groups: new Map(groupRows.map((row) => [row.id, { ...row, role: roles.get(row.id) ?? null }])),
    creators: new Map(creatorRows.map((row) => [row.id, row])),
    attendees,
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

/** The wire shape of one occurrence for the signed-in user. */
export function toCalendarEvent(occurrence: Occurrence, context: ViewContext): CalendarEvent {
  const { event } = occurrence;
  const group = event.groupId ? context.groups.get(event.groupId) : undefined;
  const attendees = context.attendees.get(event.id) ?? [];
  const mine = attendees.find((attendee) => attendee.userId === context.userId);
  const creator = context.creators.get(event.userId) ?? { id: event.userId, firstName: '', lastName: '' };
  return {
    id: event.id,
    title: occurrence.title,
    description: occurrence.description,
    location: occurrence.location,
    ...wireTimes(occurrence),
    groupId: event.groupId,
    group: group ? { id: group.id, name: group.name, color: group.color } : null,
    createdBy: event.userId,
    creator,
    attendees,
    myRsvp: (mine?.status as RsvpStatus | undefined) ?? null,
    canEdit: mayEdit(event, context.userId, group?.role ?? null),
    recurrence: event.recurrence,
    occurrenceStart: occurrence.originalStart?.toISOString() ?? null,
  };
}
