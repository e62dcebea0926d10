import type { CoinQuoteItem, CryptoHoldingsResult } from '../ai-tool-results';
import type { AnswerContext, Composer } from './composer';
import { formatMoney } from '../../shared/money';
import { day, fill, paragraphs, percent, quantity, signedMoney, signedPercent, table, unitPrice, userText } from './format';

/** A coin as people know it, "Bitcoin (BTC)", or by its id (which a trade may have typed) while no quote names it. */
function coinLabel(coin: Pick<CoinQuoteItem, 'coinId' | 'name' | 'symbol'>): string {
  if (!coin.name) return userText(coin.coinId);
  return coin.symbol ? `${userText(coin.name)} (${userText(coin.symbol.toUpperCase())})` : userText(coin.name);
}

const unsigned = (decimal: string) => (decimal.startsWith('-') ? decimal.slice(1) : decimal);

function quoteLines(holding: CryptoHoldingsResult, { phrases, locale }: AnswerContext): string | null {
  if (!holding.pricesAvailable || holding.quotes.length === 0) return null;
  const lines = holding.quotes.map((quote) => {
    const coin = coinLabel(quote);
    if (quote.price === null) return fill(phrases.cryptoQuoteUnknown, { coin });
    const price = unitPrice(quote.price, holding.currency, locale);
    if (quote.change24hPercent === null) return fill(phrases.cryptoQuoteNoChange, { coin, price });
    return fill(phrases.cryptoQuote, { coin, price, change: signedPercent(quote.change24hPercent, locale) });
  });
  return lines.length === 1 ? lines[0]! : lines.map((line) => `- ${line}`).join('\n');
}

/**
 * Holdings with exact figures in US dollars: at current prices with the gain or loss, or at cost
 * when prices cannot be had, said plainly rather than guessed.
 */
export const cryptoAnswer: Composer = (_question, [result], context) => {
  const holding = result as CryptoHoldingsResult;
  const { phrases, locale } = context;
  const { columns } = phrases;
  const { currency, holdings } = holding;
  const usd = (decimal: string) => formatMoney(decimal, currency, locale);
  const quotes = quoteLines(holding, context);
  if (holdings.length === 0) {
    const unavailable = !holding.pricesAvailable && holding.quotes.length > 0 ? phrases.cryptoQuotesUnavailable : null;
    return paragraphs(quotes, unavailable, phrases.noCrypto);
  }
  const atCost = fill(phrases.cryptoAtCost, { cost: usd(holding.totalCost) });
  if (!holding.pricesAvailable) {
    const rows = holdings.map((coin) => [coinLabel(coin), quantity(coin.quantity, locale), unitPrice(coin.averageCost, currency, locale), usd(coin.cost)]);
    return paragraphs(phrases.cryptoPricesUnavailable, atCost, table([columns.coin, columns.quantity, columns.averageCost, columns.cost], rows));
  }
  const { totalValue, totalGain, totalGainPercent } = holding;
  const headline =
    totalValue === null || totalGain === null
      ? atCost
      : fill(totalGain.startsWith('-') ? phrases.cryptoDown : phrases.cryptoUp, {
          value: usd(totalValue),
          cost: usd(holding.totalCost),
          gain: usd(unsigned(totalGain)),
          percent: totalGainPercent === null ? '—' : percent(Math.abs(totalGainPercent), locale),
        });
  const converted = holding.inUserCurrency;
  const convertedLine =
    converted && converted.rateDate
      ? fill(phrases.cryptoConverted, { amount: formatMoney(converted.value, converted.currency, locale), date: day(converted.rateDate, locale) })
      : null;
  const rows = holdings.map((coin) => [
    coinLabel(coin),
    quantity(coin.quantity, locale),
    unitPrice(coin.averageCost, currency, locale),
    coin.price === null ? '—' : unitPrice(coin.price, currency, locale),
    coin.value === null ? '—' : usd(coin.value),
    coin.gain === null ? '—' : `${signedMoney(coin.gain, currency, locale)}${coin.gainPercent === null ? '' : ` (${signedPercent(coin.gainPercent, locale)})`}`,
  ]);
  const grid = table([columns.coin, columns.quantity, columns.averageCost, columns.price, columns.value, columns.gain], rows);
  return paragraphs(quotes, headline, convertedLine, grid);
};
