import { z } from 'zod';
import { chartRanges } from './crypto-coins';
import { quantityScale } from '../shared/currencies';
import { dateField } from '../shared/field-schemas';
import { compareDecimals, fractionDigits, maxAmountMajor, toDecimalString } from '../shared/money';

export const cryptoMessages = {
  tooManyIds: 'messages.cryptoTooManyIds',
  pricesUnavailable: 'messages.cryptoPricesUnavailable',
  coinNotFound: 'messages.cryptoCoinNotFound',
  invalidRange: 'messages.cryptoInvalidRange',
  coinRequired: 'validation.cryptoCoinRequired',
  invalidCoin: 'validation.cryptoInvalidCoin',
  unknownCoin: 'validation.cryptoUnknownCoin',
  coinListUnavailable: 'validation.cryptoCoinListUnavailable',
  sideRequired: 'validation.cryptoSideRequired',
  quantityRequired: 'validation.cryptoQuantityRequired',
  invalidQuantity: 'validation.cryptoInvalidQuantity',
  priceRequired: 'validation.cryptoPriceRequired',
  invalidPrice: 'validation.cryptoInvalidPrice',
  invalidFee: 'validation.cryptoInvalidFee',
  dateRequired: 'validation.cryptoDateRequired',
  dateInFuture: 'validation.cryptoDateInFuture',
  sellExceedsHoldings: 'messages.cryptoSellExceedsHoldings',
  editMakesHoldingsNegative: 'messages.cryptoEditMakesHoldingsNegative',
} as const;

export const cryptoErrorCodes = {
  pricesUnavailable: 'PRICES_UNAVAILABLE',
  holdingsNegative: 'HOLDINGS_NEGATIVE',
} as const;

export { chartRanges, maxPriceIds, widgetCoinIds, type ChartRange } from './crypto-coins';

/** Price scale of `price_per_coin` and `fee` (numeric(30, 10)). */
export const priceScale = 10;

const coinIdPattern = /^[a-z0-9][a-z0-9._-]{0,99}$/;

export function isCoinId(value: string): boolean {
  return coinIdPattern.test(value);
}

/**
 * The ids of a `?ids=` list: trimmed, lower-cased and de-duplicated, in the order asked (the
 * price cache sorts them itself, so every spelling of one set shares an entry).
 */
export function normaliseCoinIds(raw: string): string[] {
  const ids = raw
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(ids)];
}

export const pricesQuery = z.object({
  ids: z.string().optional().meta({ description: 'Comma-separated CoinGecko coin ids; defaults to bitcoin,ethereum,binancecoin', example: 'bitcoin,ethereum,binancecoin' }),
});

export const chartQuery = z.object({
  days: z.enum(chartRanges, { error: cryptoMessages.invalidRange }).default('7'),
});

export const tradeSides = ['buy', 'sell'] as const;
export type TradeSide = (typeof tradeSides)[number];

/** Up to 20 whole digits fit numeric(38, 18); no one holds a quadrillion coins. */
const maxQuantityMajor = 1_000_000_000_000_000n;

function decimalField(options: { required: string; invalid: string; scale: number; max: bigint; allowZero: boolean }) {
  return z
    .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined || issue.input === null ? options.required : options.invalid) })
    .transform((value, context) => {
      if (typeof value === 'string' && value.trim() === '') {
        context.addIssue({ code: 'custom', message: options.required });
        return z.NEVER;
      }
      const decimal = toDecimalString(value);
      const tooLarge = decimal !== null && BigInt(decimal.split('.')[0] ?? '0') >= options.max;
      const zeroRefused = decimal !== null && !options.allowZero && compareDecimals(decimal, '0') === 0;
      if (decimal === null || fractionDigits(decimal) > options.scale || tooLarge || zeroRefused) {
        context.addIssue({ code: 'custom', message: options.invalid });
        return z.NEVER;
      }
      return decimal;
    });
}

/** A coin as typed or picked (id, ticker or name); the server stores the id of the market's coin it names. */
const coinId = z
  .string({ error: cryptoMessages.coinRequired })
  .trim()
  .min(1, cryptoMessages.coinRequired)
  .max(100, cryptoMessages.unknownCoin)
  .meta({ description: 'A coin of the market list by CoinGecko id, ticker or name ("bitcoin", "BTC", "Bitcoin"); stored as the id', example: 'bitcoin' });
