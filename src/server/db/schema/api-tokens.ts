import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timeOrderedUuid } from './time-ordered-uuid';
import { users } from './users';

/**
 * Personal access tokens (decision 032): the SHA-256 of the secret and its first characters
 * for telling tokens apart; the secret itself is shown once and never stored.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope', { enum: ['read', 'read_write'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The first instant the token no longer works; null never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_tokens_user_idx').on(table.userId, table.createdAt), check('api_tokens_scope_check', sql`${table.scope} in ('read', 'read_write')`)],
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/**
 * What was done with tokens and through them: a token made or revoked, and every request that
 * could change data made with one. Written after the answer is sent.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The row outlives a revoked token; tokens are only deleted with their account.
    tokenId: uuid('token_id').references(() => apiTokens.id, { onDelete: 'set null' }),
    action: text('action', { enum: ['token.created', 'token.revoked', 'api.write'] }).notNull(),
    method: text('method'),
    route: text('route'),
    statusCode: integer('status_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_events_user_idx').on(table.userId, table.createdAt),
    check('audit_events_action_check', sql`${table.action} in ('token.created', 'token.revoked', 'api.write')`),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
