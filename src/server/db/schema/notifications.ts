import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timeOrderedUuid } from './time-ordered-uuid';
import { users } from './users';

/**
 * One thing worth telling a person: the in-app centre lists these, and each is delivered once to
 * the outside channels the person chose. Texts are rendered in the reader's language from `kind`
 * and `params` when shown or sent, so a language change applies to what is still unread.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What happened, e.g. eventReminder, goalBehind, friendRequest. */
    kind: text('kind').notNull(),
    /** The preference type it belongs to: goalReminders, eventReminders, transactionAlerts or social. */
    type: text('type').notNull(),
    params: jsonb('params').$type<Record<string, string | number | null>>().notNull().default({}),
    /** The app path it opens, e.g. /calendar?event=…; null when it points nowhere. */
    link: text('link'),
    /**
     * Makes "once" hold across job runs and instances: the same key for the same person is never
     * written twice (e.g. `budget80:<category>:2026-11`, `eventReminder:<event>:<start>:24h`).
     */
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_dedupe_unique').on(table.userId, table.dedupeKey),
    index('notifications_user_idx').on(table.userId, table.createdAt),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);

/** One notification on one outside channel: claimed, sent or given up, so nothing goes out twice. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'push', 'sms'] }).notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this instant: quiet hours move it to their end. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [
    primaryKey({ columns: [table.notificationId, table.channel] }),
    index('notification_deliveries_due_idx')
      .on(table.dueAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** A browser's Web Push subscription; one per device, removed when the push service says it is gone. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('push_subscriptions_endpoint_unique').on(table.endpoint), index('push_subscriptions_user_idx').on(table.userId)],
);

/** Values the server makes once and every instance shares, e.g. the VAPID key pair for Web Push. */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type NotificationRow = typeof notifications.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
