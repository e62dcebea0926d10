import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RsvpStatus } from '../../../domain/events/events';
import { groupExpenses } from './group-expenses';
import { groups } from './groups';
import { timeOrderedUuid } from './time-ordered-uuid';
import { users } from './users';

/**
 * Personal events (group_id null) and group events. A recurring event is one row with an RRULE;
 * its occurrences are computed when read, in `timezone` (the creator's at creation), so a weekly
 * 09:00 event stays at 09:00 local time across daylight-saving changes.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    /** The creator. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    location: text('location'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    timezone: text('timezone').notNull().default('UTC'),
    /**
     * A day-long event: start_at and end_at are UTC midnights standing for calendar dates (the
     * end exclusive) and `timezone` is UTC, so the days are the same for every reader and a
     * series repeats on dates.
     */
    allDay: boolean('all_day').notNull().default(false),
    /** RFC 5545 RRULE value without the `RRULE:` prefix; UNTIL is always written in UTC. */
    recurrence: text('recurrence'),
    /** The latest end any occurrence can have, for range queries; null = repeats forever. */
    recurrenceUntil: timestamp('recurrence_until', { withTimezone: true }),
    /**
     * A group event's cost in minor units of the group's currency (docs/decisions/024-event-costs-and-cash-flow.md):
     * the total shared by those going, or with `cost_per_person` what each head pays. Null: no cost.
     */
    costMinor: bigint('cost_minor', { mode: 'bigint' }),
    /** Who pays the bill; null means the creator. */
    costPaidBy: uuid('cost_paid_by').references(() => users.id, { onDelete: 'set null' }),
    costPerPerson: boolean('cost_per_person').notNull().default(false),
    /** When the cost was set: a series books only the occurrences ending after it. */
    costSetAt: timestamp('cost_set_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_user_range_idx').on(table.userId, table.startAt),
    index('events_group_range_idx')
      .on(table.groupId, table.startAt)
      .where(sql`${table.groupId} is not null`),
    check('events_end_after_start', sql`${table.endAt} > ${table.startAt}`),
    check('events_cost_positive', sql`${table.costMinor} is null or ${table.costMinor} > 0`),
    index('events_cost_idx')
      .on(table.endAt)
      .where(sql`${table.costMinor} is not null`),
  ],
);

/** One occurrence of a recurring event, cancelled or changed; null fields follow the series. */
export const eventExceptions = pgTable(
  'event_exceptions',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    originalStart: timestamp('original_start', { withTimezone: true }).notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    title: text('title'),
    /** '' clears the series' text for this occurrence; null keeps it. */
    description: text('description'),
    location: text('location'),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.originalStart] }),
    check('event_exceptions_end_after_start', sql`${table.startAt} is null or ${table.endAt} is null or ${table.endAt} > ${table.startAt}`),
  ],
);

/** A group member's answer, for the whole series of a recurring event. */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<RsvpStatus>().notNull(),
    /** People the member brings; each counts as one more share of the member's. */
    guests: integer('guests').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index('event_rsvps_user_idx').on(table.userId),
    check('event_rsvps_status_valid', sql`${table.status} in ('going', 'maybe', 'cantGo')`),
    check('event_rsvps_guests_range', sql`${table.guests} between 0 and 10`),
  ],
);

/** A member's answer for one occurrence of a series ("this one"), over their answer for the series. */
export const eventOccurrenceRsvps = pgTable(
  'event_occurrence_rsvps',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The occurrence's original start, as `?occurrence=` names it. */
    occurrenceStart: timestamp('occurrence_start', { withTimezone: true }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<RsvpStatus>().notNull(),
    guests: integer('guests').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.occurrenceStart, table.userId] }),
    index('event_occurrence_rsvps_user_idx').on(table.userId),
    check('event_occurrence_rsvps_status_valid', sql`${table.status} in ('going', 'maybe', 'cantGo')`),
    check('event_occurrence_rsvps_guests_range', sql`${table.guests} between 0 and 10`),
  ],
);

export const eventBookingStatuses = ['booked', 'nobody', 'unbookable'] as const;
export type EventBookingStatus = (typeof eventBookingStatuses)[number];

/**
 * An event's (or one occurrence's) cost, booked once: the primary key is what makes a booking
 * happen exactly once across instances and retries. `occurrence` is '' for a one-off event and
 * the occurrence's original start (ISO) for a series, so moving an event never books it again.
 * `booked` names the group expense written; `nobody` means nobody was going; `unbookable` that
 * the payer or the group could no longer take an expense (the group archived).
 */
export const eventCostBookings = pgTable(
  'event_cost_bookings',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    occurrence: text('occurrence').notNull(),
    status: text('status').$type<EventBookingStatus>().notNull(),
    /** The expense stays when the event is deleted: it is money already shared. */
    groupExpenseId: uuid('group_expense_id').references(() => groupExpenses.id, { onDelete: 'set null' }),
    /** The organiser who closed it early; null when the job booked it after the event ended. */
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.occurrence] }), check('event_cost_bookings_status_valid', sql`${table.status} in ('booked', 'nobody', 'unbookable')`)],
);

/**
 * Public read-only links to a personal or group calendar. The token is kept in plain text on
 * purpose: the owner copies links again from the list, and a link grants nothing but reading.
 */
export const calendarShares = pgTable(
  'calendar_shares',
  {
    token: text('token').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('calendar_shares_user_idx').on(table.userId, table.createdAt.desc())],
);

export type EventRow = typeof events.$inferSelect;
export type EventCostBookingRow = typeof eventCostBookings.$inferSelect;
export type EventExceptionRow = typeof eventExceptions.$inferSelect;
export type CalendarShareRow = typeof calendarShares.$inferSelect;
