/**
 * Money arrives from the API as exact decimal strings; Intl formats the string itself (no
 * binary float on the way) in the reader's language.
 */
export function formatMoney(amount: string | number, currency: string, locale: string, options: Intl.NumberFormatOptions = {}): string {
  const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, ...options });
  return formatter.format(amount as unknown as number);
}

export function formatDate(isoDate: string, locale: string, style: Intl.DateTimeFormatOptions['dateStyle'] = 'medium'): string {
  // A calendar date (YYYY-MM-DD) is shown as that date everywhere: format it in UTC.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? new Date(`${isoDate}T00:00:00Z`) : new Date(isoDate);
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? 'UTC' : undefined }).format(date);
}

export function formatPercent(value: number, locale: string, fractionDigits = 0): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: fractionDigits }).format(value / 100);
}
