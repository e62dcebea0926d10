import { afterAll, describe, expect, it } from 'vitest';
import type { BillResult } from '../../../../src/domain/planning/time-tracking';
import type { TransactionSummary } from '../../../../src/domain/transactions/transactions';
import { startFakeHttpServer } from '../../../support/fake-http-server';
import { createEntry, createProject, entryInput, signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import { startFakeFrankfurter } from '../currency/fake-frankfurter';

const frankfurter = await startFakeFrankfurter();
afterAll(() => frankfurter.server.close());
const online = await createTestApp({ FX_BASE_URL: frankfurter.server.url });
const gone = await startFakeHttpServer();
await gone.close();
const offline = await createTestApp({ FX_BASE_URL: gone.url });

async function billOneEuroHour(app: typeof online.app) {
  const agent = await signedInAgent(app);
  const project = await createProject(app, agent.cookie, { hourlyRate: '40', currency: 'EUR' });
  const entry = await createEntry(app, agent.cookie, entryInput(project.id, 60));
  const response = await agent.post('/api/time/entries/bill', { entryIds: [entry.id] });
  expect(response.statusCode).toBe(201);
  return { agent, transaction: response.json<BillResult>().transaction };
}

describe('billing time priced in another currency', () => {
  it('records the income at today’s reference rate, so it counts in the account’s totals', async () => {
    const { agent, transaction } = await billOneEuroHour(online.app);
    // 40 EUR at 1 / 0.92 = 1.08696 USD per euro.
    expect(transaction).toMatchObject({ amount: '40.00', currency: 'EUR', rate: '1.08696', baseCurrency: 'USD', baseAmount: '43.48' });
    const summary = (await agent.get('/api/transactions/summary')).json<TransactionSummary>();
    expect(summary.totals.income).toBe('43.48');
  });

  it('still bills with no rate to be had, keeping the income in its own currency rather than guessing', async () => {
    const { transaction } = await billOneEuroHour(offline.app);
    expect(transaction).toMatchObject({ amount: '40.00', currency: 'EUR', baseCurrency: 'EUR', baseAmount: '40.00' });
  });
});
