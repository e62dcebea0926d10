import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { languagePacks } from '../../../../src/domain/ai/analyst/languages';
import type { CryptoHoldingsResult } from '../../../../src/domain/ai/ai-tool-results';
import { todayInZone } from '../../../../src/domain/shared/dates';
import { fxRates, users } from '../../../../src/server/db/schema';
import { bindTools } from '../../../../src/server/modules/ai/tools/index';
import { loadToolContext } from '../../../../src/server/modules/ai/tools/tool-context';
import { createCoinMarket } from '../../../../src/server/shared/coin-market';
import { startFakeHttpServer } from '../../../support/fake-http-server';
import { ask, grantPremiumById, signedInAgent, type Agent } from '../../support/factories';
import { startFakeCoinGecko } from '../../support/fake-coingecko';
import { createTestApp } from '../../support/test-app';

const coinGecko = await startFakeCoinGecko();
afterAll(() => coinGecko.close());

// A port that answered once and is closed now: CoinGecko unreachable, as on a machine offline.
const gone = await startFakeHttpServer();
await gone.close();

let now = Date.parse('2026-11-23T10:00:00Z');
const clock = () => now;
const { app, database } = await createTestApp({ COINGECKO_BASE_URL: coinGecko.url }, { clock });
const { db } = database;

beforeEach(() => {
  // Past the ten minutes a price is kept, so every test reads CoinGecko afresh.
  now += 15 * 60_000;
  coinGecko.failing = false;
});

async function trade(agent: Agent, fields: Record<string, unknown>): Promise<void> {
  const response = await agent.post('/api/crypto/trades', { side: 'buy', fee: '0', date: '2026-01-10', ...fields });
  expect(response.statusCode, response.body).toBe(201);
}

const ana = await signedInAgent(app, { firstName: 'Ana' });
const ben = await signedInAgent(app, { firstName: 'Ben' });
const cleo = await signedInAgent(app, { firstName: 'Cleo' });
for (const agent of [ana, ben, cleo]) await grantPremiumById(db, agent.user.id);

// Ana: 0.75 bitcoin at an average of $40,010 and a million Shiba Inu at $0.00002.
await trade(ana, { coinId: 'bitcoin', quantity: '0.5', pricePerCoin: '30000', fee: '10', date: '2026-01-01' });
await trade(ana, { coinId: 'bitcoin', quantity: '0.5', pricePerCoin: '50000', date: '2026-01-02' });
await trade(ana, { coinId: 'bitcoin', side: 'sell', quantity: '0.25', pricePerCoin: '60000', fee: '5', date: '2026-01-03' });
await trade(ana, { coinId: 'shiba-inu', quantity: '1000000', pricePerCoin: '0.00002' });
// Ben: two ether, and euros as his currency with a reference rate for today.
await trade(ben, { coinId: 'ethereum', quantity: '2', pricePerCoin: '2000' });
await db.update(users).set({ currency: 'EUR' }).where(eq(users.id, ben.user.id));
const today = todayInZone('UTC');
await db.insert(fxRates).values({ base: 'USD', rateDate: today, rates: { EUR: '0.9' } });

/** Runs the tool as the assistant would for this user, against the given CoinGecko. */
async function runTool(userId: string, input: unknown, baseUrl = coinGecko.url): Promise<CryptoHoldingsResult> {
  const market = createCoinMarket({ baseUrl, now: clock });
  const tools = bindTools(await loadToolContext({ db, market }, userId, new Date()));
  return (await tools.run('crypto_holdings', input)) as CryptoHoldingsResult;
}

const en = languagePacks.en.phrases;

/** Ana's coins with what they cost, and nothing made up for the prices no one could give. */
function expectAtCost(result: CryptoHoldingsResult): void {
  expect(result).toMatchObject({ pricesAvailable: false, totalCost: '30027.50', totalValue: null, totalGain: null, totalGainPercent: null, inUserCurrency: null });
  expect(result.notice).toContain('unavailable');
  expect(result.holdings.map(({ coinId, quantity, cost, price, value, gain }) => ({ coinId, quantity, cost, price, value, gain }))).toEqual([
    { coinId: 'bitcoin', quantity: '0.75', cost: '30007.50', price: null, value: null, gain: null },
    { coinId: 'shiba-inu', quantity: '1000000', cost: '20.00', price: null, value: null, gain: null },
  ]);
  // Well-known coins keep their names offline; the price stays unknown.
  expect(result.holdings.map(({ name, symbol }) => ({ name, symbol }))).toEqual([
    { name: 'Bitcoin', symbol: 'btc' },
    { name: null, symbol: null },
  ]);
  expect(result.quotes).toEqual([{ coinId: 'ethereum', name: 'Ethereum', symbol: 'eth', price: null, change24hPercent: null }]);
}

