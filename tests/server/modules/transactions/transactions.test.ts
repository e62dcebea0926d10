import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../src/domain/shared/dates';
import { createGoal, createTransaction, postTransaction, registerUser, today } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app } = await createTestApp();
const alice = await registerUser(app);
const bob = await registerUser(app);

describe('transactions', () => {
  it('records the documented payload; the owner is the session, not the body’s userId', async () => {
    const response = await postTransaction(app, alice.cookie, {
      amount: 1234.56,
      type: 'income',
      category: 'salary',
      description: 'March salary',
      goalId: '',
      destination: '',
      date: new Date().toISOString(),
      userId: bob.user.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: expect.any(String),
      userId: alice.user.id,
      amount: '1234.56',
      currency: 'USD',
      type: 'income',
      category: 'salary',
      description: 'March salary',
      goalId: null,
      destination: null,
      date: today(),
    });
    const bobsList = await app.inject({ method: 'GET', url: '/api/transactions', headers: { cookie: bob.cookie } });
    expect(bobsList.json().items).toEqual([]);
  });

  it('converts amounts exactly, whether numbers or decimal strings', async () => {
    expect((await createTransaction(app, alice.cookie, { amount: 0.1 })).amount).toBe('0.10');
    expect((await createTransaction(app, alice.cookie, { amount: '19.99' })).amount).toBe('19.99');
    expect((await createTransaction(app, alice.cookie, { amount: 1e6 })).amount).toBe('1000000.00');
  });

  it('records savings and investment transfers with their destinations', async () => {
    const savings = await createTransaction(app, alice.cookie, { type: 'transfer', category: 'savings', destination: 'emergency_fund' });
    expect(savings.destination).toBe('emergency_fund');
    const investment = await createTransaction(app, alice.cookie, { type: 'transfer', category: 'investment', destination: '401k' });
    expect(investment.destination).toBe('401k');
  });

  it.each([
    [{ type: 'expense', category: 'rent', date: today() }, 'amount', 'Amount is required'],
    [{ amount: '', type: 'expense', category: 'rent', date: today() }, 'amount', 'Amount is required'],
    [{ amount: 0, type: 'expense', category: 'rent', date: today() }, 'amount', 'Must be a valid positive number'],
    [{ amount: -20, type: 'expense', category: 'rent', date: today() }, 'amount', 'Must be a valid positive number'],
    [{ amount: 1.999, type: 'expense', category: 'rent', date: today() }, 'amount', 'USD amounts have at most 2 decimal places'],
    [{ amount: 5, type: 'loan', category: 'rent', date: today() }, 'type', 'Type must be income, expense or transfer'],
    [{ amount: 5, type: 'expense', date: today() }, 'category', 'Category is required'],
    [{ amount: 5, type: 'expense', category: '', date: today() }, 'category', 'Category is required'],
    [{ amount: 5, type: 'income', category: 'rent', date: today() }, 'category', 'This category does not belong to the chosen type'],
    [{ amount: 5, type: 'expense', category: 'rent' }, 'date', 'Date is required'],
    [{ amount: 5, type: 'expense', category: 'rent', date: '' }, 'date', 'Date is required'],
    [{ amount: 5, type: 'expense', category: 'rent', date: 'last tuesday' }, 'date', 'Enter a valid date'],
    [{ amount: 5, type: 'expense', category: 'rent', date: addDays(today(), 1) }, 'date', 'Transaction date cannot be in the future.'],
    [{ amount: 5, type: 'transfer', category: 'goal_contribution', date: today() }, 'goalId', 'Choose a goal for this contribution'],
    [{ amount: 5, type: 'transfer', category: 'savings', destination: 'brokerage', date: today() }, 'destination', 'Choose a destination that matches this transfer'],
  ])('answers %j with “%s: %s”', async (payload, field, message) => {
    const response = await postTransaction(app, alice.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION_FAILED', fieldErrors: { [field]: message } });
  });

  it('refuses a signed-out visitor with the documented text', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/transactions', payload: { amount: 5 } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('You must be logged in to add a transaction.');
    for (const [method, url] of [
      ['GET', '/api/transactions'],
      ['GET', '/api/transactions/summary'],
      ['PATCH', '/api/transactions/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/transactions/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/transactions/import'],
    ] as const) {
      expect((await app.inject({ method, url, payload: method === 'PATCH' || method === 'POST' ? {} : undefined })).statusCode).toBe(401);
    }
  });

  it('refuses contributing to another user’s goal as if it did not exist', async () => {
    const goal = await createGoal(app, bob.cookie);
    const response = await postTransaction(app, alice.cookie, { amount: 5, type: 'transfer', category: 'goal_contribution', goalId: goal.id, date: today() });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ goalId: 'Goal not found' });
  });

  it('edits a transaction and keeps what was not sent', async () => {
    const transaction = await createTransaction(app, alice.cookie, { description: 'Lunch', category: 'dining' });
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/transactions/${transaction.id}`,
      headers: { cookie: alice.cookie },
      payload: { amount: '12.30', date: addDays(today(), -3) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ amount: '12.30', description: 'Lunch', category: 'dining', date: addDays(today(), -3) });
  });

  it('checks an edit against the same rules as a new transaction', async () => {
    const transaction = await createTransaction(app, alice.cookie);
    const patch = (payload: Record<string, unknown>) => app.inject({ method: 'PATCH', url: `/api/transactions/${transaction.id}`, headers: { cookie: alice.cookie }, payload });
    expect((await patch({ type: 'income' })).json().message).toBe('This category does not belong to the chosen type');
    expect((await patch({ date: addDays(today(), 2) })).json().message).toBe('Transaction date cannot be in the future.');
    expect((await patch({ amount: -1 })).json().message).toBe('Must be a valid positive number');
    const moved = await patch({ type: 'income', category: 'freelance' });
    expect(moved.json()).toMatchObject({ type: 'income', category: 'freelance' });
  });

  it('deletes a transaction', async () => {
    const transaction = await createTransaction(app, alice.cookie);
    const removed = await app.inject({ method: 'DELETE', url: `/api/transactions/${transaction.id}`, headers: { cookie: alice.cookie } });
    expect(removed.statusCode).toBe(204);
    const again = await app.inject({ method: 'DELETE', url: `/api/transactions/${transaction.id}`, headers: { cookie: alice.cookie } });
    expect(again.statusCode).toBe(404);
  });

  it('reads one transaction', async () => {
    const transaction = await createTransaction(app, alice.cookie, { description: 'Just this one' });
    const response = await app.inject({ method: 'GET', url: `/api/transactions/${transaction.id}`, headers: { cookie: alice.cookie } });
    expect(response.json()).toEqual(transaction);
  });

  it('answers 404 for another user’s transaction and leaves it unchanged', async () => {
    const transaction = await createTransaction(app, alice.cookie, { description: 'Mine' });
    const read = await app.inject({ method: 'GET', url: `/api/transactions/${transaction.id}`, headers: { cookie: bob.cookie } });
    expect(read.statusCode).toBe(404);
    const patch = await app.inject({ method: 'PATCH', url: `/api/transactions/${transaction.id}`, headers: { cookie: bob.cookie }, payload: { amount: 1 } });
    expect(patch.statusCode).toBe(404);
    const remove = await app.inject({ method: 'DELETE', url: `/api/transactions/${transaction.id}`, headers: { cookie: bob.cookie } });
    expect(remove.statusCode).toBe(404);
    const list = await app.inject({ method: 'GET', url: '/api/transactions?q=Mine', headers: { cookie: alice.cookie } });
    expect(list.json().items).toEqual([transaction]);
  });

  it('answers 404 for ids that are not ids and 400 for a forged cursor', async () => {
    const patch = await app.inject({ method: 'PATCH', url: '/api/transactions/42', headers: { cookie: alice.cookie }, payload: { amount: 1 } });
    expect(patch.statusCode).toBe(404);
    const list = await app.inject({ method: 'GET', url: '/api/transactions?cursor=abc', headers: { cookie: alice.cookie } });
    expect(list.statusCode).toBe(400);
    expect(list.json().message).toBe('Invalid cursor');
  });

  it('summarises a month from the rollups', async () => {
    const user = await registerUser(app);
    await createTransaction(app, user.cookie, { amount: 3000, type: 'income', category: 'salary' });
    await createTransaction(app, user.cookie, { amount: 1000, type: 'expense', category: 'rent' });
    await createTransaction(app, user.cookie, { amount: 250.5, type: 'expense', category: 'groceries' });
    await createTransaction(app, user.cookie, { amount: 49.5, type: 'expense', category: 'groceries' });
    const response = await app.inject({ method: 'GET', url: '/api/transactions/summary', headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary.totals).toEqual({ income: '3000.00', expenses: '1300.00', transfers: '0.00', net: '1700.00' });
    expect(summary.categories).toContainEqual({ type: 'expense', category: 'groceries', total: '300.00', count: 2 });
    expect(summary.months).toHaveLength(1);
  });
});
