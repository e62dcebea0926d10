import { defaultCurrency, isCurrencyCode, type CurrencyCode } from '@domain/shared/currencies';
import { todayInZone, type IsoDate } from '@domain/shared/dates';
import { formatMoney } from '@domain/shared/money';
import { languageTimeFormat, numberLocale, type DateFormat } from '@domain/shared/formats';
import type { Settings } from '@domain/settings/settings';

/** Money is formatted by the domain's one formatter, shared with the analyst's answers. */
export { formatMoney };

const calendarDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date (YYYY-MM-DD) is the same date everywhere, so it is formatted in UTC; an
 * instant is shown as the date it is in `timeZone`.
 */
export function formatDate(isoDate: string, locale: string, style: Intl.DateTimeFormatOptions['dateStyle'] = 'medium', timeZone = 'UTC'): string {
  const calendar = calendarDatePattern.test(isoDate);
  const date = calendar ? new Date(`${isoDate}T00:00:00Z`) : new Date(isoDate);
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: calendar ? 'UTC' : timeZone }).format(date);
}

export function formatPercent(value: number, locale: string, fractionDigits = 0): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: fractionDigits }).format(value / 100);
}

/** A currency's name in `language` ("euro", "Euro"), or its code where the browser has no name for it. */
export function currencyName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames(language, { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** What a screen needs to write amounts, numbers, dates and times the way the account asks. */
export interface Format {
  /** The interface language: words, month and weekday names. */
  language: string;
  /** The locale numbers and amounts are written in (the number format, or the language). */
  numberLocale: string;
  currency: CurrencyCode;
  /** The account's zone: what "today", "this month" and a time of day mean. */
  timeZone: string;
  dateStyle: DateFormat;
  hour12: boolean;
  today: IsoDate;
  /** An amount in `currency` (the account's when not given), with that currency's decimals. */
  money(amount: string | bigint, currency?: string, options?: Intl.NumberFormatOptions): string;
  /** A number, or an exact decimal string (never turned into a float). */
  number(value: number | bigint | `${number}`, options?: Intl.NumberFormatOptions): string;
  percent(value: number, fractionDigits?: number): string;
  /** A calendar date or an instant's date in the chosen date format (or `style`). */
  date(value: string | Date, style?: DateFormat): string;
  /** An instant's time of day in the account's zone on the chosen clock. */
  time(value: string | Date): string;
  dateTime(value: string | Date, style?: DateFormat): string;
  /** An Intl formatter for instants, in the account's zone and on its clock. */
  instantFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat;
  /** Formats calendar dates (YYYY-MM-DD) with any Intl options (month names, weekdays…). */
  calendarFormat(options: Intl.DateTimeFormatOptions): (date: IsoDate) => string;
}

export type FormatSettings = Pick<Settings, 'currency' | 'timezone' | 'dateFormat' | 'timeFormat' | 'numberFormat'>;

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** Before the account's settings arrive (or on a screen shown alone) amounts are in dollars and days in UTC, as a new account's are. */
export function createFormat(settings: FormatSettings | undefined, language: string, now: Date = new Date()): Format {
  const timeZone = settings?.timezone ?? 'UTC';
  const currency = settings && isCurrencyCode(settings.currency) ? settings.currency : defaultCurrency;
  const dateStyle = settings?.dateFormat ?? 'medium';
  const hour12 = (settings?.timeFormat ?? languageTimeFormat(language)) === '12h';
  const numbers = numberLocale(settings?.numberFormat ?? 'auto', language);
  // hourCycle rather than hour12: hour12=false gives some locales a 24:00 midnight.
  const clock: Intl.DateTimeFormatOptions = { hourCycle: hour12 ? 'h12' : 'h23' };

  const instantFormat = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language, { ...(options.hour !== undefined || options.timeStyle ? clock : {}), ...options, timeZone });
  const timeFormat = instantFormat({ hour: 'numeric', minute: '2-digit' });

  return {
    language,
    numberLocale: numbers,
    currency,
    timeZone,
    dateStyle,
    hour12,
    today: todayInZone(timeZone, now),
    money: (amount, code = currency, options) => formatMoney(amount, code, numbers, options),
    number: (value, options) => new Intl.NumberFormat(numbers, options).format(value),
    percent: (value, fractionDigits = 0) => formatPercent(value, numbers, fractionDigits),
    date: (value, style = dateStyle) => (typeof value === 'string' ? formatDate(value, language, style, timeZone) : instantFormat({ dateStyle: style }).format(value)),
    time: (value) => timeFormat.format(toDate(value)),
    dateTime: (value, style = dateStyle) => instantFormat({ dateStyle: style, timeStyle: 'short' }).format(toDate(value)),
    instantFormat,
    calendarFormat: (options) => {
      const formatter = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
      return (date) => formatter.format(new Date(`${date}T00:00:00Z`));
    },
  };
}
