import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SplitMode } from '../../../domain/groups/groups';
import { groups } from './groups';
import { timeOrderedUuid } from './time-ordered-uuid';
import { transactions } from './transactions';
import { users } from './users';

/** Amounts are minor units of the group's currency; a refund or group income is negative. */
export const groupExpenses = pgTable(
  'group_expenses',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    paidBy: uuid('paid_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    splitMode: text('split_mode').$type<SplitMode>().notNull(),
    /** An expense category (built-in): each member's share counts as their own spending in it. */
    category: text('category').notNull().default('other'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('group_expenses_group_list_idx').on(table.groupId, table.occurredOn.desc(), table.id.desc()),
    check('group_expenses_amount_not_zero', sql`${table.amountMinor} <> 0`),
    check('group_expenses_split_mode_valid', sql`${table.splitMode} in ('equal', 'shares', 'percent', 'exact')`),
  ],
);

/** Each member's part of an expense; the parts of one expense add up to its amount. */
export const groupExpenseShares = pgTable(
  'group_expense_shares',
  {
    expenseId: uuid('expense_id')
      .notNull()
      .references(() => groupExpenses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the payer typed for this member (shares, percent or exact amount); null for equal. */
    value: text('value'),
    /** Negative on a refund, like the expense's amount. */
    shareMinor: bigint('share_minor', { mode: 'bigint' }).notNull(),
    /** +1 when a leftover minor unit was charged to this member, −1 when one was refunded to them, else 0. */
    leftoverMinor: bigint('leftover_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (table) => [
    primaryKey({ columns: [table.expenseId, table.userId] }),
    index('group_expense_shares_user_idx').on(table.userId),
    check('group_expense_shares_leftover_unit', sql`${table.leftoverMinor} between -1 and 1`),
  ],
);

export const groupSettlements = pgTable(
  'group_settlements',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    fromUser: uuid('from_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUser: uuid('to_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The transfers posted in each person's own money tracking, when they asked for them. */
    fromTransactionId: uuid('from_transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    toTransactionId: uuid('to_transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('group_settlements_group_idx').on(table.groupId, table.occurredOn.desc(), table.id.desc()),
    check('group_settlements_amount_positive', sql`${table.amountMinor} > 0`),
    check('group_settlements_not_self', sql`${table.fromUser} <> ${table.toUser}`),
  ],
);
