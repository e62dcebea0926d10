import { afterAll, describe, expect, it } from 'vitest';
import type { Goal } from '../../../../src/domain/goals/goals';
import type { Transaction, TransactionPage } from '../../../../src/domain/transactions/transactions';
import { contribute, createGoal, readGoal, seedGroup, shareGoal, signedInAgent, transactionInput, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import { startFakeFrankfurter } from './fake-frankfurter';

const fake = await startFakeFrankfurter();
afterAll(() => fake.server.close());
const { app, database } = await createTestApp({ FX_BASE_URL: fake.server.url });

/** Ana keeps her money in dollars; Ben, in the same group, in euros (1 EUR = 1.08696 USD at the fake source). */
async function twoCurrencies() {
  const ana = await signedInAgent(app, { firstName: 'Ana', lastName: 'Lima' });
  const ben = await signedInAgent(app, { firstName: 'Ben', lastName: 'Okafor' });
  expect((await ben.post('/api/settings/currency', { currency: 'EUR', mode: 'convert' })).statusCode).toBe(200);
  const group = await seedGroup(database.db, ana.user, [{ id: ben.user.id }]);
  const goal = await createGoal(app, ana.cookie, { title: 'Boat', targetAmount: '1000' });
  await shareGoal(app, ana.cookie, goal.id, group.id, 'can_contribute');
  return { ana, ben, goal };
}

const contribution = (agent: Agent, goalId: string, extra: Record<string, unknown> = {}) =>
  agent.post('/api/transactions', transactionInput({ amount: '100', type: 'transfer', category: 'goal_contribution', goalId, description: 'Share', ...extra }));
const contributorsOf = async (agent: Agent, goalId: string) => (await readGoal(app, agent.cookie, goalId)).contributions;

describe('a contribution in the member’s own currency to a goal saved in another', () => {
  it('goes through at the day’s reference rate, recorded on the contribution in both currencies', async () => {
    const { ana, ben, goal } = await twoCurrencies();
    const answer = await contribution(ben, goal.id);
    expect(answer.statusCode).toBe(201);
    expect(answer.json<Transaction>()).toMatchObject({
      amount: '100.00',
      currency: 'EUR',
      baseCurrency: 'EUR',
      baseAmount: '100.00',
      goalCurrency: 'USD',
      goalRate: '1.08696',
      goalAmount: '108.70',
    });
    expect(await readGoal(app, ana.cookie, goal.id)).toMatchObject({ currency: 'USD', currentAmount: '108.70' });
    expect(await contributorsOf(ana, goal.id)).toEqual([expect.objectContaining({ firstName: 'Ben', amount: '108.70', currency: 'USD' })]);
    // Ben's own figures count the euros he paid.
    const summary = (await ben.get('/api/transactions/summary')).json<{ currency: string; totals: { transfers: string } }>();
    expect(summary).toMatchObject({ currency: 'EUR', totals: { transfers: '100.00' } });
  });

  it('takes a rate the member typed', async () => {
    const { ana, ben, goal } = await twoCurrencies();
    const answer = await contribution(ben, goal.id, { goalRate: '1.1' });
    expect(answer.json<Transaction>()).toMatchObject({ goalRate: '1.1', goalAmount: '110.00' });
    expect((await readGoal(app, ana.cookie, goal.id)).currentAmount).toBe('110.00');
  });

  it('asks for a rate when the source has none, and accepts the typed one', async () => {
    const { ana, ben, goal } = await twoCurrencies();
    // The fake source, like the ECB, does not quote VND.
    expect((await ben.post('/api/settings/currency', { currency: 'VND', mode: 'relabel' })).statusCode).toBe(200);
    const asked = await contribution(ben, goal.id, { amount: '2540000' });
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toMatchObject({ code: 'NO_REFERENCE_RATE', fieldErrors: { goalRate: 'No reference rate is available for VND to USD. Enter the rate yourself.' } });
    expect((await readGoal(app, ana.cookie, goal.id)).currentAmount).toBe('0.00');
    const typed = await contribution(ben, goal.id, { amount: '2540000', goalRate: '0.00003937008' });
    expect(typed.statusCode).toBe(201);
    expect(typed.json<Transaction>()).toMatchObject({ currency: 'VND', goalCurrency: 'USD', goalAmount: '100.00' });
  });

  it('takes its goal amount back when deleted and follows an edited amount', async () => {
    const { ana, ben, goal } = await twoCurrencies();
    const row = (await contribution(ben, goal.id)).json<Transaction>();
    expect((await ben.patch(`/api/transactions/${row.id}`, { amount: '50' })).json<Transaction>()).toMatchObject({ goalAmount: '54.35', goalRate: '1.08696' });
    expect((await readGoal(app, ana.cookie, goal.id)).currentAmount).toBe('54.35');
    expect((await ben.delete(`/api/transactions/${row.id}`)).statusCode).toBe(204);
    expect((await readGoal(app, ana.cookie, goal.id)).currentAmount).toBe('0.00');
  });

  it('still refuses a goal the member may only view, or cannot see', async () => {
    const { ana, ben } = await twoCurrencies();
    const hidden = await createGoal(app, ana.cookie, { title: 'Private' });
    expect((await contribution(ben, hidden.id)).json()).toMatchObject({ fieldErrors: { goalId: 'Goal not found' } });
  });
});

describe('the goal owner converting their currency', () => {
  it('keeps every contribution on the goal, converted with it', async () => {
    const { ana, ben, goal } = await twoCurrencies();
    expect((await contribute(app, ana.cookie, goal.id, '200')).statusCode).toBe(201);
    expect((await contribution(ben, goal.id)).statusCode).toBe(201);
    expect((await ana.post('/api/settings/currency', { currency: 'EUR', mode: 'convert' })).statusCode).toBe(200);

    const converted = await readGoal(app, ana.cookie, goal.id);
    expect(converted).toMatchObject({ currency: 'EUR', targetAmount: '920.00', currentAmount: '284.00' });
    expect(converted.contributions).toEqual([
      expect.objectContaining({ firstName: 'Ana', amount: '184.00', currency: 'EUR' }),
      expect.objectContaining({ firstName: 'Ben', amount: '100.00', currency: 'EUR' }),
    ]);
    expect((await readGoal(app, ben.cookie, goal.id)).contributions).toHaveLength(2);
    // Ben's euro contribution now goes into a euro goal one for one.
    const mine = (await ben.get('/api/transactions')).json<TransactionPage>().items[0]!;
    expect(mine).toMatchObject({ amount: '100.00', currency: 'EUR', goalCurrency: 'EUR', goalAmount: '100.00' });
  });

  it('keeps the contributions when the owner keeps the figures', async () => {
    const { ana, goal } = await twoCurrencies();
    expect((await contribute(app, ana.cookie, goal.id, '200')).statusCode).toBe(201);
    expect((await ana.post('/api/settings/currency', { currency: 'GBP', mode: 'relabel' })).statusCode).toBe(200);
    const goalNow: Goal = await readGoal(app, ana.cookie, goal.id);
    expect(goalNow).toMatchObject({ currency: 'GBP', currentAmount: '200.00' });
    expect(goalNow.contributions).toEqual([expect.objectContaining({ firstName: 'Ana', amount: '200.00', currency: 'GBP' })]);
  });
});
