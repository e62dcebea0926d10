import { z } from 'zod';
import { isIsoDate } from '../shared/dates';
import { parseInstant } from '../shared/zoned-time';
import { eventCostInput, guestsField, type EventCost } from './event-cost';

/** Texts for events (docs/product/validation.md#event, docs/product/errors.md#events); the client translates them. */
export const eventMessages = {
  titleRequired: 'validation.eventTitleRequired',
  titleTooLong: 'validation.titleTooLong',
  descriptionTooLong: 'validation.descriptionTooLong',
  locationTooLong: 'validation.locationTooLong',
  startRequired: 'validation.startTimeRequired',
  endRequired: 'validation.endTimeRequired',
  endAfterStart: 'validation.endAfterStart',
  signInToCreate: 'validation.eventSignInRequired',
  created: 'messages.eventCreated',
  updated: 'messages.eventUpdated',
  createFailed: 'messages.eventCreateFailed',
  updateFailed: 'messages.eventUpdateFailed',
  tryAgain: 'messages.tryAgain',
} as const;

export const eventTitleMaxLength = 100;
export const eventDescriptionMaxLength = 500;
export const eventLocationMaxLength = 200;

export const rsvpStatuses = ['going', 'maybe', 'cantGo'] as const;
export type RsvpStatus = (typeof rsvpStatuses)[number];

/** Editing or deleting one occurrence of a recurring event, or the whole series. */
export const occurrenceScopes = ['this', 'all'] as const;
export type OccurrenceScope = (typeof occurrenceScopes)[number];

/** docs/product/limits.md#event-sliders-and-presets: sliders and presets of the event form. */
export const eventFormLimits = {
  maxDayOffset: 365,
  minutesInDay: 1439,
  minuteStep: 15,
  defaultStartMinutes: 9 * 60,
  defaultEndMinutes: 10 * 60,
} as const;

export const timePresets = {
  morning: { start: 9 * 60, end: 10 * 60 },
  lunch: { start: 12 * 60, end: 13 * 60 },
  afternoon: { start: 14 * 60, end: 15 * 60 },
} as const;

export const datePresets = { today: 0, tomorrow: 1, nextWeek: 7 } as const;

/** One event (or one occurrence of a recurring event) as every API answer shows it. */
export interface CalendarEvent {
  /** The event's id; every occurrence of a recurring series carries the series' id. */
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  /**
   * ISO instants of this occurrence; for an all-day event its first and last day as calendar
   * dates (`YYYY-MM-DD`, the end inclusive), the same days wherever it is read.
   */
  startTime: string;
  endTime: string;
  /** A day-long (or several days long) event without times: a birthday, a trip. */
  allDay: boolean;
  groupId: string | null;
  group: { id: string; name: string; color: string } | null;
  createdBy: string;
  creator: { id: string; firstName: string; lastName: string };
  /**
   * Group members who answered, with their answer and the guests they bring, for this occurrence
   * (an answer for "this one" over the answer for the series); empty for personal events.
   */
  attendees: { userId: string; firstName: string; lastName: string; status: RsvpStatus; guests: number }[];
  myRsvp: RsvpStatus | null;
  /** Guests the signed-in member brings to this occurrence (0 without an answer). */
  myGuests: number;
  /** A group event's cost with the estimated share per head, or its booking once booked; null without a cost. */
  cost: EventCost | null;
  /** The signed-in user may edit and delete it (creator, or group owner/admin). */
  canEdit: boolean;
  /** RFC 5545 RRULE value without the `RRULE:` prefix (e.g. `FREQ=MONTHLY;COUNT=12`), or null. */
  recurrence: string | null;
  /** For occurrences of a recurring event: the occurrence's original start, which names it in `?occurrence=`. */
  occurrenceStart: string | null;
}

export interface CalendarShare {
  token: string;
  /** The public page, /shared/calendar/{token}. */
  url: string;
  /** The iCalendar feed, /shared/calendar/{token}.ics. */
  icsUrl: string;
  groupId: string | null;
  name: string;
  createdAt: string;
}

/** What GET /api/shared/calendar/{token} answers: never attendee e-mails. */
export interface PublicCalendar {
  name: string;
  events: Pick<CalendarEvent, 'id' | 'title' | 'description' | 'location' | 'startTime' | 'endTime' | 'allDay' | 'recurrence' | 'occurrenceStart'>[];
}

