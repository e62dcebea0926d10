import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../src/domain/shared/message-text';
import { cryptoMessages } from '../../../../src/domain/crypto/crypto';
import type { Portfolio, Trade } from '../../../../src/domain/crypto/crypto-wire';
import type { DashboardStats } from '../../../../src/domain/dashboard/dashboard';
import { eq } from 'drizzle-orm';
import { fxRates, users } from '../../../../src/server/db/schema';
import { signedInAgent, type Agent } from '../../support/factories';
import { startFakeCoinGecko } from '../../support/fake-coingecko';
import { createTestApp } from '../../support/test-app';

const coinGecko = await startFakeCoinGecko();
afterAll(() => coinGecko.close());

let now = Date.parse('2026-11-23T10:00:00Z');
const { app, database } = await createTestApp({ COINGECKO_BASE_URL: coinGecko.url }, { clock: () => now });

beforeEach(() => {
  now += 15 * 60_000;
  coinGecko.failing = false;
});

const buy = (fields: Record<string, unknown> = {}) => ({ coinId: 'bitcoin', side: 'buy', quantity: '0.5', pricePerCoin: '30000', fee: '10', date: '2026-01-10', ...fields });

async function record(agent: Agent, fields: Record<string, unknown>): Promise<Trade> {
  const response = await agent.post('/api/crypto/trades', fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Trade>();
}

const portfolioOf = async (agent: Agent) => (await agent.get('/api/crypto/portfolio')).json<Portfolio>();

describe('recording trades', () => {
  it('records a buy with exact decimals and lists it', async () => {
    const ana = await signedInAgent(app);
    const trade = await record(ana, buy({ quantity: '0.123456789012345678', pricePerCoin: 64250.5, fee: undefined }));
    expect(trade).toMatchObject({ coinId: 'bitcoin', side: 'buy', quantity: '0.123456789012345678', pricePerCoin: '64250.5', fee: '0', date: '2026-01-10', total: '7932.16' });
    const list = (await ana.get('/api/crypto/trades')).json<Trade[]>();
    expect(list).toEqual([trade]);
  });

  it('names each bad field and saves nothing', async () => {
    const ana = await signedInAgent(app);
    const response = await ana.post('/api/crypto/trades', { coinId: '', side: 'hold', quantity: '1.0000000000000000001', pricePerCoin: 'abc', date: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      coinId: inEnglish(cryptoMessages.coinRequired),
      side: inEnglish(cryptoMessages.sideRequired),
      quantity: inEnglish(cryptoMessages.invalidQuantity),
      pricePerCoin: inEnglish(cryptoMessages.invalidPrice),
      date: inEnglish(cryptoMessages.dateRequired),
    });
    expect((await ana.post('/api/crypto/trades', buy({ date: '2999-01-01' }))).json().fieldErrors).toEqual({ date: inEnglish(cryptoMessages.dateInFuture) });
    expect((await ana.post('/api/crypto/trades', buy({ quantity: '0' }))).statusCode).toBe(400);
    expect((await ana.post('/api/crypto/trades', buy({ fee: '-1' }))).statusCode).toBe(400);
    expect((await ana.post('/api/crypto/trades', { ...buy(), extra: 1 })).statusCode).toBe(400);
    expect((await ana.get('/api/crypto/trades')).json()).toEqual([]);
  });

  it('refuses selling more than was held on that date', async () => {
    const ana = await signedInAgent(app);
    await record(ana, buy({ quantity: '1', date: '2026-02-01' }));
    const early = await ana.post('/api/crypto/trades', buy({ side: 'sell', quantity: '0.5', date: '2026-01-15' }));
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ message: 'You cannot sell more bitcoin than you held on that date', fieldErrors: { quantity: expect.any(String) } });
    const tooMuch = await ana.post('/api/crypto/trades', buy({ side: 'sell', quantity: '1.000000000000000001', date: '2026-02-02' }));
    expect(tooMuch.statusCode).toBe(400);
    await record(ana, buy({ side: 'sell', quantity: '1', date: '2026-02-02' }));
    expect((await ana.get('/api/crypto/trades')).json<Trade[]>()).toHaveLength(2);
  });

  it('lets twenty sales at once spend the coins only once', async () => {
    const ana = await signedInAgent(app);
    await record(ana, buy({ quantity: '1', date: '2026-03-01' }));
    const sales = await Promise.all(Array.from({ length: 20 }, () => ana.post('/api/crypto/trades', buy({ side: 'sell', quantity: '0.1', date: '2026-03-02' }))));
    expect(sales.filter((response) => response.statusCode === 201)).toHaveLength(10);
    expect(sales.filter((response) => response.statusCode === 400)).toHaveLength(10);
    expect((await portfolioOf(ana)).holdings).toEqual([]);
  });

  it('refuses edits and deletions that would leave a sale uncovered', async () => {
    const ana = await signedInAgent(app);
    const first = await record(ana, buy({ quantity: '1', date: '2026-04-01' }));
    const sale = await record(ana, buy({ side: 'sell', quantity: '0.8', date: '2026-04-05' }));
    const message = 'This change would leave you selling more bitcoin than you held';

    const shrink = await ana.patch(`/api/crypto/trades/${first.id}`, { quantity: '0.5' });
    expect(shrink.statusCode).toBe(400);
    expect(shrink.json().message).toBe(message);
    expect((await ana.patch(`/api/crypto/trades/${first.id}`, { date: '2026-04-06' })).statusCode).toBe(400);
    expect((await ana.patch(`/api/crypto/trades/${first.id}`, { coinId: 'ethereum' })).statusCode).toBe(400);
    const remove = await ana.delete(`/api/crypto/trades/${first.id}`);
    expect(remove.statusCode).toBe(400);
    expect(remove.json().message).toBe(message);

    const edited = await ana.patch(`/api/crypto/trades/${sale.id}`, { quantity: '0.25', pricePerCoin: '40000' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Trade>()).toMatchObject({ quantity: '0.25', pricePerCoin: '40000', total: '9990.00' });
    expect((await ana.delete(`/api/crypto/trades/${sale.id}`)).statusCode).toBe(204);
    expect((await ana.delete(`/api/crypto/trades/${first.id}`)).statusCode).toBe(204);
    expect((await ana.get('/api/crypto/trades')).json()).toEqual([]);
  });

  it('records a retried submission once with the same Idempotency-Key', async () => {
    const ana = await signedInAgent(app);
    const send = () => app.inject({ method: 'POST', url: '/api/crypto/trades', headers: { cookie: ana.cookie, 'idempotency-key': 'trade-once-1' }, payload: buy() });
    const [first, second] = [await send(), await send()];
    expect(first.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect((await ana.get('/api/crypto/trades')).json()).toHaveLength(1);
  });
});

describe('the coin of a trade', () => {
  it('is a coin of the market list, named by id, ticker or name, and stored as its id', async () => {
    const ana = await signedInAgent(app);
    const named = [];
    for (const coinId of ['BTC', 'btc', 'Bitcoin', ' bitcoin ', 'Shiba Inu', 'USDT']) named.push((await record(ana, buy({ coinId }))).coinId);
    expect(named).toEqual(['bitcoin', 'bitcoin', 'bitcoin', 'bitcoin', 'shiba-inu', 'tether']);
    const trade = (await ana.get('/api/crypto/trades')).json<Trade[]>()[0]!;
    const edited = await ana.patch(`/api/crypto/trades/${trade.id}`, { coinId: 'ETH' });
    expect(edited.json<Trade>().coinId).toBe('ethereum');
  });

  it('refuses a coin nobody prices with a field error, saving nothing', async () => {
    const ana = await signedInAgent(app);
    for (const coinId of ['not-a-coin', 'Bitcoin Cash Classic', '<script>']) {
      const response = await ana.post('/api/crypto/trades', buy({ coinId }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: inEnglish(cryptoMessages.unknownCoin), fieldErrors: { coinId: inEnglish(cryptoMessages.unknownCoin) } });
    }
    const trade = await record(ana, buy());
    expect((await ana.patch(`/api/crypto/trades/${trade.id}`, { coinId: 'nope' })).statusCode).toBe(400);
    expect((await ana.get('/api/crypto/trades')).json<Trade[]>().map((item) => item.coinId)).toEqual(['bitcoin']);
  });

  it('takes only coins already known while the market list cannot be had', async () => {
    const ana = await signedInAgent(app);
    coinGecko.failing = true;
    expect((await record(ana, buy({ coinId: 'ETH' }))).coinId).toBe('ethereum');
    const response = await ana.post('/api/crypto/trades', buy({ coinId: 'tether' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ coinId: inEnglish(cryptoMessages.coinListUnavailable) });
  });
});

describe('two users', () => {
  it('never see or change each other’s trades', async () => {
    const ana = await signedInAgent(app);
    const ben = await signedInAgent(app);
    const anas = await record(ana, buy());
    expect((await ben.get('/api/crypto/trades')).json()).toEqual([]);
    expect((await portfolioOf(ben)).holdings).toEqual([]);
    expect((await ben.patch(`/api/crypto/trades/${anas.id}`, { quantity: '2' })).statusCode).toBe(404);
    expect((await ben.delete(`/api/crypto/trades/${anas.id}`)).statusCode).toBe(404);
    // Ben's sale is checked against Ben's holdings, not Ana's.
    expect((await ben.post('/api/crypto/trades', buy({ side: 'sell', quantity: '0.1' }))).statusCode).toBe(400);
    expect((await ana.get('/api/crypto/trades')).json()).toEqual([anas]);
    expect((await ana.patch('/api/crypto/trades/not-an-id', { quantity: '2' })).statusCode).toBe(404);
  });

  it('needs a signed-in user for every trade route', async () => {
    for (const [method, url] of [
      ['GET', '/api/crypto/trades'],
      ['POST', '/api/crypto/trades'],
      ['GET', '/api/crypto/portfolio'],
    ] as const) {
      expect((await app.inject({ method, url, ...(method === 'POST' ? { payload: buy() } : {}) })).statusCode).toBe(401);
    }
  });
});

describe('GET /api/crypto/portfolio', () => {
  it('values holdings at average cost and current prices', async () => {
    const ana = await signedInAgent(app);
    await record(ana, buy({ quantity: '0.5', pricePerCoin: '30000', fee: '10', date: '2026-01-01' }));
    await record(ana, buy({ quantity: '0.5', pricePerCoin: '50000', fee: '0', date: '2026-01-02' }));
    await record(ana, buy({ side: 'sell', quantity: '0.25', pricePerCoin: '60000', fee: '5', date: '2026-01-03' }));
    await record(ana, buy({ coinId: 'ethereum', quantity: '2', pricePerCoin: '2000', fee: '0' }));

    const portfolio = await portfolioOf(ana);
    expect(portfolio.holdings).toEqual([
      {
        coinId: 'bitcoin',
        quantity: '0.75',
        costBasis: '30007.50',
        averageCost: '40010.0000000000',
        price: 64250.12,
        value: '48187.59',
        unrealizedPnl: '18180.09',
        unrealizedPnlPercent: 60.59,
      },
      {
        coinId: 'ethereum',
        quantity: '2',
        costBasis: '4000.00',
        averageCost: '2000.0000000000',
        price: 3120.5,
        value: '6241.00',
        unrealizedPnl: '2241.00',
        unrealizedPnlPercent: 56.03,
      },
    ]);
    expect(portfolio).toMatchObject({ totalValue: '54428.59', totalCost: '34007.50', totalUnrealizedPnl: '20421.09', currency: 'USD' });
  });

  it('keeps holdings and costs but no values when prices are unavailable', async () => {
    const ana = await signedInAgent(app);
    await record(ana, buy({ coinId: 'tether', quantity: '100', pricePerCoin: '1' }));
    // Recording the trade priced the coin; a price older than ten minutes is not shown.
    now += 11 * 60_000;
    coinGecko.failing = true;
    const portfolio = await portfolioOf(ana);
    expect(portfolio.holdings).toEqual([
      { coinId: 'tether', quantity: '100', costBasis: '110.00', averageCost: '1.1000000000', price: null, value: null, unrealizedPnl: null, unrealizedPnlPercent: null },
    ]);
    expect(portfolio).toMatchObject({ totalValue: null, totalCost: '110.00', totalUnrealizedPnl: null });
  });
});

describe('net worth on the dashboard', () => {
  const statsOf = async (agent: Agent) => (await agent.get('/api/dashboard/stats')).json<DashboardStats>();

  it('adds the coins’ value for a US dollar account', async () => {
    const ana = await signedInAgent(app);
    const before = await statsOf(ana);
    expect(before.cryptoPortfolio).toBeNull();
    await record(ana, buy({ coinId: 'ethereum', quantity: '2', pricePerCoin: '2000', fee: '0' }));
    const after = await statsOf(ana);
    expect(after.cryptoPortfolio).toEqual({ value: '6241.00', currency: 'USD', converted: '6241.00', rateDate: null, includedInNetWorth: true });
    expect(after.netWorth).toBe((Number(before.netWorth) + 6241).toFixed(2));
  });

  it('keeps dollars apart from another currency without a rate, and converts with one', async () => {
    const ana = await signedInAgent(app);
    await database.db.update(users).set({ currency: 'JPY' }).where(eq(users.id, ana.user.id));
    await record(ana, buy({ coinId: 'ethereum', quantity: '2', pricePerCoin: '2000', fee: '0' }));
    const without = await statsOf(ana);
    expect(without.cryptoPortfolio).toEqual({ value: '6241.00', currency: 'USD', converted: null, rateDate: null, includedInNetWorth: false });
    expect(without.netWorth).toBe('0');

    const today = new Date().toISOString().slice(0, 10);
    await database.db.insert(fxRates).values({ base: 'USD', rateDate: today, rates: { JPY: '150.5', EUR: '0.92' } });
    const converted = await statsOf(ana);
    expect(converted.cryptoPortfolio).toEqual({ value: '6241.00', currency: 'USD', converted: '939271', rateDate: today, includedInNetWorth: true });
    expect(converted.netWorth).toBe('939271');
  });

  it('shows the coins unpriced when prices are unavailable', async () => {
    const ana = await signedInAgent(app);
    await record(ana, buy({ coinId: 'shiba-inu', quantity: '1000000', pricePerCoin: '0.00001' }));
    // Recording the trade priced the coin; a price older than ten minutes is not shown.
    now += 11 * 60_000;
    coinGecko.failing = true;
    const stats = await statsOf(ana);
    expect(stats.cryptoPortfolio).toEqual({ value: null, currency: 'USD', converted: null, rateDate: null, includedInNetWorth: false });
  });
});