describe('the crypto_holdings tool', () => {
  it('values the signed-in user’s own coins at CoinGecko’s prices', async () => {
    expect(await runTool(ana.user.id, {})).toEqual({
      currency: 'USD',
      pricesAvailable: true,
      notice: null,
      holdings: [
        {
          coinId: 'bitcoin',
          name: 'Bitcoin',
          symbol: 'btc',
          quantity: '0.75',
          averageCost: '40010',
          cost: '30007.50',
          price: '64250.12',
          value: '48187.59',
          gain: '18180.09',
          gainPercent: 60.59,
        },
        {
          coinId: 'shiba-inu',
          name: 'Shiba Inu',
          symbol: 'shib',
          quantity: '1000000',
          averageCost: '0.00002',
          cost: '20.00',
          price: '0.00001723',
          value: '17.23',
          gain: '-2.77',
          gainPercent: -13.85,
        },
      ],
      totalCost: '30027.50',
      totalValue: '48204.82',
      totalGain: '18177.32',
      totalGainPercent: 60.54,
      inUserCurrency: null,
      quotes: [],
    });
  });

  it('sees only the asking user’s trades, and converts to their currency at the reference rate', async () => {
    const bens = await runTool(ben.user.id, {});
    expect(bens.holdings.map((holding) => holding.coinId)).toEqual(['ethereum']);
    expect(bens).toMatchObject({ totalCost: '4000.00', totalValue: '6241.00', totalGain: '2241.00', inUserCurrency: { currency: 'EUR', value: '5616.90', rateDate: today } });
    expect(await runTool(cleo.user.id, {})).toMatchObject({ holdings: [], totalCost: '0.00', pricesAvailable: true, quotes: [] });
  });

  it('quotes coins asked for, held or not, and leaves unknown ones unpriced', async () => {
    const result = await runTool(cleo.user.id, { coinIds: ['Ethereum', 'no-such-coin', 'ethereum'] });
    expect(result.quotes).toEqual([
      { coinId: 'ethereum', name: 'Ethereum', symbol: 'eth', price: '3120.5', change24hPercent: -1.26 },
      { coinId: 'no-such-coin', name: null, symbol: null, price: null, change24hPercent: null },
    ]);
    expect(result.holdings).toEqual([]);
  });

  it('refuses bad coin ids and more than 50 of them, as the prices route does', async () => {
    await expect(runTool(cleo.user.id, { coinIds: ['not a coin!'] })).rejects.toThrow('Enter a coin id such as bitcoin');
    await expect(runTool(cleo.user.id, { coinIds: Array.from({ length: 51 }, (_, index) => `coin-${index}`) })).rejects.toThrow('Ask for at most 50 coins at a time');
  });

  it('shows holdings at cost, flagged, when CoinGecko cannot be reached, and invents no price', async () => {
    expectAtCost(await runTool(ana.user.id, { coinIds: ['ethereum'] }, gone.url));
  });

  it('does the same when CoinGecko answers with an error', async () => {
    coinGecko.failing = true;
    expectAtCost(await runTool(ana.user.id, { coinIds: ['ethereum'] }));
  });
});

describe('crypto questions to the built-in analyst', () => {
  it('answers with the user’s exact figures, per coin', async () => {
    const answer = await ask(app, ana.cookie, 'How is my crypto doing?');
    expect(answer.toolsUsed).toEqual(['crypto_holdings']);
    expect(answer.reply).toContain('Your crypto is worth **$48,204.82** at current prices. You paid $30,027.50, so you are up **$18,177.32**');
    expect(answer.reply).toContain('| Bitcoin (BTC) | 0.75 | $40,010.00 | $64,250.12 | $48,187.59 | +$18,180.09 (+60.6%) |');
    expect(answer.reply).toContain('$0.00001723');
    expect(answer.reply).not.toContain('Ethereum');
  });

  it('quotes a coin named in the question', async () => {
    const answer = await ask(app, ana.cookie, 'What is the price of ethereum?');
    expect(answer.reply).toContain('**Ethereum (ETH)** is at **$3,120.50** (-1.3% in 24 hours).');
    const coinsAsked = coinGecko.requests
      .filter((request) => request.path === '/coins/markets')
      .at(-1)
      ?.query.get('ids');
    expect(coinsAsked?.split(',').sort()).toEqual(['bitcoin', 'ethereum', 'shiba-inu']);
  });

  it('tells each user only about their own coins', async () => {
    const answer = await ask(app, ben.cookie, 'What is my ETH worth?');
    expect(answer.reply).toContain('$6,241.00');
    expect(answer.reply).toContain('€5,616.90');
    expect(answer.reply).not.toContain('Bitcoin');
    expect(answer.reply).not.toContain('48,187.59');
  });

  it('says when there is no crypto yet', async () => {
    const answer = await ask(app, cleo.cookie, 'Show my crypto portfolio');
    expect(answer.reply).toBe(en.noCrypto);
  });

  it('answers at cost, saying prices are unavailable, when CoinGecko is down', async () => {
    coinGecko.failing = true;
    const answer = await ask(app, ana.cookie, 'How is my crypto doing?');
    expect(answer.toolsUsed).toEqual(['crypto_holdings']);
    expect(answer.reply).toContain(en.cryptoPricesUnavailable);
    expect(answer.reply).toContain('Your crypto cost **$30,027.50** in total.');
    expect(answer.reply).toContain('| Bitcoin (BTC) | 0.75 | $40,010.00 | $30,007.50 |');
    expect(answer.reply).not.toContain('48,187.59');
  });
});
