import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { GoalCategory, GoalPriority, GoalStatus } from '../../../domain/categories/categories';
import { timeOrderedUuid } from './time-ordered-uuid';
import { users } from './users';
import { wideMinor } from './wide-minor';

export const financialGoals = pgTable(
  'financial_goals',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    /** Amounts in minor units of `currency`; contributions may carry current past target. */
    targetMinor: bigint('target_minor', { mode: 'bigint' }).notNull(),
    currentMinor: wideMinor('current_minor')
      .notNull()
      .default(sql`0`),
    currency: text('currency').notNull(),
    targetDate: date('target_date', { mode: 'string' }).notNull(),
    category: text('category').$type<GoalCategory>().notNull(),
    priority: text('priority').$type<GoalPriority>().notNull().default('medium'),
    status: text('status').$type<GoalStatus>().notNull().default('active'),
    /** The user's calendar day of creation, where the goal's pace line starts. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('financial_goals_user_idx').on(table.userId, table.createdAt.desc()),
    check('financial_goals_target_positive', sql`${table.targetMinor} > 0`),
    check('financial_goals_current_not_negative', sql`${table.currentMinor} >= 0`),
    check('financial_goals_status_valid', sql`${table.status} in ('active', 'completed', 'archived')`),
  ],
);

export type FinancialGoalRow = typeof financialGoals.$inferSelect;