/**
 * POST /api/events/{id}/rsvp: the answer, the guests a member going brings (0–10; none when they
 * can't go), and for a series either every occurrence (`scope=all`, the default, replacing the
 * member's answers for single occurrences not yet booked) or one (`scope=this` with `occurrence`).
 */
export const rsvpInput = z
  .object({
    status: z.enum(rsvpStatuses),
    guests: guestsField.optional().default(0),
    scope: z.enum(['this', 'all']).optional().default('all'),
    occurrence: z.string().max(40).optional(),
  })
  .strict();
export type RsvpInput = z.output<typeof rsvpInput>;

/** Texts of the calendar's rules beyond the form messages of docs/product/validation.md#event. */
export const eventRuleMessages = {
  invalidTime: 'validation.eventInvalidTime',
  recurrenceInvalid: 'validation.eventRecurrenceInvalid',
  recurrenceUnsupported: 'validation.eventRecurrenceUnsupported',
  recurrenceCountAndUntil: 'validation.eventRecurrenceCountAndUntil',
  recurrenceTooMany: 'validation.eventRecurrenceTooMany',
  recurrenceUntilBeforeStart: 'validation.eventRecurrenceUntilBeforeStart',
  recurrenceEmpty: 'validation.eventRecurrenceEmpty',
  rangeTooLong: 'validation.eventRangeTooLong',
  rangeBackwards: 'validation.eventRangeBackwards',
  limitRange: 'validation.eventLimitRange',
  rsvpPersonal: 'messages.eventRsvpPersonal',
  groupArchived: 'messages.eventGroupArchived',
  occurrenceMoveGroup: 'validation.eventOccurrenceMoveGroup',
  groupInvalid: 'validation.eventGroupInvalid',
  occurrenceRequired: 'validation.eventOccurrenceRequired',
  allDayDate: 'validation.eventAllDayDate',
  endDateBeforeStart: 'validation.eventEndDateBeforeStart',
  occurrenceAllDay: 'validation.eventOccurrenceAllDay',
} as const;

/** Longest range GET /api/events expands at once. */
export const eventRangeMaxDays = 400;
/** Most occurrences one series yields per request (and most a COUNT may ask for). */
export const maxOccurrencesPerSeries = 1000;
export const upcomingEventsLimit = { default: 10, max: 50 } as const;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** An ISO instant with a zone designator, normalised to `toISOString()`, whole seconds. */
function instantField(requiredMessage: string) {
  return z.preprocess(
    emptyToUndefined,
    z
      .string({ error: requiredMessage })
      .max(40, eventRuleMessages.invalidTime)
      .transform((value, context) => {
        const instant = parseInstant(value);
        if (!instant) {
          context.addIssue({ code: 'custom', message: eventRuleMessages.invalidTime });
          return z.NEVER;
        }
        return new Date(Math.floor(instant.getTime() / 1000) * 1000).toISOString();
      }),
  );
}

/** A time or date as sent; its meaning depends on `allDay`. */
function timeText(requiredMessage: string) {
  return z.preprocess(emptyToUndefined, z.string({ error: requiredMessage }).max(40, eventRuleMessages.invalidTime));
}

const eventTitle = z.string({ error: eventMessages.titleRequired }).trim().min(1, eventMessages.titleRequired).max(eventTitleMaxLength, eventMessages.titleTooLong);

function optionalText(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);
}

const eventFields = {
  title: eventTitle,
  description: optionalText(eventDescriptionMaxLength, eventMessages.descriptionTooLong),
  location: optionalText(eventLocationMaxLength, eventMessages.locationTooLong),
  /** An instant, or for an all-day event a date; read by `readTimes` once `allDay` is known. */
  startTime: timeText(eventMessages.startRequired),
  endTime: timeText(eventMessages.endRequired),
  /** Dates instead of times: `startTime` and `endTime` are the first and last day (inclusive). */
  allDay: z.boolean({ error: eventRuleMessages.allDayDate }).optional().default(false),
  /** RRULE value (with or without the `RRULE:` prefix); null or '' for a one-off event. */
  recurrence: z
    .string({ error: eventRuleMessages.recurrenceInvalid })
    .trim()
    .max(300, eventRuleMessages.recurrenceInvalid)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
};

type TimedFields = { startTime: string; endTime: string; allDay: boolean };

/**
 * The times as stored: instants normalised to whole seconds, or for an all-day event two dates,
 * the end not before the start. Issues land on `startTime` or `endTime` with the texts of docs/product/validation.md#event.
 */
