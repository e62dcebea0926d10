/** Constants of the crypto view, apart from the schemas so the sidebar widget can load them alone. */

/** The coins the sidebar widget shows, in order. */
export const widgetCoinIds = ['bitcoin', 'ethereum', 'binancecoin'] as const;

/**
 * Names for the coins the app asks about itself, so they read properly while the market list
 * is unavailable (offline, or the price service is down).
 */
export const wellKnownCoins: Readonly<Record<string, { name: string; symbol: string }>> = {
  bitcoin: { name: 'Bitcoin', symbol: 'BTC' },
  ethereum: { name: 'Ethereum', symbol: 'ETH' },
  binancecoin: { name: 'BNB', symbol: 'BNB' },
};

/** Upstream allows far more; a cap keeps one request from fanning out into a huge call. */
export const maxPriceIds = 50;

export const chartRanges = ['1', '7', '30', '365'] as const;
export type ChartRange = (typeof chartRanges)[number];

/** docs/product/api-and-caching.md#caching: the widget's prices are fetched again every minute. */
export const priceRefetchMs = 60_000;
