import { currencyExponent, maxCurrencyExponent, quantityScale } from './currencies';
import { says } from './errors';

export { currencyCodes, currencyExponent, currencyExponents, defaultCurrency, isCurrencyCode, UnknownCurrencyError, type CurrencyCode } from './currencies';

/** The most fraction digits any supported currency allows (kept for callers that know no currency). */
export const maxFractionDigits = maxCurrencyExponent;

/** The largest amount accepted anywhere, in major units (keeps sums far inside int8). */
export const maxAmountMajor = 1_000_000_000_000n;

export const moneyMessages = {
  invalidAmount: 'validation.positiveNumber',
  tooLarge: 'validation.amountTooLarge',
  noDecimals: 'validation.noDecimals',
  tooManyDecimals: 'validation.tooManyDecimals',
} as const;

const decimalPattern = /^(\d+)(?:\.(\d+))?$/;

/**
 * Normalises a JSON number or decimal string to a plain decimal string without binary floats:
 * a number goes through its shortest round-trip text (what the user typed in a form).
 * Returns null for anything that is not a non-negative plain decimal.
 */
export function toDecimalString(value: unknown): string | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  if (text.startsWith('+')) text = text.slice(1);
  if (text.startsWith('.')) text = `0${text}`;
  if (text.endsWith('.')) text = text.slice(0, -1);
  const match = decimalPattern.exec(text);
  if (!match) return null;
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** Fraction digits of a normalised decimal string. */
export function fractionDigits(decimal: string): number {
  const dot = decimal.indexOf('.');
  return dot < 0 ? 0 : decimal.length - dot - 1;
}

/** Exact conversion of a decimal string to minor units; null if it has more digits than the exponent allows. */
export function decimalToMinor(decimal: string, exponent: number): bigint | null {
  const normalised = toDecimalString(decimal);
  if (normalised === null || fractionDigits(normalised) > exponent) return null;
  const [whole = '0', fraction = ''] = normalised.split('.');
  return BigInt(whole) * 10n ** BigInt(exponent) + BigInt(fraction.padEnd(exponent, '0') || '0');
}

/** Minor units to a decimal string with exactly `exponent` fraction digits ('1500.00', '-3.05', '120'). */
export function minorToDecimal(minor: bigint, exponent: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(exponent + 1, '0');
  const whole = exponent ? digits.slice(0, -exponent) : digits;
  const fraction = exponent ? `.${digits.slice(-exponent)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

export function toMinor(value: string, currency: string): bigint | null {
  return decimalToMinor(value, currencyExponent(currency));
}

export function formatMinor(minor: bigint, currency: string): string {
  return minorToDecimal(minor, currencyExponent(currency));
}

/** Values stored as int8 arrive from `pg` as strings; never parse them as floats. */
export function parseMinor(value: string | number | bigint): bigint {
  return typeof value === 'bigint' ? value : BigInt(value);
}

/** Compares two non-negative decimal strings exactly (-1, 0, 1). */
export function compareDecimals(a: string, b: string): number {
  const scale = Math.max(fractionDigits(a), fractionDigits(b));
  const left = decimalToMinor(a, scale) ?? 0n;
  const right = decimalToMinor(b, scale) ?? 0n;
  return left === right ? 0 : left < right ? -1 : 1;
}

export function exceedsMaximum(decimal: string): boolean {
  return BigInt(decimal.split('.')[0] ?? '0') >= maxAmountMajor;
}

/**
 * Why a normalised decimal cannot be an amount in `currency` (the message, with its values for
 * translation), or null when it fits: positive, within the maximum, and no more decimals than
 * the currency has.
 */
export function amountProblem(decimal: string, currency: string): string | null {
  const exponent = currencyExponent(currency);
  if (fractionDigits(decimal) > exponent) {
    return exponent === 0 ? says(moneyMessages.noDecimals, { currency }) : says(moneyMessages.tooManyDecimals, { currency, count: exponent });
  }
  if (exceedsMaximum(decimal)) return moneyMessages.tooLarge;
  return null;
}

/** A crypto quantity ("0.000000000000000001") as an exact integer of 10^-18 coins, or null. */
export function quantityToUnits(value: string): bigint | null {
  return decimalToMinor(value, quantityScale);
}

/** Integer 10^-18 units back to the shortest decimal string ("1.5", "0.000000000000000001"). */
export function unitsToQuantity(units: bigint): string {
  const text = minorToDecimal(units, quantityScale);
  return text.replace(/\.?0+$/, '');
}

/**
 * The one money formatter. `amount` is an exact decimal string as the API sends it ("1500.00",
 * "-3.05") or integer minor units as a bigint; never a float. Decimals follow the currency's
 * exponent from our table (JPY 0, USD 2), and Intl formats the decimal text itself so no
 * binary float is involved. An unknown currency throws.
 */
export function formatMoney(amount: string | bigint, currency: string, locale: string, options: Intl.NumberFormatOptions = {}): string {
  const exponent = currencyExponent(currency);
  const decimal = typeof amount === 'bigint' ? minorToDecimal(amount, exponent) : amount;
  const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: exponent, maximumFractionDigits: exponent, ...options });
  // Intl reads numeric strings exactly (Intl.NumberFormat v3); the cast only satisfies older lib typings.
  if (!rightToLeftLocale.test(locale)) return formatter.format(decimal as `${number}`);
  // Right-to-left patterns put the symbol after the number, where a symbol such as "US$" would
  // show as "$US"; a first-strong isolate keeps it as written.
  return formatter
    .formatToParts(decimal as `${number}`)
    .map((part) => (part.type === 'currency' && /[A-Za-z]/.test(part.value) ? `\u2068${part.value}\u2069` : part.value))
    .join('');
}

const rightToLeftLocale = /^(ar|fa|he|ur)(-|$)/;
