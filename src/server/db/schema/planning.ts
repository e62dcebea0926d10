import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { financialGoals } from './goals';
import { groups } from './groups';
import { timeOrderedUuid } from './time-ordered-uuid';
import { transactions } from './transactions';
import { users } from './users';

export const timeProjects = pgTable(
  'time_projects',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    /** Minor units of `currency` per hour; both null for unpaid projects. */
    hourlyRateMinor: bigint('hourly_rate_minor', { mode: 'bigint' }),
    currency: text('currency'),
    goalId: uuid('goal_id').references(() => financialGoals.id, { onDelete: 'set null' }),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('time_projects_user_idx').on(table.userId),
    check('time_projects_rate_with_currency', sql`(${table.hourlyRateMinor} is null) = (${table.currency} is null)`),
    check('time_projects_rate_not_negative', sql`${table.hourlyRateMinor} is null or ${table.hourlyRateMinor} >= 0`),
  ],
);

/**
 * Tracked time. A row without `ended_at` is the running timer; the partial unique index keeps
 * one per user however many devices start one at once.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => timeProjects.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
    billable: boolean('billable').notNull().default(false),
    /** The income transaction this entry was billed in; set once. */
    billedTransactionId: uuid('billed_transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    billedAt: timestamp('billed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('time_entries_user_start_idx').on(table.userId, table.startedAt),
    index('time_entries_project_idx').on(table.projectId),
    uniqueIndex('time_entries_one_running')
      .on(table.userId)
      .where(sql`${table.endedAt} is null`),
    check(
      'time_entries_end_after_start',
      sql`${table.endedAt} is null or (${table.endedAt} > ${table.startedAt} and ${table.endedAt} <= ${table.startedAt} + interval '24 hours')`,
    ),
  ],
);

export const planningTasks = pgTable(
  'planning_tasks',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    goalId: uuid('goal_id').references(() => financialGoals.id, { onDelete: 'set null' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('planning_tasks_user_due_idx').on(table.userId, table.dueOn)],
);
