import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per user who ever left the Free plan (no row means Free). Stripe's ids are kept so
 * webhooks find the user and later checkouts reuse the customer.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').$type<'free' | 'premium'>().notNull().default('free'),
    interval: text('interval').$type<'month' | 'year'>(),
    status: text('status').$type<'active' | 'past_due' | 'canceled'>(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** 'stripe' or 'admin' (granted by the admin command on servers without payments). */
    source: text('source').$type<'stripe' | 'admin'>(),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_stripe_customer_unique').on(table.stripeCustomerId),
    uniqueIndex('subscriptions_stripe_subscription_unique').on(table.stripeSubscriptionId),
    check('subscriptions_plan_valid', sql`${table.plan} in ('free', 'premium')`),
  ],
);

/** Stripe events already handled: a replayed delivery changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
