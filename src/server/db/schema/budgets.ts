import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A month's budget for one expense category, in minor units of `currency` (the account's
 * currency when it was set; converting the account's currency converts the budgets with it).
 */
export const budgets = pgTable(
  'budgets',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** First day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** What is left (or overspent) at the month's end moves into the next month's budget. */
    rollover: boolean('rollover').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.month, table.category] }),
    check('budgets_amount_not_negative', sql`${table.amountMinor} >= 0`),
    check('budgets_month_first_day', sql`extract(day from ${table.month}) = 1`),
  ],
);

/**
 * A category that passed 80% or 100% of its budget in a month: one row each, so an alert is
 * raised once however often the spending is recomputed, and later delivered by other channels.
 */
export const budgetAlerts = pgTable(
  'budget_alerts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    /** 80 or 100. */
    threshold: integer('threshold').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.month, table.category, table.threshold] }), check('budget_alerts_threshold_valid', sql`${table.threshold} in (80, 100)`)],
);
