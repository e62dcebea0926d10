import { afterAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '../../../../src/domain/shared/dates';
import type { RateHistory, ReferenceRates } from '../../../../src/domain/currency/exchange-rates';
import { fxRates } from '../../../../src/server/db/schema/index';
import { signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import { startFakeFrankfurter, workingDay } from './fake-frankfurter';

const fake = await startFakeFrankfurter();
afterAll(() => fake.server.close());
const { app, database } = await createTestApp({ FX_BASE_URL: fake.server.url });
const ana = await signedInAgent(app);

const today = todayInZone('UTC');
/** A Saturday well in the past: the ECB published nothing that day. */
const saturday = '2025-03-08';

describe('reference rates', () => {
  it('answers today’s rates of a base against the fifteen currencies, exactly as decimal strings', async () => {
    const answer = await ana.get('/api/currency/rates?base=USD');
    expect(answer.statusCode).toBe(200);
    const rates = answer.json<ReferenceRates>();
    expect(rates).toMatchObject({ base: 'USD', date: today, publishedOn: workingDay(today) });
    expect(rates.rates).toMatchObject({ USD: '1', EUR: '0.92', JPY: '151.2', IDR: '15650' });
    expect(rates.rates).not.toHaveProperty('CHF');
    expect(rates.unavailable).toEqual(['VND']);
    expect(fake.server.requests.at(-1)).toMatchObject({ path: '/latest' });
    expect(fake.server.requests.at(-1)?.query.get('base')).toBe('USD');
  });

  it('asks the source once a day: the second request is answered from the database', async () => {
    const before = fake.upstreamCalls();
    const again = await ana.get('/api/currency/rates?base=USD');
    expect(again.json<ReferenceRates>().rates.EUR).toBe('0.92');
    expect(fake.upstreamCalls()).toBe(before);
    const rows = await database.db.select().from(fxRates);
    expect(rows.some((row) => row.base === 'USD' && row.rateDate === today)).toBe(true);
  });

  it('gives a weekend the last working day’s rates, says so, and keeps them', async () => {
    const answer = (await ana.get(`/api/currency/rates?base=EUR&date=${saturday}`)).json<ReferenceRates>();
    expect(answer).toMatchObject({ base: 'EUR', date: saturday, publishedOn: '2025-03-07' });
    expect(answer.rates.USD).toBe('1.08696');
    expect(fake.server.requests.at(-1)?.path).toBe(`/${saturday}`);
    const before = fake.upstreamCalls();
    await ana.get(`/api/currency/rates?base=EUR&date=${saturday}`);
    expect(fake.upstreamCalls()).toBe(before);
  });

  it('reports a currency the source has no rates for as unavailable rather than guessing', async () => {
    const answer = (await ana.get(`/api/currency/rates?base=VND&date=2025-03-10`)).json<ReferenceRates>();
    expect(answer.rates).toEqual({ VND: '1' });
    expect(answer.unavailable).toHaveLength(14);
  });

  it('crosses a currency through USD when only USD quotes it', async () => {
    fake.options.quoteVnd = true;
    try {
      const answer = (await ana.get(`/api/currency/rates?base=VND&date=2025-03-11`)).json<ReferenceRates>();
      expect(answer.rates.USD).toBe('0.000039370079');
      expect(answer.rates.EUR).toBe('0.000036220472');
      expect(answer.unavailable).toEqual([]);
    } finally {
      fake.options.quoteVnd = false;
    }
  });

  it('refuses an unknown currency, a bad date and a signed-out caller', async () => {
    const bad = await ana.get('/api/currency/rates?base=XYZ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ base: 'Choose one of the supported currencies' });
    expect((await ana.get('/api/currency/rates?base=USD&date=2025-02-30')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/currency/rates' })).statusCode).toBe(401);
  });
});

describe('rate history', () => {
  it('answers the working days of a pair from the time series, oldest first, and remembers it', async () => {
    const answer = await ana.get('/api/currency/history?from=USD&to=EUR&days=14');
    expect(answer.statusCode).toBe(200);
    const history = answer.json<RateHistory>();
    expect(history).toMatchObject({ from: 'USD', to: 'EUR', available: true });
    expect(history.points.length).toBeGreaterThanOrEqual(9);
    expect(history.points.every((point) => point.rate === '0.92' && point.date >= addDays(today, -14))).toBe(true);
    expect(history.points.map((point) => point.date)).toEqual([...history.points.map((point) => point.date)].sort());
    const request = fake.server.requests.at(-1)!;
    expect(request.path).toBe(`/${addDays(today, -14)}..${today}`);
    expect(request.query.get('symbols')).toBe('EUR');
    const before = fake.upstreamCalls();
    await ana.get('/api/currency/history?from=USD&to=EUR&days=14');
    expect(fake.upstreamCalls()).toBe(before);
  });

  it('says a pair without reference rates is unavailable', async () => {
    const history = (await ana.get('/api/currency/history?from=VND&to=EUR&days=30')).json<RateHistory>();
    expect(history).toEqual({ from: 'VND', to: 'EUR', available: false, points: [] });
  });

  it('refuses days outside 7 to 365', async () => {
    const answer = await ana.get('/api/currency/history?from=USD&to=EUR&days=3');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fieldErrors).toEqual({ days: 'Days must be a whole number from 7 to 365' });
  });
});
