import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { GroupInviteRole, GroupRole, GroupStatus, InviteResponse } from '../../../domain/groups/groups';
import { timeOrderedUuid } from './time-ordered-uuid';
import { users } from './users';

export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    color: text('color').notNull(),
    status: text('status').$type<GroupStatus>().notNull().default('active'),
    /** The currency group expenses are recorded and balanced in (the creator's at creation). */
    currency: text('currency').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('groups_status_valid', sql`${table.status} in ('active', 'archived')`)],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<GroupRole>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index('group_members_user_idx').on(table.userId),
    uniqueIndex('group_members_one_owner')
      .on(table.groupId)
      .where(sql`${table.role} = 'owner'`),
    check('group_members_role_valid', sql`${table.role} in ('owner', 'admin', 'member')`),
  ],
);

/** Invite links: only a hash of the token is kept, like session tokens. */
export const groupInvites = pgTable(
  'group_invites',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    role: text('role').$type<GroupInviteRole>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('group_invites_token_hash_unique').on(table.tokenHash),
    index('group_invites_group_idx').on(table.groupId, table.createdAt.desc()),
    check('group_invites_role_valid', sql`${table.role} in ('admin', 'member')`),
  ],
);

/** Who answered an invite link, and how: counts uses and remembers a decline. */
export const groupInviteResponses = pgTable(
  'group_invite_responses',
  {
    inviteId: uuid('invite_id')
      .notNull()
      .references(() => groupInvites.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    response: text('response').$type<InviteResponse>().notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.inviteId, table.userId] }), check('group_invite_responses_valid', sql`${table.response} in ('accepted', 'declined')`)],
);

export type GroupRow = typeof groups.$inferSelect;
export type GroupMemberRow = typeof groupMembers.$inferSelect;
export type GroupInviteRow = typeof groupInvites.$inferSelect;
