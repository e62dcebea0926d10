import { z } from 'zod';
import { eventCostSchema } from '../../../domain/events/event-cost';
import { rsvpStatuses, type CalendarEvent, type CalendarShare, type PublicCalendar } from '../../../domain/events/events';

/** Response schemas of the calendar routes, checked against the domain's wire types. */
export const calendarEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  allDay: z.boolean(),
  groupId: z.string().nullable(),
  group: z.object({ id: z.string(), name: z.string(), color: z.string() }).nullable(),
  createdBy: z.string(),
  creator: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  attendees: z.array(z.object({ userId: z.string(), firstName: z.string(), lastName: z.string(), status: z.enum(rsvpStatuses), guests: z.number().int() })),
  myRsvp: z.enum(rsvpStatuses).nullable(),
  myGuests: z.number().int(),
  cost: eventCostSchema.nullable(),
  canEdit: z.boolean(),
  recurrence: z.string().nullable(),
  occurrenceStart: z.string().nullable(),
}) satisfies z.ZodType<CalendarEvent>;

export const calendarShareSchema = z.object({
  token: z.string(),
  url: z.string(),
  icsUrl: z.string(),
  groupId: z.string().nullable(),
  name: z.string(),
  createdAt: z.string(),
}) satisfies z.ZodType<CalendarShare>;

export const publicCalendarSchema = z.object({
  name: z.string(),
  events: z.array(
    calendarEventSchema.pick({ id: true, title: true, description: true, location: true, startTime: true, endTime: true, allDay: true, recurrence: true, occurrenceStart: true }),
  ),
}) satisfies z.ZodType<PublicCalendar>;

export const tokenParams = z.object({ token: z.string().max(200) });
