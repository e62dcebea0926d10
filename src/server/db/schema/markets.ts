import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timeOrderedUuid } from './time-ordered-uuid';
import { users } from './users';

/** Daily reference exchange rates, one row per base currency and rate date. */
export const fxRates = pgTable(
  'fx_rates',
  {
    base: text('base').notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    /** Units of each quote currency for one unit of `base`, as decimal strings. */
    rates: jsonb('rates').$type<Record<string, string>>().notNull(),
    /**
     * The day the source published these rates: `rate_date` is the day they apply to (a
     * weekend or holiday uses the last working day's rates). Null on rows from before 0014.
     */
    publishedOn: date('published_on', { mode: 'string' }),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.base, table.rateDate] })],
);

/** Buy and sell trades of crypto coins; holdings are derived from them. Prices are in USD. */
export const cryptoTrades = pgTable(
  'crypto_trades',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coinId: text('coin_id').notNull(),
    side: text('side').$type<'buy' | 'sell'>().notNull(),
    quantity: numeric('quantity', { precision: 38, scale: 18 }).notNull(),
    pricePerCoin: numeric('price_per_coin', { precision: 30, scale: 10 }).notNull(),
    fee: numeric('fee', { precision: 30, scale: 10 }).notNull().default('0'),
    tradedOn: date('traded_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('crypto_trades_user_idx').on(table.userId, table.coinId, table.tradedOn),
    check('crypto_trades_side_valid', sql`${table.side} in ('buy', 'sell')`),
    check('crypto_trades_quantity_positive', sql`${table.quantity} > 0`),
    check('crypto_trades_price_not_negative', sql`${table.pricePerCoin} >= 0 and ${table.fee} >= 0`),
  ],
);
