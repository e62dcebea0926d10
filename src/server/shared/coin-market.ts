import { cryptoErrorCodes, cryptoMessages, type ChartRange } from '../../domain/crypto/crypto';
import type { CoinChart, CoinPrice, MarketCoin } from '../../domain/crypto/crypto-wire';
import { AppError } from '../http/app-error';
import type { AppContext } from '../http/app-context';
import { KeyedCache } from './keyed-cache';
import { SharedCache } from './shared-cache';
import { upstreamOutage, type OutageLog } from './upstream-outage';

/** CoinGecko's free plan allows about 30 calls a minute; one a minute per question is plenty. */
const freshMs = 60_000;
/** After ten minutes an old price misleads more than it helps. */
const keepMs = 10 * 60_000;
const upstreamTimeoutMs = 8_000;

export interface CoinMarketOptions {
  baseUrl: string;
  apiKey?: string;
  redis?: AppContext['redis'];
  now?: () => number;
  log?: OutageLog;
}

export interface CoinMarket {
  /** The coins among `ids` CoinGecko knows, in the order asked; 502 when no answer is at hand. */
  prices(ids: readonly string[]): Promise<CoinPrice[]>;
  /** The 100 largest coins by market cap. */
  markets(): Promise<MarketCoin[]>;
  /** A coin's US dollar price over the range; null for a coin CoinGecko does not know. */
  chart(id: string, days: ChartRange): Promise<CoinChart | null>;
}

const unavailable = () => new AppError(502, cryptoErrorCodes.pricesUnavailable, cryptoMessages.pricesUnavailable);

class NotFoundUpstream extends Error {}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** One `/coins/markets` item, read leniently: CoinGecko leaves figures null for thin markets. */
function toMarketCoin(raw: unknown): MarketCoin | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const item = raw as Record<string, unknown>;
  if (typeof item.id !== 'string' || typeof item.symbol !== 'string' || typeof item.name !== 'string') return null;
  return {
    id: item.id,
    symbol: item.symbol,
    name: item.name,
    current_price: numberOrNull(item.current_price),
    price_change_24h: numberOrNull(item.price_change_24h),
    price_change_percentage_24h: numberOrNull(item.price_change_percentage_24h),
    market_cap: numberOrNull(item.market_cap),
    total_volume: numberOrNull(item.total_volume),
    last_updated: typeof item.last_updated === 'string' ? item.last_updated : null,
    market_cap_rank: numberOrNull(item.market_cap_rank),
  };
}

function toPrice({ market_cap_rank: _rank, ...price }: MarketCoin): CoinPrice {
  return price;
}

export function createCoinMarket(options: CoinMarketOptions): CoinMarket {
  const now = options.now ?? Date.now;
  const shared = { redis: options.redis, now, freshMs, keepMs };
  // One entry per coin (null for an id CoinGecko does not know), whichever question priced it.
  const coinCache = new KeyedCache<MarketCoin | null>({ ...shared, namespace: 'crypto:prices', maxEntries: 1_000 });
  const marketCache = new SharedCache<MarketCoin[]>({ ...shared, namespace: 'crypto:markets', maxEntries: 1 });
  const chartCache = new SharedCache<CoinChart | null>({ ...shared, namespace: 'crypto:chart', maxEntries: 500 });
  const outage = upstreamOutage(now, options.log);

  async function call(path: string, query: Record<string, string>): Promise<unknown> {
    const url = new URL(`${options.baseUrl}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.apiKey) headers['x-cg-demo-api-key'] = options.apiKey;
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(upstreamTimeoutMs) });
      if (response.status === 404) throw new NotFoundUpstream();
      if (!response.ok) throw new Error(`CoinGecko answered ${response.status}`);
      const body: unknown = await response.json();
      outage.answered();
      return body;
    } catch (error) {
      if (error instanceof NotFoundUpstream) outage.answered();
      else outage.failed(error);
      throw error;
    }
  }

  async function marketList(query: Record<string, string>): Promise<MarketCoin[]> {
    const body = await call('/coins/markets', { vs_currency: 'usd', ...query });
    if (!Array.isArray(body)) throw new Error('CoinGecko answered an unexpected shape');
    return body.map(toMarketCoin).filter((coin): coin is MarketCoin => coin !== null);
  }

  return {
    async prices(ids) {
      if (ids.length === 0) return [];
      const load = async (asked: readonly string[]) => {
        const coins = await marketList({ ids: [...asked].sort().join(',') });
        const byId = new Map(coins.map((coin) => [coin.id, coin]));
        return new Map(asked.map((id) => [id, byId.get(id) ?? null]));
      };
      const cached = await coinCache.getMany(ids, load).catch(() => {
        throw unavailable();
      });
      return ids.flatMap((id) => {
        const coin = cached.get(id)?.value;
        return coin ? [toPrice(coin)] : [];
      });
    },

    async markets() {
      const load = async () => {
        const coins = await marketList({ order: 'market_cap_desc', per_page: '100', page: '1' });
        // The list prices its coins too: a question about any of them needs no call of its own.
        await coinCache.setMany(new Map(coins.map((coin) => [coin.id, coin])));
        return coins;
      };
      const cached = await marketCache.get('top-100', load).catch(() => {
        throw unavailable();
      });
      return cached.value;
    },

    async chart(id, days) {
      const load = async (): Promise<CoinChart | null> => {
        try {
          const body = (await call(`/coins/${encodeURIComponent(id)}/market_chart`, { vs_currency: 'usd', days })) as { prices?: unknown };
          if (!Array.isArray(body.prices)) throw new Error('CoinGecko answered an unexpected shape');
          const prices = body.prices.flatMap((point: unknown) =>
            Array.isArray(point) && typeof point[0] === 'number' && typeof point[1] === 'number' ? [{ time: point[0], price: point[1] }] : [],
          );
          return { id, days, prices };
        } catch (error) {
          if (error instanceof NotFoundUpstream) return null;
          throw error;
        }
      };
      const cached = await chartCache.get(`${id}:${days}`, load).catch(() => {
        throw unavailable();
      });
      return cached.value;
    },
  };
}

const markets = new WeakMap<AppContext, CoinMarket>();

/** The application's one price source, so the crypto routes and the dashboard share one cache. */
export function coinMarketFor(context: AppContext, log?: CoinMarketOptions['log']): CoinMarket {
  let market = markets.get(context);
  if (!market) {
    market = createCoinMarket({ ...context.config.coinGecko, redis: context.redis, now: context.clock, log });
    markets.set(context, market);
  }
  return market;
}
