import { currencyExponent } from '../shared/currencies';
import { fractionDigits, toDecimalString } from '../shared/money';

/**
 * Exchange rates are decimal strings with at most `rateScale` decimals ("0.92", "25431.5"),
 * the amount of one currency that buys one unit of another. All maths here is on integers
 * scaled by powers of ten, never binary floats, and rounds half away from zero exactly as
 * PostgreSQL's round(numeric) does in the `convert_minor` function of migration 0014.
 */
export const rateScale = 12;

/** The largest rate accepted (no pair of the fifteen currencies is within a factor 10 of it). */
export const maxRate = 1_000_000_000n;

function scaled(decimal: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0').slice(0, scale) || '0');
}

/** `numerator / denominator` rounded half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d + (2n * (n % d) >= d ? 1n : 0n);
  return negative ? -quotient : quotient;
}

/** An integer of 10^-scale units back to the shortest decimal string ("0.92", "1"). */
function unscaled(units: bigint, scale: number): string {
  const digits = units.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, -scale);
  const fraction = digits.slice(-scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** A rate rounded to `rateScale` decimals and written without trailing zeros. */
export function normaliseRate(decimal: string): string {
  const digits = fractionDigits(decimal);
  const units = digits <= rateScale ? scaled(decimal, rateScale) : divideRounded(scaled(decimal, digits), 10n ** BigInt(digits - rateScale));
  return unscaled(units, rateScale);
}

/**
 * A rate as a source sends it (a JSON number, possibly in exponent notation such as 6.1e-7)
 * as a normalised decimal string, or null when it is not a positive number.
 */
export function rateFromSource(value: unknown): string | null {
  let text: string | null = null;
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
    text = /e/i.test(String(value)) ? value.toFixed(20) : String(value);
  } else if (typeof value === 'string') {
    text = value;
  }
  const decimal = text === null ? null : toDecimalString(text);
  if (decimal === null) return null;
  const rate = normaliseRate(decimal);
  return rate === '0' ? null : rate;
}

/** a ÷ b for two positive rates (a cross rate through a third currency), to `rateScale` decimals; null if it rounds to 0. */
export function divideRates(a: string, b: string): string | null {
  const result = divideRounded(scaled(a, rateScale) * 10n ** BigInt(rateScale), scaled(b, rateScale));
  return result === 0n ? null : unscaled(result, rateScale);
}

/** a × b (a rate chained with another), to `rateScale` decimals; null if it rounds to 0. */
export function multiplyRates(a: string, b: string): string | null {
  const result = divideRounded(scaled(a, rateScale) * scaled(b, rateScale), 10n ** BigInt(rateScale));
  return result === 0n ? null : unscaled(result, rateScale);
}

/** 1 ÷ rate: the rate of the opposite direction. */
export function invertRate(rate: string): string | null {
  return divideRates('1', rate);
}

/**
 * Minor units of `from` in minor units of `to` at `rate` (units of `to` per unit of `from`),
 * rounded half away from zero: 100.00 USD at 0.92 is 92.00 EUR, 1500 JPY at 0.0061 is 9.15 USD.
 */
export function convertMinor(amountMinor: bigint, rate: string, from: string, to: string): bigint {
  const shift = currencyExponent(to) - currencyExponent(from);
  const numerator = amountMinor * scaled(normaliseRate(rate), rateScale) * 10n ** BigInt(Math.max(shift, 0));
  const denominator = 10n ** BigInt(rateScale + Math.max(-shift, 0));
  return divideRounded(numerator, denominator);
}

/** Minor units rescaled to another currency's decimals with the figure kept (12.50 USD → 13 JPY), at least 1 when positive. */
export function relabelMinor(amountMinor: bigint, from: string, to: string): bigint {
  const converted = convertMinor(amountMinor, '1', from, to);
  return amountMinor > 0n && converted < 1n ? 1n : converted;
}

/** Whether a normalised decimal is a usable rate: positive, at most `rateScale` decimals, below `maxRate`. */
export function rateProblem(decimal: string): 'invalid' | 'tooPrecise' | 'tooLarge' | null {
  if (fractionDigits(decimal) > rateScale) return 'tooPrecise';
  if (scaled(decimal, fractionDigits(decimal)) === 0n) return 'invalid';
  if (BigInt(decimal.split('.')[0] ?? '0') >= maxRate) return 'tooLarge';
  return null;
}
