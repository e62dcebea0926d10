import { sql } from 'drizzle-orm';
import { bigint, check, date, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TransactionType } from '../../../domain/categories/categories';
import { financialGoals } from './goals';
import { timeOrderedUuid } from './time-ordered-uuid';
import { users } from './users';

/**
 * The hot list index (user_id, occurred_on desc, id desc) include (amount_minor, category, type)
 * and the trigram index on description live in the custom migration: drizzle cannot express
 * INCLUDE or operator classes of an extension.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<TransactionType>().notNull(),
    category: text('category').notNull(),
    /** Always positive, in minor units of `currency`; `type` gives the direction. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /**
     * Units of `base_currency` for one unit of `currency` (1 when they are the same). Base
     * currency and base amount are kept by a trigger (migration 0014): a missing base currency
     * becomes the row's own, and the base amount is always `amount × rate` rounded half away
     * from zero to the base currency's minor unit. Totals and rollups sum the base amounts.
     */
    fxRate: numeric('fx_rate', { precision: 24, scale: 12 }).notNull().default('1'),
    baseCurrency: text('base_currency').notNull(),
    baseAmountMinor: bigint('base_amount_minor', { mode: 'bigint' }).notNull(),
    description: text('description').notNull().default(''),
    goalId: uuid('goal_id').references(() => financialGoals.id, { onDelete: 'set null' }),
    /**
     * A goal contribution's money on the goal's side: the goal's currency, units of it for one
     * unit of `currency` (1 when they are the same) and the amount the goal received, kept by the
     * same trigger as the base amount (`amount × goal_rate`). Null on every other row.
     */
    goalCurrency: text('goal_currency'),
    goalRate: numeric('goal_rate', { precision: 24, scale: 12 }),
    goalAmountMinor: bigint('goal_amount_minor', { mode: 'bigint' }),
    destination: text('destination'),
    /**
     * Set on a member's share of a group expense, which the app keeps in step with the expense
     * (read-only here). Its foreign key (cascade) is declared in migration 0020: referencing
     * group_expenses from this file would make the two schema files import each other.
     */
    groupExpenseId: uuid('group_expense_id'),
    /**
     * Set on the user's own transaction that paid a group expense: their share replaces it in
     * every total, so the cost is counted once (foreign key, set null, in migration 0020).
     */
    paidGroupExpenseId: uuid('paid_group_expense_id'),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('transactions_goal_idx')
      .on(table.goalId)
      .where(sql`${table.goalId} is not null`),
    uniqueIndex('transactions_group_share_idx')
      .on(table.groupExpenseId, table.userId)
      .where(sql`${table.groupExpenseId} is not null`),
    index('transactions_paid_group_expense_idx')
      .on(table.paidGroupExpenseId)
      .where(sql`${table.paidGroupExpenseId} is not null`),
    /** A share of a refund is negative: it gives back spending in its category. */
    check('transactions_amount_positive', sql`${table.amountMinor} > 0 or (${table.groupExpenseId} is not null and ${table.amountMinor} <> 0)`),
    check('transactions_share_or_payment', sql`${table.groupExpenseId} is null or ${table.paidGroupExpenseId} is null`),
    check('transactions_fx_rate_positive', sql`${table.fxRate} > 0`),
    check('transactions_goal_money', sql`${table.goalCurrency} is null or (${table.goalRate} > 0 and ${table.goalAmountMinor} is not null)`),
    check('transactions_type_valid', sql`${table.type} in ('income', 'expense', 'transfer')`),
  ],
);

export type TransactionRow = typeof transactions.$inferSelect;
