import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FriendRequestStatus } from '../../../domain/friends/friends';
import { timeOrderedUuid } from './time-ordered-uuid';
import { users } from './users';

export const friendRequests = pgTable(
  'friend_requests',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<FriendRequestStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    // One pending request per pair, whichever way it was sent.
    uniqueIndex('friend_requests_one_pending_per_pair')
      .on(sql`least(${table.senderId}, ${table.receiverId})`, sql`greatest(${table.senderId}, ${table.receiverId})`)
      .where(sql`${table.status} = 'pending'`),
    index('friend_requests_receiver_idx').on(table.receiverId, table.status),
    index('friend_requests_sender_idx').on(table.senderId, table.status),
    check('friend_requests_not_self', sql`${table.senderId} <> ${table.receiverId}`),
    check('friend_requests_status_valid', sql`${table.status} in ('pending', 'accepted', 'declined', 'canceled')`),
  ],
);

/** A friendship is stored once per side, so either user lists friends with one index scan. */
export const friendships = pgTable(
  'friendships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: uuid('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.friendId] }), check('friendships_not_self', sql`${table.userId} <> ${table.friendId}`)],
);

export type FriendRequestRow = typeof friendRequests.$inferSelect;
