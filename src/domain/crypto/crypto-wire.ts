import { z } from 'zod';
import { chartRanges, tradeSides } from './crypto';

/** Answers of the crypto routes: market data as CoinGecko names it, trades and holdings as ours. */

const marketNumber = z.number().nullable();

/** One coin's market figures in US dollars, as CoinGecko's `/coins/markets` names them. */
export const coinPriceSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  name: z.string(),
  current_price: marketNumber,
  price_change_24h: marketNumber,
  price_change_percentage_24h: marketNumber,
  market_cap: marketNumber,
  total_volume: marketNumber,
  last_updated: z.string().nullable(),
});
export type CoinPrice = z.infer<typeof coinPriceSchema>;

export const marketCoinSchema = coinPriceSchema.extend({ market_cap_rank: z.number().nullable() });
export type MarketCoin = z.infer<typeof marketCoinSchema>;

export const coinChartSchema = z.object({
  id: z.string(),
  days: z.enum(chartRanges),
  prices: z.array(z.object({ time: z.number().meta({ description: 'Milliseconds since the epoch' }), price: z.number() })),
});
export type CoinChart = z.infer<typeof coinChartSchema>;

const decimalText = z.string().regex(/^-?\d+(\.\d+)?$/);

export const tradeSchema = z.object({
  id: z.string(),
  coinId: z.string(),
  side: z.enum(tradeSides),
  quantity: decimalText.meta({ description: 'Coins, exact, up to 18 decimal places', example: '0.25' }),
  pricePerCoin: decimalText.meta({ description: 'US dollars per coin', example: '64250.5' }),
  fee: decimalText,
  total: decimalText.meta({ description: 'US dollars: quantity × price, plus the fee on a buy, less it on a sell, to the cent' }),
  date: z.string().meta({ description: 'Calendar date YYYY-MM-DD' }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Trade = z.infer<typeof tradeSchema>;

export const holdingSchema = z.object({
  coinId: z.string(),
  quantity: decimalText.meta({ description: 'Coins held, exact' }),
  costBasis: decimalText.meta({ description: 'US dollars, average cost of the coins still held (fees included), to the cent' }),
  averageCost: decimalText.meta({ description: 'US dollars per coin, to 10 decimal places' }),
  price: z.number().nullable().meta({ description: 'Current US dollar price; null when prices are unavailable' }),
  value: decimalText.nullable().meta({ description: 'US dollars at the current price; null when prices are unavailable' }),
  unrealizedPnl: decimalText.nullable(),
  unrealizedPnlPercent: z.number().nullable().meta({ description: 'Percent of the cost basis, two decimals' }),
});
export type Holding = z.infer<typeof holdingSchema>;

export const portfolioSchema = z.object({
  holdings: z.array(holdingSchema),
  totalValue: decimalText.nullable().meta({ description: 'US dollars; null when any held coin has no price right now' }),
  totalCost: decimalText,
  totalUnrealizedPnl: decimalText.nullable(),
  currency: z.literal('USD'),
});
export type Portfolio = z.infer<typeof portfolioSchema>;
