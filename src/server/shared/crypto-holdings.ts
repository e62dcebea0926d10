import { asc, eq } from 'drizzle-orm';
import { replayTrades, sumDecimals, valueHolding, type TradeLeg } from '../../domain/crypto';
import type { Portfolio } from '../../domain/crypto-wire';
import { toDecimalString } from '../../domain/money';
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

/**
 * The user's holdings valued at current prices. Prices that cannot be had (CoinGecko down and
 * nothing recent cached) leave values null rather than failing: holdings and costs are ours.
 */
export async function portfolioOf(db: Reader, market: CoinMarket, userId: string, options: { priceDeadlineMs?: number } = {}): Promise<Portfolio> {
  const replay = replayTrades((await tradeRowsOf(db, userId)).map(tradeLeg));
  // Stored trades were checked on every write; a refused replay would be a bug, shown as nothing held.
  const positions = replay.ok ? [...replay.positions.values()].filter((position) => position.units > 0n) : [];
  positions.sort((a, b) => a.coinId.localeCompare(b.coinId));
  const prices = positions.length ? await pricesOrNone(market, positions.map((position) => position.coinId), options.priceDeadlineMs) : new Map<string, number | null>();
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

async function pricesOrNone(market: CoinMarket, ids: string[], deadlineMs?: number): Promise<Map<string, number | null>> {
  const lookup = market.prices(ids).then((coins) => new Map(coins.map((coin) => [coin.id, coin.current_price])));
  const none = new Map<string, number | null>();
  if (deadlineMs === undefined) return lookup.catch(() => none);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Map<string, number | null>>((resolve) => {
    timer = setTimeout(() => resolve(none), deadlineMs);
  });
  try {
    return await Promise.race([lookup.catch(() => none), late]);
  } finally {
    clearTimeout(timer);
  }
}
