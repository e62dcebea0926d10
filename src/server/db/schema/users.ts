import { sql } from 'drizzle-orm';
import { bigint, jsonb, pgTable, text, timestamp, uuid, uniqueIndex, boolean } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lower-cased so look-ups and the unique index are case-insensitive. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    timezone: text('timezone').notNull().default('UTC'),
    currency: text('currency').notNull().default('USD'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set on the stand-in row that keeps a deleted account's place in group expenses and
     * referrals (decision 009): no e-mail, no password, never listed or signed in.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set when the owner opens the link mailed to this address; the account works meanwhile. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Moves (in the same transaction) on every write that changes what the dashboard shows this
     * user: their transactions, goals, coins, income and expense settings, currency and zone,
     * and the names of groups their shared expenses link to. Triggers keep it (migration 0024),
     * so no writer can forget it; instances compare it to decide whether an answer they keep
     * is still the user's (decision 035).
     */
    dataVersion: bigint('data_version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);

export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  theme: text('theme', { enum: ['light', 'dark', 'system'] })
    .notNull()
    .default('system'),
  hasCompletedOnboarding: boolean('has_completed_onboarding').notNull().default(false),
  language: text('language').notNull().default('en'),
  dateFormat: text('date_format').$type<'short' | 'medium' | 'long' | 'full'>().notNull().default('medium'),
  /** Null follows the language's own clock convention until the user picks one. */
  timeFormat: text('time_format').$type<'12h' | '24h'>(),
  /** A locale tag such as de-DE, or 'auto' to follow the language. */
  numberFormat: text('number_format').notNull().default('auto'),
  notifications: jsonb('notifications')
    .$type<{
      channels: { email: boolean; push: boolean; sms: boolean };
      types: { goalReminders: boolean; eventReminders: boolean; transactionAlerts: boolean; social?: boolean };
    }>()
    .notNull()
    .default({ channels: { email: true, push: false, sms: false }, types: { goalReminders: true, eventReminders: true, transactionAlerts: false } }),
  /** In minor units of the user's currency; insights use them while history is short. */
  monthlyIncomeMinor: bigint('monthly_income_minor', { mode: 'bigint' }),
  monthlyExpenseMinor: bigint('monthly_expense_minor', { mode: 'bigint' }),
  /** The cash-flow timeline warns of days whose projected balance falls below this (minor units of the user's currency). */
  lowBalanceThresholdMinor: bigint('low_balance_threshold_minor', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  /** No e-mail, push or SMS between these local times (HH:MM, in the user's time zone); null means none. */
  quietHours: jsonb('quiet_hours').$type<{ start: string; end: string } | null>(),
  /** Where SMS notifications go, in E.164 form (+15551234567); null until the person gives one. */
  smsNumber: text('sms_number'),
  /** A transaction alert for any single expense above this (minor units of the user's currency); null means none. */
  expenseAlertMinor: bigint('expense_alert_minor', { mode: 'bigint' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
