import { and, desc, gte, or, sql, eq } from 'drizzle-orm';
import { convertUsd, type Position } from '../../domain/crypto/crypto';
import type { CryptoNetWorth } from '../../domain/dashboard/dashboard';
import { addDays, todayInZone } from '../../domain/shared/dates';
import { currencyExponent } from '../../domain/shared/money';
import type { Database } from '../db/client';
import { fxRates } from '../db/schema/index';
import type { CoinMarket } from './coin-market';
import { portfolioAtPrices } from './crypto-holdings';

type Reader = Pick<Database, 'select'>;

/** The dashboard waits this long for prices at most; without them the coins are shown unpriced. */
const priceDeadlineMs = 1_500;
/** A reference rate older than this is not today's value of anything. */
const rateMaxAgeDays = 7;

/** The newest recent reference rate between US dollars and `currency`, from either side's table. */
async function usdRate(db: Reader, currency: string): Promise<{ rate: { usdToQuote: string } | { quoteToUsd: string }; date: string } | null> {
  const since = addDays(todayInZone('UTC'), -rateMaxAgeDays);
  const rows = await db
    .select({ base: fxRates.base, rateDate: fxRates.rateDate, rates: fxRates.rates })
    .from(fxRates)
    .where(and(gte(fxRates.rateDate, since), or(and(eq(fxRates.base, 'USD'), sql`${fxRates.rates} ? ${currency}`), and(eq(fxRates.base, currency), sql`${fxRates.rates} ? 'USD'`))))
    .orderBy(desc(fxRates.rateDate))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const usdToQuote = row.base === 'USD' ? row.rates[currency] : undefined;
  const quoteToUsd = row.base === currency ? row.rates.USD : undefined;
  if (usdToQuote) return { rate: { usdToQuote }, date: row.rateDate };
  if (quoteToUsd && !/^0*(\.0*)?$/.test(quoteToUsd)) return { rate: { quoteToUsd }, date: row.rateDate };
  return null;
}

/** The coins held (given as positions) at current prices, waiting briefly for them; null when none are held. */
export async function cryptoHoldingsValue(market: CoinMarket, positions: readonly Position[]): Promise<{ value: string | null } | null> {
  if (positions.length === 0) return null;
  const portfolio = await portfolioAtPrices(market, positions, { priceDeadlineMs });
  return { value: portfolio.totalValue };
}

/**
 * What the user's coins add to net worth. Prices are in US dollars: they count in a USD account,
 * and in any other currency only through a recent reference rate; without one the value is
 * reported in dollars beside net worth rather than added to a sum of another currency.
 */
export async function cryptoNetWorth(db: Reader, holdings: { value: string | null } | null, currency: string): Promise<CryptoNetWorth | null> {
  if (!holdings) return null;
  const { value } = holdings;
  const unpriced = { value, currency: 'USD' as const, converted: null, rateDate: null, includedInNetWorth: false };
  if (value === null) return unpriced;
  if (currency === 'USD') return { ...unpriced, converted: value, includedInNetWorth: true };
  const found = await usdRate(db, currency);
  if (!found) return unpriced;
  return { ...unpriced, converted: convertUsd(value, found.rate, currencyExponent(currency)), rateDate: found.date, includedInNetWorth: true };
}
