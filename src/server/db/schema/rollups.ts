import { date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { TransactionType } from '../../../domain/categories/categories';
import { users } from './users';
import { wideMinor } from './wide-minor';

/**
 * Per user, month, type, category and currency: the sum and count of transactions. Kept by
 * statement-level triggers on `transactions` (custom migration), so every write path — the
 * API, imports, the seed script, manual SQL — updates it in the same database transaction.
 */
export const transactionMonthlyRollups = pgTable(
  'transaction_monthly_rollups',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** First day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    type: text('type').$type<TransactionType>().notNull(),
    category: text('category').notNull(),
    currency: text('currency').notNull(),
    totalMinor: wideMinor('total_minor').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.month, table.type, table.category, table.currency] })],
);

export type TransactionMonthlyRollupRow = typeof transactionMonthlyRollups.$inferSelect;

/**
 * All-time sums per user, type, category and currency, kept by the same triggers, so balance
 * and net worth cost a handful of rows however long the history is.
 */
export const transactionTotals = pgTable(
  'transaction_totals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<TransactionType>().notNull(),
    category: text('category').notNull(),
    currency: text('currency').notNull(),
    totalMinor: wideMinor('total_minor').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type, table.category, table.currency] })],
);
