import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { TransactionPage, TransactionSummary } from '../../../../src/domain/transactions/transactions';
import { users } from '../../../../src/server/db/schema/index';
import { addGroupExpense, postSettlement, seedGroup, signedInAgent, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import { startFakeFrankfurter } from '../currency/fake-frankfurter';

const frankfurter = await startFakeFrankfurter();
afterAll(() => frankfurter.server.close());
const { app, database } = await createTestApp({ FX_BASE_URL: frankfurter.server.url });
// Ana keeps her money in dollars, Ben in euros; their trip group counts in euros.
const ana = await signedInAgent(app, { firstName: 'Ana', lastName: 'Dollar' });
const ben = await signedInAgent(app, { firstName: 'Ben', lastName: 'Euro' });
await database.db.update(users).set({ currency: 'EUR' }).where(eq(users.id, ben.user.id));

const settleUps = async (agent: Agent) => (await agent.get('/api/transactions?type=transfer')).json<TransactionPage>().items.filter((item) => item.category === 'settle_up');

describe('a settle-up recorded in each person’s money tracking from a group in another currency', () => {
  it('counts in each person’s own currency at the reference rate of its date', async () => {
    const group = await seedGroup(database.db, ana.user, [{ id: ben.user.id }], { name: 'Lisbon', currency: 'EUR' });
    await addGroupExpense(app, ana.cookie, group.id, ana.user.id, [ana.user.id, ben.user.id], { amount: '50' });
    const response = await postSettlement(app, ben.cookie, group.id, { from: ben.user.id, to: ana.user.id, amount: '25', recordInMoneyTracking: true });
    expect(response.statusCode).toBe(201);

    // 25 EUR at 1 / 0.92 = 1.08696 USD per euro for Ana; Ben's is in his own currency already.
    expect(await settleUps(ana)).toEqual([expect.objectContaining({ amount: '25.00', currency: 'EUR', rate: '1.08696', baseCurrency: 'USD', baseAmount: '27.17' })]);
    expect(await settleUps(ben)).toEqual([expect.objectContaining({ amount: '25.00', currency: 'EUR', rate: '1', baseCurrency: 'EUR', baseAmount: '25.00' })]);
    const summary = (await ana.get('/api/transactions/summary')).json<TransactionSummary>();
    expect(summary.otherCurrencies).toEqual([]);
  });
});
