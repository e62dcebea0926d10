import { wellKnownCoins } from './crypto-coins';

/** How a coin is named: CoinGecko's id ("bitcoin"), ticker ("btc") and name ("Bitcoin"). */
export interface CoinIdentity {
  id: string;
  symbol: string;
  name: string;
}

/** The coins known without asking the market, so trades in them can be recorded offline. */
export const knownCoins: readonly CoinIdentity[] = Object.entries(wellKnownCoins).map(([id, coin]) => ({ id, symbol: coin.symbol.toLowerCase(), name: coin.name }));

/**
 * The coin a person means by `text` among `coins` (largest first), ignoring case: its id, else
 * its ticker, else its name, so "BTC", "btc", "Bitcoin" and "bitcoin" all mean bitcoin. Several
 * coins share some tickers; the largest is the one people usually mean.
 */
export function matchCoin<T extends CoinIdentity>(text: string, coins: readonly T[]): T | null {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return null;
  return coins.find((coin) => coin.id === wanted) ?? coins.find((coin) => coin.symbol.toLowerCase() === wanted) ?? coins.find((coin) => coin.name.toLowerCase() === wanted) ?? null;
}