const side = z.enum(tradeSides, { error: cryptoMessages.sideRequired });
const quantity = decimalField({
  required: cryptoMessages.quantityRequired,
  invalid: cryptoMessages.invalidQuantity,
  scale: quantityScale,
  max: maxQuantityMajor,
  allowZero: false,
}).meta({
  description: 'Coins traded: a decimal string with up to 18 decimal places',
  example: '0.25',
});
const pricePerCoin = decimalField({ required: cryptoMessages.priceRequired, invalid: cryptoMessages.invalidPrice, scale: priceScale, max: maxAmountMajor, allowZero: true }).meta({
  description: 'US dollars per coin, up to 10 decimal places',
  example: '64250.5',
});
const fee = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? '0' : value),
  decimalField({ required: cryptoMessages.invalidFee, invalid: cryptoMessages.invalidFee, scale: priceScale, max: maxAmountMajor, allowZero: true }),
);
const date = dateField(cryptoMessages.dateRequired);

export const createTradeInput = z.object({ coinId, side, quantity, pricePerCoin, fee: fee.meta({ description: 'US dollars paid in fees; 0 when absent' }), date }).strict();
export type CreateTradeInput = z.output<typeof createTradeInput>;
export type TradeFields = z.input<typeof createTradeInput>;

export const updateTradeInput = z
  .object({
    coinId: coinId.optional(),
    side: side.optional(),
    quantity: quantity.optional(),
    pricePerCoin: pricePerCoin.optional(),
    fee: fee.optional(),
    date: date.optional(),
  })
  .strict();
export type UpdateTradeInput = z.output<typeof updateTradeInput>;

/** An exact fraction of US dollars; holdings are valued with these and rounded only for display. */
export interface Ratio {
  num: bigint;
  den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x || 1n;
}

function ratio(num: bigint, den: bigint): Ratio {
  const divisor = gcd(num, den);
  return den < 0n ? { num: -num / divisor, den: -den / divisor } : { num: num / divisor, den: den / divisor };
}

const addRatio = (a: Ratio, b: Ratio) => ratio(a.num * b.den + b.num * a.den, a.den * b.den);
const scaleRatio = (a: Ratio, num: bigint, den: bigint) => ratio(a.num * num, a.den * den);

/** A decimal string as an exact ratio. */
export function decimalToRatio(decimal: string): Ratio {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? decimal.slice(1) : decimal).split('.');
  const num = BigInt(whole + fraction) * (negative ? -1n : 1n);
  return ratio(num, 10n ** BigInt(fraction.length));
}

/** Rounds half away from zero to `scale` decimals: "15010.00", "-0.35". */
export function formatRatio(value: Ratio, scale: number): string {
  const factor = 10n ** BigInt(scale);
  const negative = value.num < 0n;
  const magnitude = negative ? -value.num : value.num;
  const scaled = (magnitude * factor * 2n + value.den) / (value.den * 2n);
  const digits = scaled.toString().padStart(scale + 1, '0');
  const text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return negative && scaled !== 0n ? `-${text}` : text;
}

/**
 * The exact decimal a JS number prints as ("6.4e-7" → "0.00000064"): market prices arrive as
 * JSON numbers and are used at the precision they were written with, never as binary fractions.
 */
export function numberToDecimal(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  const digits = whole + fraction;
  const point = whole.length + exponent;
  let text: string;
  if (point <= 0) text = `0.${'0'.repeat(-point)}${digits}`;
  else if (point >= digits.length) text = digits + '0'.repeat(point - digits.length);
  else text = `${digits.slice(0, point)}.${digits.slice(point)}`;
  const normalised = toDecimalString(text);
  return normalised === null ? null : sign && normalised !== '0' ? `-${normalised}` : normalised;
}

const quantityUnit = 10n ** BigInt(quantityScale);

export function quantityUnits(quantity: string): bigint {
  const [whole = '0', fraction = ''] = quantity.split('.');
  return BigInt(whole) * quantityUnit + BigInt(fraction.padEnd(quantityScale, '0').slice(0, quantityScale) || '0');
}

