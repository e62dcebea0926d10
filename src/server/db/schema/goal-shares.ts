import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { GoalSharePermission } from '../../../domain/groups/groups';
import { financialGoals } from './goals';
import { groups } from './groups';
import { users } from './users';

export const goalGroupShares = pgTable(
  'goal_group_shares',
  {
    goalId: uuid('goal_id')
      .notNull()
      .references(() => financialGoals.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    permission: text('permission').$type<GoalSharePermission>().notNull(),
    sharedBy: uuid('shared_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.goalId, table.groupId] }),
    index('goal_group_shares_group_idx').on(table.groupId),
    check('goal_group_shares_permission_valid', sql`${table.permission} in ('view', 'can_contribute')`),
  ],
);

export type GoalGroupShareRow = typeof goalGroupShares.$inferSelect;
