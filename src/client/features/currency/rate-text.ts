import type { Format } from '@/lib/format';

/** An exchange rate in the number format, with every decimal the source published (at most 12). */
export function rateText(format: Format, rate: string): string {
  // Rates arrive as validated decimal strings; Intl reads them exactly, never as a float.
  return format.number(rate as `${number}`, { maximumFractionDigits: 12 });
}
