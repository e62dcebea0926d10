import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../src/domain/shared/message-text';
import { cryptoMessages } from '../../../../src/domain/crypto/crypto';
import type { CoinChart, CoinPrice, MarketCoin } from '../../../../src/domain/crypto/crypto-wire';
import { signedInAgent } from '../../support/factories';
import { startFakeCoinGecko } from '../../support/fake-coingecko';
import { createTestApp } from '../../support/test-app';

const coinGecko = await startFakeCoinGecko();
afterAll(() => coinGecko.close());

const minute = 60_000;
let now = Date.parse('2026-11-23T10:00:00Z');
const { app } = await createTestApp({ COINGECKO_BASE_URL: coinGecko.url, COINGECKO_API_KEY: 'demo-key-123' }, { clock: () => now });

const users = await Promise.all(Array.from({ length: 5 }, () => signedInAgent(app)));
const [ana, ben] = users as [(typeof users)[0], (typeof users)[0]];

beforeEach(() => {
  // Every test starts a quarter of an hour later: whatever the last one cached is past its use.
  now += 15 * minute;
  coinGecko.failing = false;
});

const widgetPrices = '/api/crypto/prices?ids=bitcoin,ethereum,binancecoin';

describe('GET /api/crypto/prices', () => {
  it('answers the asked coins in order with CoinGecko’s fields, asking with the demo key', async () => {
    const response = await ana.get(widgetPrices);
    expect(response.statusCode).toBe(200);
    const prices = response.json<CoinPrice[]>();
    expect(prices.map((coin) => coin.id)).toEqual(['bitcoin', 'ethereum', 'binancecoin']);
    expect(prices[0]).toEqual({
      id: 'bitcoin',
      symbol: 'btc',
      name: 'Bitcoin',
      current_price: 64250.12,
      price_change_24h: expect.any(Number),
      price_change_percentage_24h: 2.345,
      market_cap: expect.any(Number),
      total_volume: expect.any(Number),
      last_updated: '2026-11-23T09:59:12.512Z',
    });
    const call = coinGecko.requests.at(-1)!;
    expect(call.path).toBe('/coins/markets');
    expect(call.query.get('vs_currency')).toBe('usd');
    expect(call.headers['x-cg-demo-api-key']).toBe('demo-key-123');
  });

  it('costs one upstream call a minute however many users ask', async () => {
    const before = coinGecko.callsTo('/coins/markets');
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => users[index % users.length]!.get(widgetPrices)));
    expect(answers.every((response) => response.statusCode === 200)).toBe(true);
    // Another spelling of the same set shares the entry.
    expect((await ben.get('/api/crypto/prices?ids=BinanceCoin, ethereum,bitcoin,bitcoin')).json<CoinPrice[]>().map((coin) => coin.id)).toEqual([
      'binancecoin',
      'ethereum',
      'bitcoin',
    ]);
    expect(coinGecko.callsTo('/coins/markets') - before).toBe(1);

    now += 59 * 1000;
    await ana.get(widgetPrices);
    expect(coinGecko.callsTo('/coins/markets') - before).toBe(1);
    now += 2 * 1000;
    await ana.get(widgetPrices);
    expect(coinGecko.callsTo('/coins/markets') - before).toBe(2);
  });

  it('leaves unknown ids out', async () => {
    const response = await ana.get('/api/crypto/prices?ids=bitcoin,not-a-coin,<script>');
    expect(response.statusCode).toBe(200);
    expect(response.json<CoinPrice[]>().map((coin) => coin.id)).toEqual(['bitcoin']);
    expect((await ana.get('/api/crypto/prices?ids=nothing-here')).json()).toEqual([]);
  });

  it('refuses more than 50 ids with a field error', async () => {
    const ids = Array.from({ length: 51 }, (_, index) => `coin-${index}`).join(',');
    const response = await ana.get(`/api/crypto/prices?ids=${ids}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Ask for at most 50 coins at a time', fieldErrors: { ids: 'Ask for at most 50 coins at a time' } });
    const fifty = Array.from({ length: 50 }, (_, index) => `coin-${index}`).join(',');
    expect((await ana.get(`/api/crypto/prices?ids=${fifty}`)).statusCode).toBe(200);
  });

  it('serves the last good answer while CoinGecko fails, for up to ten minutes, then 502', async () => {
    const good = (await ana.get(widgetPrices)).json<CoinPrice[]>();
    coinGecko.failing = true;

    now += 2 * minute;
    const stale = await ben.get(widgetPrices);
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(good);

    now += 7 * minute + 59 * 1000;
    expect((await ana.get(widgetPrices)).json()).toEqual(good);

    now += 2 * 1000;
    const gone = await ana.get(widgetPrices);
    expect(gone.statusCode).toBe(502);
    expect(gone.json()).toMatchObject({ message: inEnglish(cryptoMessages.pricesUnavailable), code: 'PRICES_UNAVAILABLE' });

    // CoinGecko is left alone for 15 seconds after a failure, then asked again.
    coinGecko.failing = false;
    const calls = coinGecko.callsTo('/coins/markets');
    expect((await ana.get(widgetPrices)).statusCode).toBe(502);
    expect(coinGecko.callsTo('/coins/markets')).toBe(calls);
    now += 15 * 1000;
    expect((await ana.get(widgetPrices)).statusCode).toBe(200);
  });

  it('does not ask a failing CoinGecko again on every request', async () => {
    await ana.get(widgetPrices);
    coinGecko.failing = true;
    now += 61 * 1000;
    const before = coinGecko.callsTo('/coins/markets');
    const answers = await Promise.all(users.map((user) => user.get(widgetPrices)));
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    now += 5 * 1000;
    await ana.get(widgetPrices);
    expect(coinGecko.callsTo('/coins/markets') - before).toBe(1);
  });

  it('answers 502 at once when CoinGecko fails and nothing was ever fetched', async () => {
    coinGecko.failing = true;
    const response = await ana.get('/api/crypto/prices?ids=tether');
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(inEnglish(cryptoMessages.pricesUnavailable));
  });

  it('answers a coin priced by another question from the cache, without a call of its own', async () => {
    await ana.get(widgetPrices);
    const before = coinGecko.callsTo('/coins/markets');
    const alone = await ben.get('/api/crypto/prices?ids=bitcoin');
    expect(alone.json<CoinPrice[]>().map((coin) => [coin.id, coin.current_price])).toEqual([['bitcoin', 64250.12]]);
    expect((await ben.get('/api/crypto/prices?ids=ethereum,binancecoin')).json<CoinPrice[]>()).toHaveLength(2);
    expect(coinGecko.callsTo('/coins/markets')).toBe(before);
  });

  it('serves any coin priced in the last ten minutes while CoinGecko is down, whatever the question', async () => {
    await ana.get(widgetPrices);
    coinGecko.failing = true;
    now += 3 * minute;
    const alone = await ben.get('/api/crypto/prices?ids=bitcoin');
    expect(alone.statusCode).toBe(200);
    expect(alone.json<CoinPrice[]>().map((coin) => coin.id)).toEqual(['bitcoin']);
    // A coin nobody priced is left out rather than failing the coins that are known.
    const mixed = await ben.get('/api/crypto/prices?ids=ethereum,tether');
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json<CoinPrice[]>().map((coin) => coin.id)).toEqual(['ethereum']);
  });

  it('prices the coins of the market list for every other question', async () => {
    await ana.get('/api/crypto/markets');
    const before = coinGecko.callsTo('/coins/markets');
    expect((await ben.get('/api/crypto/prices?ids=shiba-inu,tether')).json<CoinPrice[]>().map((coin) => coin.id)).toEqual(['shiba-inu', 'tether']);
    expect(coinGecko.callsTo('/coins/markets')).toBe(before);
  });

  it('values a portfolio with prices another question fetched while CoinGecko is down', async () => {
    const holder = await signedInAgent(app);
    const trade = await holder.post('/api/crypto/trades', { coinId: 'bitcoin', side: 'buy', quantity: '2', pricePerCoin: '30000', date: '2026-01-10' });
    expect(trade.statusCode, trade.body).toBe(201);
    await ana.get(widgetPrices);
    coinGecko.failing = true;
    now += 2 * minute;
    const portfolio = (await holder.get('/api/crypto/portfolio')).json<{ totalValue: string | null }>();
    expect(portfolio.totalValue).toBe('128500.24');
  });

  it('asks CoinGecko at most once a minute for a coin that does not exist', async () => {
    await ana.get('/api/crypto/prices?ids=bitcoin,no-such-coin');
    const before = coinGecko.callsTo('/coins/markets');
    now += 30 * 1000;
    expect((await ana.get('/api/crypto/prices?ids=no-such-coin')).json()).toEqual([]);
    expect((await ana.get('/api/crypto/prices?ids=bitcoin,no-such-coin')).json<CoinPrice[]>()).toHaveLength(1);
    expect(coinGecko.callsTo('/coins/markets')).toBe(before);
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: widgetPrices })).statusCode).toBe(401);
  });
});

describe('GET /api/crypto/markets', () => {
  it('lists the largest coins by market cap, cached like prices', async () => {
    const before = coinGecko.callsTo('/coins/markets');
    const [first, second] = await Promise.all([ana.get('/api/crypto/markets'), ben.get('/api/crypto/markets')]);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const coins = first.json<MarketCoin[]>();
    expect(coins.map((coin) => coin.id)).toEqual(['bitcoin', 'ethereum', 'tether', 'binancecoin', 'shiba-inu']);
    expect(coins[4]).toMatchObject({ symbol: 'shib', current_price: 0.00001723, market_cap_rank: 12 });
    expect(coinGecko.callsTo('/coins/markets') - before).toBe(1);
    const call = coinGecko.requests.at(-1)!;
    expect(Object.fromEntries(call.query)).toMatchObject({ vs_currency: 'usd', order: 'market_cap_desc', per_page: '100', page: '1' });
  });
});

describe('GET /api/crypto/coins/:id/chart', () => {
  it('answers a coin’s prices over the range asked', async () => {
    const response = await ana.get('/api/crypto/coins/ethereum/chart?days=30');
    expect(response.statusCode).toBe(200);
    const chart = response.json<CoinChart>();
    expect(chart).toMatchObject({ id: 'ethereum', days: '30' });
    expect(chart.prices).toHaveLength(5);
    expect(chart.prices[0]).toEqual({ time: expect.any(Number), price: 3120.5 });
    const call = coinGecko.requests.at(-1)!;
    expect(call.path).toBe('/coins/ethereum/market_chart');
    expect(call.query.get('days')).toBe('30');
  });

  it('refuses ranges other than 1, 7, 30 and 365 days', async () => {
    expect((await ana.get('/api/crypto/coins/bitcoin/chart?days=2')).statusCode).toBe(400);
    for (const days of ['1', '7', '365']) expect((await ana.get(`/api/crypto/coins/bitcoin/chart?days=${days}`)).statusCode).toBe(200);
  });

  it('answers 404 for a coin CoinGecko does not know', async () => {
    const response = await ana.get('/api/crypto/coins/not-a-coin/chart?days=7');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(inEnglish(cryptoMessages.coinNotFound));
  });
});
