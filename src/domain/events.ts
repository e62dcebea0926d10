import { z } from 'zod';

/** Spec §5 and §8 texts for events; the client translates them. */
export const eventMessages = {
  titleRequired: 'Event title is required',
  titleTooLong: 'Title too long',
  descriptionTooLong: 'Description too long',
  locationTooLong: 'Location too long',
  startRequired: 'Start time is required',
  endRequired: 'End time is required',
  endAfterStart: 'End time must be after start time.',
  signInToCreate: 'You must be logged in to create an event.',
  created: 'Event Created Successfully!',
  updated: 'Event Updated Successfully!',
  createFailed: 'Failed to Create Event',
  updateFailed: 'Failed to Update Event',
  tryAgain: 'Please try again',
} as const;

export const eventTitleMaxLength = 100;
export const eventDescriptionMaxLength = 500;
export const eventLocationMaxLength = 200;

export const rsvpStatuses = ['going', 'maybe', 'cantGo'] as const;
export type RsvpStatus = (typeof rsvpStatuses)[number];

/** Editing or deleting one occurrence of a recurring event, or the whole series. */
export const occurrenceScopes = ['this', 'all'] as const;
export type OccurrenceScope = (typeof occurrenceScopes)[number];

/** Spec §9: sliders and presets of the event form. */
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
  /** ISO instants of this occurrence. */
  startTime: string;
  endTime: string;
  groupId: string | null;
  group: { id: string; name: string; color: string } | null;
  createdBy: string;
  creator: { id: string; firstName: string; lastName: string };
  /** Group members who answered, with their answer; empty for personal events. */
  attendees: { userId: string; firstName: string; lastName: string; status: RsvpStatus }[];
  myRsvp: RsvpStatus | null;
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
  events: Pick<CalendarEvent, 'id' | 'title' | 'description' | 'location' | 'startTime' | 'endTime' | 'recurrence' | 'occurrenceStart'>[];
}

export const rsvpInput = z.object({ status: z.enum(rsvpStatuses) });
