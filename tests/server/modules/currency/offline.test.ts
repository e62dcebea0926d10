import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../../src/domain/transactions/transactions';
import { fxRates } from '../../../../src/server/db/schema/index';
import { startFakeHttpServer } from '../../../support/fake-http-server';
import { signedInAgent, transactionInput } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

// A rates address where nothing listens: the network is down.
const gone = await startFakeHttpServer();
await gone.close();
const { app, database } = await createTestApp({ FX_BASE_URL: gone.url });
const ana = await signedInAgent(app);

describe('with the rate source unreachable', () => {
  it('says rates are unavailable instead of answering any', async () => {
    const answer = await ana.get('/api/currency/rates?base=USD');
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ code: 'RATES_UNAVAILABLE', message: 'Exchange rates are unavailable right now. Enter the rate yourself.' });
    expect((await ana.get('/api/currency/history?from=USD&to=EUR')).statusCode).toBe(503);
    expect(await database.db.select().from(fxRates)).toEqual([]);
  });

  it('asks for the rate of a transaction in another currency and accepts the typed one', async () => {
    const asked = await ana.post('/api/transactions', transactionInput({ amount: '40', currency: 'EUR' }));
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toMatchObject({ code: 'RATES_UNAVAILABLE', fieldErrors: { rate: 'Exchange rates are unavailable right now. Enter the rate yourself.' } });
    const typed = await ana.post('/api/transactions', transactionInput({ amount: '40', currency: 'EUR', rate: '1.085' }));
    expect(typed.statusCode).toBe(201);
    expect(typed.json<Transaction>()).toMatchObject({ rate: '1.085', baseAmount: '43.40' });
  });

  it('still records money in the user’s own currency', async () => {
    expect((await ana.post('/api/transactions', transactionInput({ amount: '12' }))).statusCode).toBe(201);
  });

  it('converts the base currency only at a typed rate', async () => {
    const refused = await ana.post('/api/settings/currency', { currency: 'EUR', mode: 'convert' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().fieldErrors).toEqual({ rate: 'Enter the exchange rate' });
    const typed = await ana.post('/api/settings/currency', { currency: 'EUR', mode: 'convert', rate: '0.9' });
    expect(typed.statusCode).toBe(200);
    expect(typed.json()).toMatchObject({ currency: 'EUR', previousCurrency: 'USD', rate: '0.9' });
  });
});
