import { currencyExponent, minorToDecimal } from '@domain/money';

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
  return formatter.format(decimal as `${number}`);
}

export function formatDate(isoDate: string, locale: string, style: Intl.DateTimeFormatOptions['dateStyle'] = 'medium'): string {
  // A calendar date (YYYY-MM-DD) is shown as that date everywhere: format it in UTC.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? new Date(`${isoDate}T00:00:00Z`) : new Date(isoDate);
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? 'UTC' : undefined }).format(date);
}

export function formatPercent(value: number, locale: string, fractionDigits = 0): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: fractionDigits }).format(value / 100);
}
