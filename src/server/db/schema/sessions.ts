import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timeOrderedUuid } from './time-ordered-uuid';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;

/**
 * Failed credential checks per key (an account's e-mail digest, an IP address, a user's password
 * change) in a fixed window. Kept in PostgreSQL so every app instance counts the same attempts.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_throttle_window_idx').on(table.windowStartedAt)],
);
