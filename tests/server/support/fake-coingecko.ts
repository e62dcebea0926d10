import { reply, startFakeHttpServer, type FakeHttpServer } from '../../support/fake-http-server';

/** A `/coins/markets` item with the fields CoinGecko sends (a subset of the rarely used ones left out). */
export function marketItem(id: string, symbol: string, name: string, price: number, changePercent: number, rank: number) {
  return {
    id,
    symbol,
    name,
    image: `https://coin-images.coingecko.com/coins/images/1/large/${id}.png`,
    current_price: price,
    market_cap: Math.round(price * 19_000_000),
    market_cap_rank: rank,
    fully_diluted_valuation: Math.round(price * 21_000_000),
    total_volume: Math.round(price * 400_000),
    high_24h: price * 1.02,
    low_24h: price * 0.97,
    price_change_24h: Number(((price * changePercent) / 100).toFixed(6)),
    price_change_percentage_24h: changePercent,
    market_cap_change_24h: 1_000_000,
    market_cap_change_percentage_24h: changePercent,
    circulating_supply: 19_000_000,
    total_supply: 21_000_000,
    max_supply: 21_000_000,
    ath: price * 1.5,
    ath_change_percentage: -33.3,
    ath_date: '2024-03-14T07:10:36.635Z',
    atl: 67.81,
    atl_change_percentage: 99000,
    atl_date: '2013-07-06T00:00:00.000Z',
    roi: null,
    last_updated: '2026-11-23T09:59:12.512Z',
  };
}

export const defaultCoins = [
  marketItem('bitcoin', 'btc', 'Bitcoin', 64250.12, 2.345, 1),
  marketItem('ethereum', 'eth', 'Ethereum', 3120.5, -1.26, 2),
  marketItem('tether', 'usdt', 'Tether', 1.0, 0.01, 3),
  marketItem('binancecoin', 'bnb', 'BNB', 598.4, 0.5, 4),
  marketItem('shiba-inu', 'shib', 'Shiba Inu', 0.00001723, -4.1, 12),
];

export interface FakeCoinGecko extends FakeHttpServer {
  /** While true every call answers 503, as CoinGecko does when overloaded. */
  failing: boolean;
  coins: ReturnType<typeof marketItem>[];
  /** Requests to one path (e.g. '/coins/markets'). */
  callsTo(path: string): number;
}

/** CoinGecko's markets and market chart endpoints, with the paths and JSON shapes of the real API. */
export async function startFakeCoinGecko(): Promise<FakeCoinGecko> {
  // The handlers read the returned object, so tests switch failures and coins on it directly.
  let state: Pick<FakeCoinGecko, 'failing' | 'coins'> = { failing: false, coins: [...defaultCoins] };
  const server = await startFakeHttpServer({
    'GET /coins/markets': (request) => {
      if (state.failing) return reply(503, { error: 'Service Unavailable' });
      if (request.query.get('vs_currency') !== 'usd') return reply(400, { error: 'invalid vs_currency' });
      const ids = request.query.get('ids');
      const wanted = ids ? new Set(ids.split(',')) : null;
      const perPage = Number(request.query.get('per_page') ?? '100');
      return state.coins.filter((coin) => !wanted || wanted.has(coin.id)).slice(0, perPage);
    },
    'GET /coins/:id/market_chart': (request) => {
      if (state.failing) return reply(503, { error: 'Service Unavailable' });
      const coin = state.coins.find((item) => item.id === request.params.id);
      if (!coin) return reply(404, { error: 'coin not found' });
      const days = Number(request.query.get('days'));
      const points = Array.from({ length: 5 }, (_, index) => {
        const time = Date.parse('2026-11-23T10:00:00Z') - (4 - index) * days * 3_600_000;
        return [time, coin.current_price * (1 + index / 100)];
      });
      return { prices: points, market_caps: points.map(([time]) => [time, coin.market_cap]), total_volumes: points.map(([time]) => [time, coin.total_volume]) };
    },
  });
  const fake: FakeCoinGecko = Object.assign(server, {
    ...state,
    callsTo: (path: string) => server.requests.filter((request) => request.path === path).length,
  });
  state = fake;
  return fake;
}
