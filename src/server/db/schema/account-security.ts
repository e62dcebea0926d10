import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timeOrderedUuid } from './time-ordered-uuid';
import { users } from './users';

/**
 * Single-use links and challenges sent to or held by one account: a password reset, an e-mail
 * verification, an e-mail change, and the step between a right password and a two-factor code.
 * Only the SHA-256 of the token is kept, so a copy of the database opens nothing.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['passwordReset', 'emailVerification', 'emailChange', 'twoFactorSignIn'] }).notNull(),
    /** The address an e-mail change moves to, or the one a verification confirms. */
    email: text('email'),
    /** Wrong codes tried against a two-factor sign-in challenge; it dies after a few. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId, table.purpose), index('account_tokens_expiry_idx').on(table.expiresAt)],
);

/** TOTP (RFC 6238) for one account: pending while enrolling, on once a first code checks out. */
export const twoFactor = pgTable('two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32 shared secret. */
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last time step a code was accepted for, so one code never signs in twice. */
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Ten single-use codes for when the authenticator is lost; only their hashes are kept. */
export const twoFactorBackupCodes = pgTable(
  'two_factor_backup_codes',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('two_factor_backup_codes_user_idx').on(table.userId)],
);
