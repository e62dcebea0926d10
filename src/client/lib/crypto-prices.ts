import { useQuery } from '@tanstack/react-query';
import type { CoinPrice } from '@domain/crypto/crypto-wire';
import { priceRefetchMs, widgetCoinIds } from '@domain/crypto/crypto-coins';

const pricesUrl = (ids: readonly string[]) => `/api/crypto/prices?ids=${ids.join(',')}`;

export const cryptoPriceKeys = {
  prices: (ids: readonly string[]) => ['/api/crypto/prices', ids.join(',')] as const,
};

/** docs/product/errors.md#loading: a failed call is 'Failed to fetch crypto prices: {status}'; the widget shows its own text. */
async function fetchPrices(ids: readonly string[]): Promise<CoinPrice[]> {
  const response = await fetch(pricesUrl(ids), { credentials: 'include', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Failed to fetch crypto prices: ${response.status}`);
  return (await response.json()) as CoinPrice[];
}

/** Current prices of `ids` (the widget's three by default), fetched again every minute (docs/product/api-and-caching.md#caching). */
export function useCryptoPrices(ids: readonly string[] = widgetCoinIds) {
  return useQuery({ queryKey: cryptoPriceKeys.prices(ids), queryFn: () => fetchPrices(ids), refetchInterval: priceRefetchMs, enabled: ids.length > 0 });
}
