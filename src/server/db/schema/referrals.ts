import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timeOrderedUuid } from './time-ordered-uuid';
import { users } from './users';

export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Upper-case word plus digits, e.g. TANDEM4821. */
    code: text('code').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('referral_codes_code_unique').on(table.code)],
);

/** One row per account that signed up with someone's code: one referral per new account. */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: uuid('referred_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** Bonus AI chats each side received. */
    bonusChats: integer('bonus_chats').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('referrals_referred_user_unique').on(table.referredUserId),
    index('referrals_referrer_idx').on(table.referrerId, table.createdAt.desc()),
    check('referrals_not_self', sql`${table.referrerId} <> ${table.referredUserId}`),
  ],
);
