import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TransactionType } from '../../../domain/categories/categories';
import { timeOrderedUuid } from './time-ordered-uuid';
import { transactions } from './transactions';
import { users } from './users';

export type WeekendHandling = 'none' | 'before' | 'after';

/** A recurring transaction: a bill, a payday, a subscription. */
export const recurringSchedules = pgTable(
  'recurring_schedules',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<TransactionType>().notNull(),
    category: text('category').notNull(),
    /** Positive, in minor units of `currency`; the expected amount. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** 0 for an exact amount; else how far (±, in percent) a real amount may differ and still match. */
    tolerancePercent: integer('tolerance_percent').notNull().default(0),
    /** The payee or what it is for. */
    description: text('description').notNull().default(''),
    /** An RFC 5545 RRULE (without DTSTART): the dates it falls on, from `starts_on`. */
    rule: text('rule').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    weekend: text('weekend').$type<WeekendHandling>().notNull().default('none'),
    /** Posted by the scheduler on its date, or waiting for the user to confirm. */
    autoPost: boolean('auto_post').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('recurring_schedules_user_idx').on(table.userId),
    check('recurring_schedules_amount_positive', sql`${table.amountMinor} > 0`),
    check('recurring_schedules_tolerance_range', sql`${table.tolerancePercent} between 0 and 100`),
    check('recurring_schedules_weekend_valid', sql`${table.weekend} in ('none', 'before', 'after')`),
    check('recurring_schedules_type_valid', sql`${table.type} in ('income', 'expense', 'transfer')`),
    check('recurring_schedules_ends_after_start', sql`${table.endsOn} is null or ${table.endsOn} >= ${table.startsOn}`),
  ],
);

export type RecurringScheduleRow = typeof recurringSchedules.$inferSelect;

export type OccurrenceStatus = 'posted' | 'paid' | 'skipped';

/**
 * What became of one occurrence: posted by the scheduler, paid by a transaction that matched
 * it, or skipped by the user. The primary key on the rule's date makes posting idempotent: a
 * job that runs twice, or on two instances, inserts once.
 */
export const recurringOccurrences = pgTable(
  'recurring_occurrences',
  {
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => recurringSchedules.id, { onDelete: 'cascade' }),
    /** The date the rule gives, before weekend handling. */
    scheduledOn: date('scheduled_on', { mode: 'string' }).notNull(),
    /** The date it is due, after weekend handling. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<OccurrenceStatus>().notNull(),
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.scheduleId, table.scheduledOn] }),
    index('recurring_occurrences_transaction_idx')
      .on(table.transactionId)
      .where(sql`${table.transactionId} is not null`),
    index('recurring_occurrences_user_idx').on(table.userId, table.dueOn),
    check('recurring_occurrences_status_valid', sql`${table.status} in ('posted', 'paid', 'skipped')`),
  ],
);
