import { wellKnownCoins } from '@domain/crypto/crypto-coins';
import type { MarketCoin } from '@domain/crypto/crypto-wire';

/** Market prices span from fractions of a cent to tens of thousands: enough digits to tell them apart. */
export function formatUsdPrice(value: number, locale: string): string {
  const digits = value >= 1 ? 2 : value >= 0.01 ? 4 : 8;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: digits }).format(value);
}

/** Exact decimal strings from the API (holdings, costs), shown in dollars and cents. */
export function formatUsd(decimal: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(decimal as `${number}`);
}

/** Market caps and volumes: "$1.2T", "$830M". */
export function formatUsdCompact(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 2 }).format(value);
}

export function formatChange(percent: number, locale: string, fractionDigits = 2): string {
  return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits, signDisplay: 'exceptZero' }).format(
    percent / 100,
  );
}

/** Coin quantities keep every decimal they were recorded with. */
export function formatQuantity(decimal: string, locale: string): string {
  const digits = decimal.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: Math.min(digits, 18) }).format(decimal as `${number}`);
}

export const changeTone = (value: number | null) => (value === null ? 'text-muted-foreground' : value >= 0 ? 'text-success' : 'text-destructive');

/** A coin's display name from the market list, or its id when it is not among the top 100. */
export function coinLabel(id: string, markets: MarketCoin[] | undefined): { name: string; symbol: string } {
  const coin = markets?.find((item) => item.id === id);
  if (coin) return { name: coin.name, symbol: coin.symbol.toUpperCase() };
  return wellKnownCoins[id] ?? { name: readableCoinId(id), symbol: '' };
}

/** "usd-coin" reads as "Usd Coin": better than the bare id while the market list is away. */
function readableCoinId(id: string): string {
  return id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
