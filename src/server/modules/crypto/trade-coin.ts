import { cryptoMessages, isCoinId } from '../../../domain/crypto/crypto';
import { knownCoins, matchCoin } from '../../../domain/crypto/crypto-coin-match';
import { fieldError } from '../../http/app-error';
import type { CoinMarket } from '../../shared/coin-market';

/**
 * The CoinGecko id of the coin a trade names by id, ticker or name: one of the market list (the
 * 100 largest) or the coins known offline, else an id CoinGecko prices (now, or in the last 10
 * minutes while it is down). Anything else is refused, so no trade holds a coin nobody prices.
 */
export async function tradeCoinId(market: CoinMarket, text: string): Promise<string> {
  const list = await market.markets().catch(() => null);
  const listed = matchCoin(text, [...(list ?? []), ...knownCoins]);
  if (listed) return listed.id;
  const id = text.trim().toLowerCase();
  if (isCoinId(id)) {
    const quotes = await market.prices([id]).catch(() => []);
    if (quotes.some((quote) => quote.id === id)) return id;
  }
  throw fieldError('coinId', list ? cryptoMessages.unknownCoin : cryptoMessages.coinListUnavailable);
}