export function unitsToDecimal(units: bigint): string {
  const digits = units.toString().padStart(quantityScale + 1, '0');
  const whole = digits.slice(0, -quantityScale);
  const fraction = digits.slice(-quantityScale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

export interface TradeLeg {
  id: string;
  coinId: string;
  side: TradeSide;
  quantity: string;
  pricePerCoin: string;
  fee: string;
  date: string;
}

export interface Position {
  coinId: string;
  /** Coins held, in 10^-18 units. */
  units: bigint;
  /** What the coins still held cost, fees included (average cost method). */
  cost: Ratio;
}

export type Replay = { ok: true; positions: Map<string, Position> } | { ok: false; coinId: string; tradeId: string };

/**
 * Trades in the order they happened: by date, and on one day buys before sells (the day is all
 * we know, and a sale on the day of the purchase must not be refused), then as recorded.
 */
export function tradeOrder<T extends Pick<TradeLeg, 'date' | 'side'>>(trades: readonly T[]): T[] {
  return trades
    .map((trade, index) => ({ trade, index }))
    .sort((a, b) => (a.trade.date < b.trade.date ? -1 : a.trade.date > b.trade.date ? 1 : a.trade.side !== b.trade.side ? (a.trade.side === 'buy' ? -1 : 1) : a.index - b.index))
    .map(({ trade }) => trade);
}

/**
 * Replays trades into positions with average cost: a buy adds its coins and what they cost
 * (price × quantity + fee); a sale removes coins at the average cost, so the cost per coin of
 * what remains is unchanged. A sale of more than is held at that point stops the replay.
 */
export function replayTrades(trades: readonly TradeLeg[]): Replay {
  const positions = new Map<string, Position>();
  for (const trade of tradeOrder(trades)) {
    const position = positions.get(trade.coinId) ?? { coinId: trade.coinId, units: 0n, cost: { num: 0n, den: 1n } };
    const units = quantityUnits(trade.quantity);
    if (trade.side === 'buy') {
      const spent = addRatio(scaleRatio(decimalToRatio(trade.pricePerCoin), units, quantityUnit), decimalToRatio(trade.fee));
      position.cost = addRatio(position.cost, spent);
      position.units += units;
    } else {
      if (units > position.units) return { ok: false, coinId: trade.coinId, tradeId: trade.id };
      const remaining = position.units - units;
      position.cost = remaining === 0n ? { num: 0n, den: 1n } : scaleRatio(position.cost, remaining, position.units);
      position.units = remaining;
    }
    positions.set(trade.coinId, position);
  }
  return { ok: true, positions };
}

/** US dollars a trade moved, to the cent: paid on a buy (fee added), received on a sale (fee taken). */
export function tradeTotal(trade: Pick<TradeLeg, 'side' | 'quantity' | 'pricePerCoin' | 'fee'>): string {
  const gross = scaleRatio(decimalToRatio(trade.pricePerCoin), quantityUnits(trade.quantity), quantityUnit);
  const fee = decimalToRatio(trade.fee);
  return formatRatio(addRatio(gross, trade.side === 'buy' ? fee : { num: -fee.num, den: fee.den }), 2);
}

export interface ValuedHolding {
  coinId: string;
  quantity: string;
  costBasis: string;
  averageCost: string;
  price: number | null;
  value: string | null;
  unrealizedPnl: string | null;
  unrealizedPnlPercent: number | null;
}

/** A position at a price (null when none is available): dollars to the cent, percent to two decimals. */
export function valueHolding(position: Position, price: number | null): ValuedHolding {
  const priceText = price === null ? null : numberToDecimal(price);
  const costCents = decimalToRatio(formatRatio(position.cost, 2));
  const base = {
    coinId: position.coinId,
    quantity: unitsToDecimal(position.units),
    costBasis: formatRatio(position.cost, 2),
    averageCost: position.units === 0n ? '0.0000000000' : formatRatio(scaleRatio(position.cost, quantityUnit, position.units), priceScale),
  };
  if (priceText === null) return { ...base, price: null, value: null, unrealizedPnl: null, unrealizedPnlPercent: null };
  const value = decimalToRatio(formatRatio(scaleRatio(decimalToRatio(priceText), position.units, quantityUnit), 2));
  const pnl = formatRatio(addRatio(value, { num: -costCents.num, den: costCents.den }), 2);
  return { ...base, price, value: formatRatio(value, 2), unrealizedPnl: pnl, unrealizedPnlPercent: percentOf(pnl, base.costBasis) };
}

/** `part` as a percent of `whole`, to two decimals (a gain of its cost); null when `whole` is zero. */
export function percentOf(part: string, whole: string): number | null {
  const over = decimalToRatio(part);
  const under = decimalToRatio(whole);
  if (under.num === 0n) return null;
  return Number(formatRatio(ratio(over.num * under.den * 100n, over.den * under.num), 2));
}

/** Sums decimal strings exactly, rounded to `scale` decimals (dollars to the cent by default). */
export function sumDecimals(values: readonly string[], scale = 2): string {
  return formatRatio(
    values.reduce<Ratio>((total, value) => addRatio(total, decimalToRatio(value)), { num: 0n, den: 1n }),
    scale,
  );
}

/**
 * US dollars in another currency at a reference rate, rounded to that currency's decimals.
 * `usdToQuote` is units of the currency per dollar; `quoteToUsd` the inverse, as rates tables
 * keyed by either currency give them.
 */
export function convertUsd(usd: string, rate: { usdToQuote: string } | { quoteToUsd: string }, exponent: number): string {
  const amount = decimalToRatio(usd);
  if ('usdToQuote' in rate) {
    const factor = decimalToRatio(rate.usdToQuote);
    return formatRatio(scaleRatio(amount, factor.num, factor.den), exponent);
  }
  const divisor = decimalToRatio(rate.quoteToUsd);
  return formatRatio(scaleRatio(amount, divisor.den, divisor.num), exponent);
}
