import { asc, eq } from 'drizzle-orm';
import { replayTrades, sumDecimals, valueHolding, type Position, type TradeLeg } from '../../domain/crypto/crypto';
import type { CoinPrice, Portfolio } from '../../domain/crypto/crypto-wire';
import { toDecimalString } from '../../domain/shared/money';
import type { Database } from '../db/client';
import { cryptoTrades } from '../db/schema/index';
import type { CoinMarket } from './coin-market';

type Reader = Pick<Database, 'select'>;
type TradeRow = typeof cryptoTrades.$inferSelect;

/** numeric columns arrive padded ("0.500000000000000000"); answers carry the shortest exact text. */
export function tradeLeg(row: TradeRow): TradeLeg {
  return {
    id: row.id,
    coinId: row.coinId,
    side: row.side,
    quantity: toDecimalString(row.quantity) ?? '0',
    pricePerCoin: toDecimalString(row.pricePerCoin) ?? '0',
    fee: toDecimalString(row.fee) ?? '0',
    date: row.tradedOn,
  };
}

/** Every trade of the user, oldest first; people record tens or hundreds, not millions. */
export async function tradeRowsOf(db: Reader, userId: string): Promise<TradeRow[]> {
  return db.select().from(cryptoTrades).where(eq(cryptoTrades.userId, userId)).orderBy(asc(cryptoTrades.tradedOn), asc(cryptoTrades.id));
}

/** The coins the user holds now, replayed from every trade, by coin id. */
export async function heldPositions(db: Reader, userId: string): Promise<Position[]> {
  const replay = replayTrades((await tradeRowsOf(db, userId)).map(tradeLeg));
  // Stored trades were checked on every write; a refused replay would be a bug, shown as nothing held.
  const positions = replay.ok ? [...replay.positions.values()].filter((position) => position.units > 0n) : [];
  return positions.sort((a, b) => a.coinId.localeCompare(b.coinId));
}

/** Positions valued at the given US dollar prices; a coin without one keeps its cost and no value. */
export function valuePositions(positions: readonly Position[], prices: ReadonlyMap<string, number | null>): Portfolio {
  const holdings = positions.map((position) => valueHolding(position, prices.get(position.coinId) ?? null));
  const values = holdings.map((holding) => holding.value);
  const complete = values.every((value): value is string => value !== null);
  const totalCost = sumDecimals(holdings.map((holding) => holding.costBasis));
  const totalValue = complete ? sumDecimals(values) : null;
  return {
    holdings,
    totalValue,
    totalCost,
    totalUnrealizedPnl: totalValue === null ? null : sumDecimals([totalValue, `-${totalCost}`]),
    currency: 'USD',
  };
}

/**
 * The user's holdings valued at current prices. Prices that cannot be had (CoinGecko down and
 * nothing recent cached) leave values null rather than failing: holdings and costs are ours.
 */
export async function portfolioOf(db: Reader, market: CoinMarket, userId: string, options: { priceDeadlineMs?: number } = {}): Promise<Portfolio> {
  return portfolioAtPrices(market, await heldPositions(db, userId), options);
}

/** Positions already read, valued at current prices (the dashboard keeps positions between writes; prices move on their own). */
export async function portfolioAtPrices(market: CoinMarket, positions: readonly Position[], options: { priceDeadlineMs?: number } = {}): Promise<Portfolio> {
  const quotes = positions.length
    ? await quotesOrNull(
        market,
        positions.map((position) => position.coinId),
        options.priceDeadlineMs,
      )
    : [];
  return valuePositions(positions, new Map((quotes ?? []).map((coin) => [coin.id, coin.current_price])));
}

/**
 * Current quotes of the coins CoinGecko knows among `ids`, or null when none can be had (in
 * time, when a deadline is given): callers show what they hold at cost instead of failing.
 */
export async function quotesOrNull(market: CoinMarket, ids: readonly string[], deadlineMs?: number): Promise<CoinPrice[] | null> {
  const lookup = market.prices(ids).catch(() => null);
  if (deadlineMs === undefined) return lookup;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), deadlineMs);
  });
  try {
    return await Promise.race([lookup, late]);
  } finally {
    clearTimeout(timer);
  }
}
