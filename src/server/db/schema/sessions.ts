import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /** For keys that slow down instead of locking: no attempt is taken before this instant. */
    notBefore: timestamp('not_before', { withTimezone: true }),
  },
  (table) => [index('login_throttle_window_idx').on(table.windowStartedAt)],
);

/**
 * Browsers that have signed in to an account: the SHA-256 of a long-lived device cookie. A known
 * browser is not held back by failures that other addresses cause on the account.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
    /** "Trust this device for 30 days": until then a sign-in from it skips the two-factor code. */
    twoFactorTrustedUntil: timestamp('two_factor_trusted_until', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tokenHash] }), index('known_devices_user_idx').on(table.userId, table.lastSignInAt)],
);
