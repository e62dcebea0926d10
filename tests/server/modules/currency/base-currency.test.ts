import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { BaseCurrencyChange } from '../../../../src/domain/currency/exchange-rates';
import type { Transaction, TransactionPage, TransactionSummary } from '../../../../src/domain/transactions/transactions';
import { userPreferences, users } from '../../../../src/server/db/schema/index';
import { changeBaseCurrency } from '../../../../src/server/shared/base-currency';
import { contribute, createGoal, readGoal, signedInAgent, today, transactionInput, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import { startFakeFrankfurter } from './fake-frankfurter';

const fake = await startFakeFrankfurter();
afterAll(() => fake.server.close());
const { app, database } = await createTestApp({ FX_BASE_URL: fake.server.url });
const month = today().slice(0, 7);

/** An account in USD with a dollar expense, a euro expense at 1.08, a goal with 200 saved and monthly figures. */
async function accountWithData() {
  const agent = await signedInAgent(app);
  await agent.post('/api/transactions', transactionInput({ amount: '12.50', description: 'Dollars' }));
  await agent.post('/api/transactions', transactionInput({ amount: '50', currency: 'EUR', rate: '1.08', description: 'Euros' }));
  const goal = await createGoal(app, agent.cookie, { targetAmount: '1000' });
  expect((await contribute(app, agent.cookie, goal.id, '200')).statusCode).toBe(201);
  await database.db.update(userPreferences).set({ monthlyIncomeMinor: 300000n, monthlyExpenseMinor: 123456n }).where(eq(userPreferences.userId, agent.user.id));
  return { agent, goal };
}

const rows = async (agent: Agent) => {
  const items = (await agent.get('/api/transactions')).json<TransactionPage>().items;
  const by = (description: string) => items.find((item) => item.description === description)!;
  return { dollars: by('Dollars'), euros: by('Euros'), all: items };
};
const summary = async (agent: Agent) => (await agent.get(`/api/transactions/summary?from=${month}&to=${month}`)).json<TransactionSummary>();
const preferences = async (agent: Agent) => (await database.db.select().from(userPreferences).where(eq(userPreferences.userId, agent.user.id)))[0]!;

describe('changing the base currency by converting at today’s rate', () => {
  it('moves base amounts, goals and monthly figures to the new currency, exactly; rows keep their own money', async () => {
    const { agent, goal } = await accountWithData();
    const answer = await agent.post('/api/settings/currency', { currency: 'EUR', mode: 'convert' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<BaseCurrencyChange>()).toMatchObject({ currency: 'EUR', previousCurrency: 'USD', mode: 'convert', rate: '0.92', transactions: 3, goals: 1 });

    const { dollars, euros } = await rows(agent);
    expect(dollars).toMatchObject({ amount: '12.50', currency: 'USD', rate: '0.92', baseCurrency: 'EUR', baseAmount: '11.50' });
    expect(euros).toMatchObject({ amount: '50.00', currency: 'EUR', rate: '1', baseCurrency: 'EUR', baseAmount: '50.00' });
    const totals = await summary(agent);
    expect(totals).toMatchObject({ currency: 'EUR', totals: { expenses: '61.50', transfers: '184.00' }, otherCurrencies: [] });
    expect(await readGoal(app, agent.cookie, goal.id)).toMatchObject({ currency: 'EUR', targetAmount: '920.00', currentAmount: '184.00' });
    expect(await preferences(agent)).toMatchObject({ monthlyIncomeMinor: 276000n, monthlyExpenseMinor: 113580n });
  });

  it('uses a typed rate instead of the reference one, rounding half away from zero into yen', async () => {
    const { agent, goal } = await accountWithData();
    const answer = await agent.post('/api/settings/currency', { currency: 'JPY', mode: 'convert', rate: '150.5' });
    expect(answer.json<BaseCurrencyChange>().rate).toBe('150.5');
    const { dollars, euros } = await rows(agent);
    expect(dollars).toMatchObject({ currency: 'USD', baseCurrency: 'JPY', baseAmount: '1881' }); // 1881.25
    expect(euros).toMatchObject({ currency: 'EUR', rate: '162.54', baseAmount: '8127' });
    expect(await readGoal(app, agent.cookie, goal.id)).toMatchObject({ currency: 'JPY', targetAmount: '150500', currentAmount: '30100' });
    expect((await summary(agent)).totals.expenses).toBe('10008');
  });
});

describe('changing the base currency by keeping the figures', () => {
  it('changes only the label: own-currency rows move to the new one, figures stay, foreign rows keep their rate', async () => {
    const { agent, goal } = await accountWithData();
    const answer = await agent.post('/api/settings/currency', { currency: 'GBP', mode: 'relabel' });
    expect(answer.json<BaseCurrencyChange>()).toMatchObject({ currency: 'GBP', mode: 'relabel', rate: null, transactions: 3, goals: 1 });
    const { dollars, euros } = await rows(agent);
    expect(dollars).toMatchObject({ amount: '12.50', currency: 'GBP', rate: '1', baseAmount: '12.50' });
    expect(euros).toMatchObject({ amount: '50.00', currency: 'EUR', rate: '1.08', baseCurrency: 'GBP', baseAmount: '54.00' });
    expect((await summary(agent)).totals).toMatchObject({ expenses: '66.50', transfers: '200.00' });
    expect(await readGoal(app, agent.cookie, goal.id)).toMatchObject({ currency: 'GBP', targetAmount: '1000.00', currentAmount: '200.00' });
    expect(await preferences(agent)).toMatchObject({ monthlyIncomeMinor: 300000n, monthlyExpenseMinor: 123456n });
    const [user] = await database.db.select({ currency: users.currency }).from(users).where(eq(users.id, agent.user.id));
    expect(user?.currency).toBe('GBP');
  });

  it('rounds figures into a currency without decimals and never below one unit', async () => {
    const { agent } = await accountWithData();
    await agent.post('/api/transactions', transactionInput({ amount: '0.40', description: 'Tiny' }));
    await changeBaseCurrency(database.db, agent.user.id, 'JPY', 'relabel');
    const { dollars, all } = await rows(agent);
    expect(dollars).toMatchObject({ amount: '13', currency: 'JPY', baseAmount: '13' });
    expect(all.find((item) => item.description === 'Tiny')).toMatchObject({ amount: '1', currency: 'JPY' });
    expect(await preferences(agent)).toMatchObject({ monthlyIncomeMinor: 3000n, monthlyExpenseMinor: 1235n });
  });

  it('makes a row recorded in the new currency a plain rate-1 row', async () => {
    const { agent } = await accountWithData();
    await agent.post('/api/settings/currency', { currency: 'EUR', mode: 'relabel' });
    expect((await rows(agent)).euros).toMatchObject({ amount: '50.00', currency: 'EUR', rate: '1', baseAmount: '50.00' });
  });
});

describe('the currency change', () => {
  it('changes nothing when the currency is already the user’s', async () => {
    const agent = await signedInAgent(app);
    const answer = await agent.post('/api/settings/currency', { currency: 'USD', mode: 'convert' });
    expect(answer.json<BaseCurrencyChange>()).toMatchObject({ transactions: 0, goals: 0, rate: null });
  });

  it('asks for a rate when the source has none for the pair', async () => {
    const { agent } = await accountWithData();
    const answer = await agent.post('/api/settings/currency', { currency: 'VND', mode: 'convert' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'NO_REFERENCE_RATE', fieldErrors: { rate: 'Enter the exchange rate' } });
    expect((await rows(agent)).dollars.baseCurrency).toBe('USD');
  });

  it('touches only the signed-in user’s data', async () => {
    const { agent: owner, goal } = await accountWithData();
    const { agent: other } = await accountWithData();
    await other.post('/api/settings/currency', { currency: 'EUR', mode: 'convert' });
    expect((await rows(owner)).dollars).toMatchObject({ currency: 'USD', baseCurrency: 'USD', baseAmount: '12.50' });
    expect(await readGoal(app, owner.cookie, goal.id)).toMatchObject({ currency: 'USD', targetAmount: '1000.00' });
    expect((await summary(owner)).currency).toBe('USD');
  });

  it.each([
    [{ currency: 'XYZ', mode: 'convert' }, { currency: 'Choose one of the supported currencies' }],
    [{ currency: 'EUR', mode: 'swap' }, { mode: 'Choose whether to convert the amounts or keep the figures' }],
    [{ currency: 'EUR', mode: 'convert', rate: '0' }, { rate: 'The exchange rate must be a positive number' }],
  ])('refuses %j', async (body, fieldErrors) => {
    const agent = await signedInAgent(app);
    const answer = await agent.post('/api/settings/currency', body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fieldErrors).toEqual(fieldErrors);
  });

  it('keeps the rollups equal to the raw base amounts after both kinds of change', async () => {
    const { agent } = await accountWithData();
    await agent.post('/api/settings/currency', { currency: 'THB', mode: 'convert' });
    await agent.post('/api/settings/currency', { currency: 'INR', mode: 'relabel' });
    const { rows: check } = await database.db.execute<{ same: boolean }>(sql`
      select (select coalesce(sum(total_minor), 0) from transaction_totals where user_id = ${agent.user.id} and currency = 'INR')
        = (select sum(base_amount_minor) from transactions where user_id = ${agent.user.id}) as same`);
    expect(check[0]?.same).toBe(true);
    const answer: Transaction[] = (await rows(agent)).all;
    expect(answer.every((row) => row.baseCurrency === 'INR')).toBe(true);
  });
});
