import { z } from 'zod';

/** Currencies a user can choose (spec §3) with their ISO 4217 minor-unit exponent. */
export const currencyExponents = {
  USD: 2,
  THB: 2,
  EUR: 2,
  GBP: 2,
  JPY: 0,
  INR: 2,
  BRL: 2,
  MXN: 2,
  IDR: 2,
  VND: 0,
  PHP: 2,
  MYR: 2,
  TRY: 2,
  CAD: 2,
  AUD: 2,
} as const;

export type CurrencyCode = keyof typeof currencyExponents;

export const currencyCodes = Object.keys(currencyExponents) as [CurrencyCode, ...CurrencyCode[]];

export const defaultCurrency: CurrencyCode = 'USD';

/** The most fraction digits any supported currency allows; a currency-free schema accepts this many. */
export const maxFractionDigits = 2;

/** The largest amount accepted anywhere, in major units (keeps sums far inside int8). */
export const maxAmountMajor = 1_000_000_000_000n;

export const moneyMessages = {
  invalidAmount: 'Must be a valid positive number',
  tooLarge: 'Amount is too large',
} as const;

export function isCurrencyCode(value: string): value is CurrencyCode {
  return Object.hasOwn(currencyExponents, value);
}

/** Minor-unit exponent of a currency; unknown codes are treated like most currencies (2). */
export function currencyExponent(currency: string): number {
  return isCurrencyCode(currency) ? currencyExponents[currency] : 2;
}

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

function exceedsMaximum(decimal: string): boolean {
  return BigInt(decimal.split('.')[0] ?? '0') >= maxAmountMajor;
}

interface AmountMessages {
  required: string;
  invalid?: string;
  allowZero?: boolean;
}

/**
 * An amount field that accepts a JSON number or decimal string and yields a normalised decimal
 * string. Fraction digits are checked against the widest currency here and against the user's
 * currency where it is known (the service).
 */
export function amountField({ required, invalid = moneyMessages.invalidAmount, allowZero = false }: AmountMessages) {
  return z
    .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) })
    .meta({ description: 'A JSON number or a decimal string; converted exactly, at most the currency’s fraction digits', example: '42.50' })
    .transform((value, context) => {
      if (typeof value === 'string' && value.trim() === '') {
        context.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const decimal = toDecimalString(value);
      if (decimal === null || fractionDigits(decimal) > maxFractionDigits || (!allowZero && compareDecimals(decimal, '0') === 0)) {
        context.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      if (exceedsMaximum(decimal)) {
        context.addIssue({ code: 'custom', message: moneyMessages.tooLarge });
        return z.NEVER;
      }
      return decimal;
    });
}

/** Money in answers: a decimal string with the currency's fraction digits, e.g. "1500.00". */
export const decimalAmountSchema = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/)
  .meta({ description: 'Exact decimal string in the currency (minor units per ISO 4217), e.g. "1500.00"', example: '1500.00' });

export const currencySchema = z.string().meta({ description: 'ISO 4217 currency code', example: 'USD' });

/** Formats a decimal string for display without passing through a binary float. */
export function formatMoney(amount: string, currency: string, locale = 'en-US'): string {
  const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return formatter.format(amount as `${number}`);
}
