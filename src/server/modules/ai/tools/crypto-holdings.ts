import type { CoinQuoteItem, CryptoHoldingItem, CryptoHoldingsResult } from '../../../../domain/ai/ai-tool-results';
import { cryptoHoldingsInput } from '../../../../domain/ai/ai-tool-inputs';
import { numberToDecimal, percentOf } from '../../../../domain/crypto/crypto';
import { wellKnownCoins } from '../../../../domain/crypto/crypto-coins';
import type { CoinPrice } from '../../../../domain/crypto/crypto-wire';
import { toDecimalString } from '../../../../domain/shared/money';
import { heldPositions, quotesOrNull, valuePositions } from '../../../shared/crypto-holdings';
import { cryptoNetWorth } from '../../../shared/crypto-net-worth';
import { defineTool } from './tool';

/** An answer waits this long for CoinGecko at most; without prices the coins are shown at cost. */
const priceDeadlineMs = 3_000;

const unavailableNotice = 'Live crypto prices are unavailable right now (the price service cannot be reached); holdings are shown at cost, without current values.';

const decimalOrNull = (price: number | null) => (price === null ? null : numberToDecimal(price));

/** The coin's name and ticker from the live quote, else from the few the app knows by heart. */
function coinNaming(coinId: string, quote: CoinPrice | undefined): { name: string | null; symbol: string | null } {
  if (quote) return { name: quote.name, symbol: quote.symbol };
  const known = wellKnownCoins[coinId];
  return { name: known?.name ?? null, symbol: known?.symbol.toLowerCase() ?? null };
}

export const cryptoHoldingsTool = defineTool({
  name: 'crypto_holdings',
  description:
    'The user’s crypto holdings from their recorded trades: each coin’s quantity, average cost, current US dollar price, value and unrealised gain or loss, and the totals; optionally the current price and 24 h change of coins asked for by CoinGecko id. When live prices are unavailable, pricesAvailable is false and holdings are shown at cost only.',
  input: cryptoHoldingsInput,
  async run(context, { coinIds = [] }): Promise<CryptoHoldingsResult> {
    const positions = await heldPositions(context.db, context.userId);
    const wanted = [...new Set([...positions.map((position) => position.coinId), ...coinIds])];
    const quotes = wanted.length === 0 ? [] : await quotesOrNull(context.market, wanted, priceDeadlineMs);
    const byId = new Map<string, CoinPrice>((quotes ?? []).map((coin) => [coin.id, coin]));
    const portfolio = valuePositions(positions, new Map([...byId].map(([id, coin]) => [id, coin.current_price])));

    const holdings = portfolio.holdings.map((holding): CryptoHoldingItem => ({
      coinId: holding.coinId,
      ...coinNaming(holding.coinId, byId.get(holding.coinId)),
      quantity: holding.quantity,
      averageCost: toDecimalString(holding.averageCost) ?? holding.averageCost,
      cost: holding.costBasis,
      price: decimalOrNull(holding.price),
      value: holding.value,
      gain: holding.unrealizedPnl,
      gainPercent: holding.unrealizedPnlPercent,
    }));
    const asked = coinIds.map((coinId): CoinQuoteItem => {
      const coin = byId.get(coinId);
      return {
        coinId,
        ...coinNaming(coinId, coin),
        price: decimalOrNull(coin?.current_price ?? null),
        change24hPercent: coin?.price_change_percentage_24h ?? null,
      };
    });
    const { totalValue, totalCost, totalUnrealizedPnl } = portfolio;
    const converted = totalValue !== null && holdings.length > 0 && context.currency !== 'USD' ? await cryptoNetWorth(context.db, { value: totalValue }, context.currency) : null;
    const pricesAvailable = quotes !== null;
    return {
      currency: 'USD',
      pricesAvailable,
      notice: pricesAvailable ? null : unavailableNotice,
      holdings,
      totalCost,
      totalValue,
      totalGain: totalUnrealizedPnl,
      totalGainPercent: totalUnrealizedPnl === null ? null : percentOf(totalUnrealizedPnl, totalCost),
      inUserCurrency: converted?.converted ? { currency: context.currency, value: converted.converted, rateDate: converted.rateDate } : null,
      quotes: asked,
    };
  },
});
