import { describe, expect, it } from 'vitest';
import type { BudgetActionAnswer, BudgetMonth } from '../../../../src/domain/budgets/budgets';
import { addMonths } from '../../../../src/domain/shared/dates';
import { createCategory, grantPremium, signedInAgent, today, transactionInput, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();

const thisMonth = today().slice(0, 7);
const monthsAgo = (months: number) => addMonths(`${thisMonth}-01`, -months).slice(0, 7);
/** A day of a month that is never in the future: the 1st of a past month, today for this one. */
const dayIn = (month: string) => (month === thisMonth ? today() : `${month}-01`);

const put = (agent: Agent, month: string, category: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/budgets/${month}/${encodeURIComponent(category)}`, headers: { cookie: agent.cookie }, payload });
const read = async (agent: Agent, month = thisMonth) => {
  const response = await agent.get(`/api/budgets?month=${month}`);
  expect(response.statusCode).toBe(200);
  return response.json<BudgetMonth>();
};
const spend = async (agent: Agent, amount: string, category: string, month = thisMonth, type = 'expense') => {
  const response = await agent.post('/api/transactions', transactionInput({ amount, category, type, date: dayIn(month) }));
  expect(response.statusCode).toBe(201);
};
const line = (month: BudgetMonth, category: string) => month.budgets.find((entry) => entry.category === category);

describe('monthly budgets', () => {
  it('answers a month without budgets with an empty list and zero totals', async () => {
    const alice = await signedInAgent(app);
    expect(await read(alice)).toEqual({
      month: thisMonth,
      currency: 'USD',
      income: '0.00',
      budgets: [],
      totals: { budgeted: '0.00', spent: '0.00', available: '0.00', carried: '0.00', income: '0.00' },
      alerts: [],
    });
  });

  it('sets a budget and answers spent from the month’s expenses, available and the month’s income', async () => {
    const alice = await signedInAgent(app);
    await spend(alice, '120.25', 'groceries');
    await spend(alice, '30', 'dining');
    await spend(alice, '2000', 'salary', thisMonth, 'income');
    await spend(alice, '999', 'groceries', monthsAgo(1));
    const response = await put(alice, thisMonth, 'groceries', { amount: '400', rollover: false });
    expect(response.statusCode).toBe(200);
    const month = await read(alice);
    expect(month.budgets).toEqual([
      { category: 'groceries', budgeted: '400.00', spent: '120.25', carried: '0.00', available: '279.75', over: '0.00', percent: 30, rollover: false },
    ]);
    expect(month.totals).toEqual({ budgeted: '400.00', spent: '120.25', available: '279.75', carried: '0.00', income: '2000.00' });
    expect(month.income).toBe('2000.00');

    await put(alice, thisMonth, 'groceries', { amount: '100.50', rollover: true });
    expect(line(await read(alice), 'groceries')).toMatchObject({ budgeted: '100.50', available: '-19.75', over: '19.75', rollover: true });
  });

  it('refuses bad months, categories and amounts with field texts, changing nothing', async () => {
    const alice = await signedInAgent(app);
    await grantPremium(database.db, alice);
    const income = await createCategory(app, alice.cookie, { name: 'Tips', type: 'income' });
    const cases: [string, string, Record<string, unknown>, string, string][] = [
      ['2026-13', 'groceries', { amount: '10' }, 'month', 'Enter a month as YYYY-MM'],
      ['202611', 'groceries', { amount: '10' }, 'month', 'Enter a month as YYYY-MM'],
      [thisMonth, 'salary', { amount: '10' }, 'category', 'Choose one of your expense categories'],
      [thisMonth, 'nonsense', { amount: '10' }, 'category', 'Choose one of your expense categories'],
      [thisMonth, income.key, { amount: '10' }, 'category', 'Choose one of your expense categories'],
      [thisMonth, 'groceries', { amount: '-5' }, 'amount', 'Enter a budget of 0 or more'],
      [thisMonth, 'groceries', {}, 'amount', 'Enter an amount for the budget'],
      [thisMonth, 'groceries', { amount: '1.234' }, 'amount', 'USD amounts have at most 2 decimal places'],
      [thisMonth, 'groceries', { amount: '10', rollover: 'yes' }, 'rollover', 'Choose whether the budget rolls over'],
    ];
    for (const [month, category, payload, field, text] of cases) {
      const response = await put(alice, month, category, payload);
      expect(response.statusCode, `${month} ${category} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().fieldErrors[field]).toBe(text);
    }
    expect((await alice.get('/api/budgets?month=2026-1')).json().fieldErrors.month).toBe('Enter a month as YYYY-MM');
    expect((await read(alice)).budgets).toEqual([]);
    expect((await put(alice, thisMonth, 'groceries', { amount: '0' })).statusCode).toBe(200);
  });

  it('keeps each user’s budgets and custom categories their own', async () => {
    const alice = await signedInAgent(app);
    const bob = await signedInAgent(app);
    await grantPremium(database.db, alice);
    const pets = await createCategory(app, alice.cookie, { name: 'Pets' });
    expect((await put(alice, thisMonth, pets.key, { amount: '50' })).statusCode).toBe(200);
    expect((await put(bob, thisMonth, pets.key, { amount: '50' })).json().fieldErrors.category).toBe('Choose one of your expense categories');
    expect((await read(bob)).budgets).toEqual([]);
    expect((await bob.delete(`/api/budgets/${thisMonth}/${encodeURIComponent(pets.key)}`)).statusCode).toBe(404);
    expect(line(await read(alice), pets.key)).toMatchObject({ budgeted: '50.00' });
    expect((await alice.delete(`/api/budgets/${thisMonth}/${encodeURIComponent(pets.key)}`)).statusCode).toBe(204);
    expect((await read(alice)).budgets).toEqual([]);
    expect((await alice.delete(`/api/budgets/${thisMonth}/${encodeURIComponent(pets.key)}`)).json().message).toBe('This category has no budget in this month');

    // Deleting the category deletes its budgets too.
    await put(alice, monthsAgo(1), pets.key, { amount: '20' });
    expect((await alice.delete(`/api/categories/${pets.id}`)).statusCode).toBe(204);
    expect((await read(alice, monthsAgo(1))).budgets).toEqual([]);
  });

  it('carries last month’s available into a month when last month rolls over, overspending included, along a chain', async () => {
    const alice = await signedInAgent(app);
    const [two, one] = [monthsAgo(2), monthsAgo(1)];
    await put(alice, two, 'dining', { amount: '100', rollover: true });
    await spend(alice, '40', 'dining', two); // 60 left
    await put(alice, one, 'dining', { amount: '100', rollover: true });
    await spend(alice, '200', 'dining', one); // 100 + 60 − 200 = −40
    await put(alice, thisMonth, 'dining', { amount: '100', rollover: false });
    await put(alice, thisMonth, 'rent', { amount: '900' });
    const month = await read(alice);
    expect(line(month, 'dining')).toMatchObject({ budgeted: '100.00', carried: '-40.00', available: '60.00' });
    expect(line(month, 'rent')).toMatchObject({ carried: '0.00', available: '900.00' });
    expect(month.totals).toMatchObject({ budgeted: '1000.00', carried: '-40.00', available: '960.00' });
    expect(line(await read(alice, one), 'dining')).toMatchObject({ carried: '60.00', available: '-40.00', over: '40.00' });

    // Last month not rolling over: nothing is carried.
    await put(alice, one, 'dining', { amount: '100', rollover: false });
    expect(line(await read(alice), 'dining')).toMatchObject({ carried: '0.00', available: '100.00' });
  });

  it('copies last month’s budgets and sets budgets from the 3-month average, skipping categories without spending', async () => {
    const alice = await signedInAgent(app);
    const one = monthsAgo(1);
    await put(alice, one, 'rent', { amount: '900', rollover: true });
    await put(alice, one, 'dining', { amount: '150' });
    const copied = await alice.post(`/api/budgets/${thisMonth}/copy-previous`);
    expect(copied.statusCode).toBe(200);
    const copy = copied.json<BudgetActionAnswer>();
    expect(copy.changed).toBe(2);
    expect(copy.budgets.map(({ category, budgeted, rollover }) => ({ category, budgeted, rollover }))).toEqual([
      { category: 'dining', budgeted: '150.00', rollover: false },
      { category: 'rent', budgeted: '900.00', rollover: true },
    ]);

    await spend(alice, '100', 'groceries', monthsAgo(3));
    await spend(alice, '100', 'groceries', monthsAgo(2));
    await spend(alice, '100.01', 'groceries', monthsAgo(1));
    await spend(alice, '10', 'transport', monthsAgo(1));
    await spend(alice, '500', 'transport', monthsAgo(4)); // outside the three months
    const averaged = (await alice.post(`/api/budgets/${thisMonth}/from-average`)).json<BudgetActionAnswer>();
    expect(averaged.changed).toBe(2);
    expect(line(averaged, 'groceries')).toMatchObject({ budgeted: '100.00' }); // 300.01 / 3
    expect(line(averaged, 'transport')).toMatchObject({ budgeted: '3.33' });
    expect(line(averaged, 'rent')).toMatchObject({ budgeted: '900.00', rollover: true });
    expect(line(averaged, 'dining')).toMatchObject({ budgeted: '150.00' });
    expect((await alice.post(`/api/budgets/2026-00/from-average`)).statusCode).toBe(400);
  });

  it('spreads the 50/30/20 targets over needs and wants categories by their recent spending', async () => {
    const alice = await signedInAgent(app);
    await spend(alice, '300', 'rent', monthsAgo(1));
    await spend(alice, '100', 'groceries', monthsAgo(2));
    const response = await alice.post(`/api/budgets/${thisMonth}/from-rule`, { needs: '1000', wants: '600' });
    const answer = response.json<BudgetActionAnswer>();
    expect(answer.budgets.map(({ category, budgeted }) => [category, budgeted])).toEqual([
      ['dining', '150.00'],
      ['entertainment', '150.00'],
      ['groceries', '250.00'],
      ['other', '150.00'],
      ['rent', '750.00'],
      ['shopping', '150.00'],
    ]);
    expect((await alice.post(`/api/budgets/${thisMonth}/from-rule`, { needs: '-1', wants: '1' })).json().fieldErrors.needs).toBe('Enter a target of 0 or more');
  });

  it('raises an alert once at 80% and at 100%, answers it until dismissed', async () => {
    const alice = await signedInAgent(app);
    const bob = await signedInAgent(app);
    await put(alice, thisMonth, 'shopping', { amount: '100' });
    await spend(alice, '79.99', 'shopping');
    expect((await read(alice)).alerts).toEqual([]);
    await spend(alice, '0.01', 'shopping');
    expect((await read(alice)).alerts).toMatchObject([{ category: 'shopping', threshold: 80, percent: 80 }]);
    await spend(alice, '25', 'shopping');
    const alerts = (await read(alice)).alerts;
    expect(alerts).toMatchObject([
      { category: 'shopping', threshold: 100, percent: 105 },
      { category: 'shopping', threshold: 80, percent: 105 },
    ]);
    expect((await read(alice)).alerts).toEqual(alerts);

    expect((await bob.post('/api/budgets/alerts/dismiss', { month: thisMonth })).json()).toEqual({ dismissed: 0 });
    expect((await alice.post('/api/budgets/alerts/dismiss', { month: thisMonth, threshold: 50 })).statusCode).toBe(400);
    expect((await alice.post('/api/budgets/alerts/dismiss', { month: thisMonth, category: 'shopping', threshold: 80 })).json()).toEqual({ dismissed: 1 });
    expect((await read(alice)).alerts).toMatchObject([{ threshold: 100 }]);
    expect((await alice.post('/api/budgets/alerts/dismiss', {})).json()).toEqual({ dismissed: 1 });
    // Dismissed alerts are not raised again, however often the month is read.
    expect((await read(alice)).alerts).toEqual([]);
  });

  it('converts budgets with the account currency, at the same rate', async () => {
    const alice = await signedInAgent(app);
    await put(alice, thisMonth, 'rent', { amount: '1000.05' });
    await put(alice, monthsAgo(1), 'rent', { amount: '10' });
    const changed = await alice.post('/api/settings/currency', { currency: 'JPY', mode: 'convert', rate: '150.5' });
    expect(changed.statusCode).toBe(200);
    const month = await read(alice);
    expect(month.currency).toBe('JPY');
    expect(line(month, 'rent')).toMatchObject({ budgeted: '150508' }); // 150507.525
    expect(line(await read(alice, monthsAgo(1)), 'rent')).toMatchObject({ budgeted: '1505' });
    expect((await put(alice, thisMonth, 'rent', { amount: '1.5' })).json().fieldErrors.amount).toBe('JPY amounts cannot have decimals');
  });
});
