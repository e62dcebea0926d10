import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The first answer to each money write sent with an `Idempotency-Key`, per user and key, so a
 * retried request answers the same without writing twice. A row without `status_code` is a
 * request still running; rows older than 24 hours are swept.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    /** SHA-256 of method, route and the validated body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index('idempotency_keys_created_idx').on(table.createdAt)],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