function readTimes<T extends TimedFields>(value: T, context: z.RefinementCtx): T {
  const read = (field: 'startTime' | 'endTime'): string | null => {
    const text = value[field];
    if (value.allDay) {
      if (isIsoDate(text)) return text;
      context.addIssue({ code: 'custom', message: eventRuleMessages.allDayDate, path: [field] });
      return null;
    }
    const instant = parseInstant(text);
    if (instant) return new Date(Math.floor(instant.getTime() / 1000) * 1000).toISOString();
    context.addIssue({ code: 'custom', message: eventRuleMessages.invalidTime, path: [field] });
    return null;
  };
  const startTime = read('startTime');
  const endTime = read('endTime');
  if (startTime === null || endTime === null) return z.NEVER;
  if (value.allDay ? endTime < startTime : endTime <= startTime) {
    context.addIssue({ code: 'custom', message: value.allDay ? eventRuleMessages.endDateBeforeStart : eventMessages.endAfterStart, path: ['endTime'] });
    return z.NEVER;
  }
  return { ...value, startTime, endTime };
}

/** POST /api/events (docs/product/api-and-caching.md#calls). `createdBy` and `attendees` are accepted and ignored. */
export const createEventInput = z
  .object({
    ...eventFields,
    groupId: z
      .string({ error: eventRuleMessages.groupInvalid })
      .max(100, eventRuleMessages.groupInvalid)
      .nullish()
      .transform((value) => value || null),
    /** A group event's cost; null or absent: none. */
    cost: eventCostInput.nullish().transform((value) => value ?? null),
    createdBy: z.unknown().optional(),
    attendees: z.unknown().optional(),
  })
  .strict()
  .transform(({ createdBy: _createdBy, attendees: _attendees, ...rest }, context) => readTimes(rest, context));
export type CreateEventInput = z.output<typeof createEventInput>;
export type CreateEventFields = z.input<typeof createEventInput>;

/** PUT /api/events/{id}: the create payload (createdBy and attendees ignored); an absent groupId or recurrence keeps the event's. */
export const updateEventInput = z
  .object({
    ...eventFields,
    groupId: z
      .string({ error: eventRuleMessages.groupInvalid })
      .max(100, eventRuleMessages.groupInvalid)
      .nullish()
      .transform((value) => (value === undefined ? undefined : value || null)),
    /** The cost from now on (occurrences already booked keep theirs); null removes it, absent keeps it. */
    cost: eventCostInput.nullish(),
    /** Not part of an edit; accepted so a client may send back the event it read, and ignored. */
    createdBy: z.unknown().optional(),
    attendees: z.unknown().optional(),
  })
  .strict()
  .transform(({ createdBy: _createdBy, attendees: _attendees, ...rest }, context) => readTimes(rest, context));
export type UpdateEventInput = z.output<typeof updateEventInput>;

/** `?occurrence=<original start>&scope=this|all` on PUT and DELETE. */
export const occurrenceQuery = z.object({
  occurrence: instantField(eventRuleMessages.occurrenceRequired).optional(),
  scope: z.enum(occurrenceScopes).default('all'),
});
export type OccurrenceQuery = z.output<typeof occurrenceQuery>;

export const listEventsQuery = z.object({
  from: instantField(eventRuleMessages.invalidTime).optional(),
  to: instantField(eventRuleMessages.invalidTime).optional(),
});
export type ListEventsQuery = z.output<typeof listEventsQuery>;

export const upcomingEventsQuery = z.object({
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: eventRuleMessages.limitRange })
      .int(eventRuleMessages.limitRange)
      .min(1, eventRuleMessages.limitRange)
      .max(upcomingEventsLimit.max, eventRuleMessages.limitRange)
      .default(upcomingEventsLimit.default),
  ),
  /** Only this group's events (the group page); the caller must be a member. */
  groupId: z.string({ error: eventRuleMessages.groupInvalid }).max(100, eventRuleMessages.groupInvalid).optional(),
});

export const createCalendarShareInput = z
  .object({
    groupId: z
      .string({ error: eventRuleMessages.groupInvalid })
      .max(100, eventRuleMessages.groupInvalid)
      .nullish()
      .transform((value) => value || null),
  })
  .strict();

/** `?occurrence=<original start>` on POST /api/events/{id}/close: required for a series. */
export const closeEventQuery = z.object({ occurrence: instantField(eventRuleMessages.occurrenceRequired).optional() });
