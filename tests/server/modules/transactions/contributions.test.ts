import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../../src/domain/transactions/transactions';
import { contribute, createGoal, readGoal, registerUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app } = await createTestApp({ DATABASE_POOL_SIZE: '10' });
const alice = await registerUser(app);

const patch = (id: string, payload: Record<string, unknown>) => app.inject({ method: 'PATCH', url: `/api/transactions/${id}`, headers: { cookie: alice.cookie }, payload });

describe('goal contributions', () => {
  it('raise the goal’s current amount', async () => {
    const goal = await createGoal(app, alice.cookie, { targetAmount: 1000 });
    const response = await contribute(app, alice.cookie, goal.id, 250.25);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type: 'transfer', category: 'goal_contribution', goalId: goal.id, amount: '250.25' });
    expect((await readGoal(app, alice.cookie, goal.id)).currentAmount).toBe('250.25');
  });

  it('complete the goal on reaching the target and may over-fund it', async () => {
    const goal = await createGoal(app, alice.cookie, { targetAmount: 100, currentAmount: 60 });
    await contribute(app, alice.cookie, goal.id, 70);
    const after = await readGoal(app, alice.cookie, goal.id);
    expect(after).toMatchObject({ currentAmount: '130.00', status: 'completed', completedAt: expect.any(String), progress: { state: 'completed' } });
    const more = await contribute(app, alice.cookie, goal.id, 5);
    expect(more.statusCode).toBe(400);
    expect(more.json().fieldErrors).toEqual({ goalId: 'Only active goals can receive contributions.' });
  });

  it('are refused for archived goals, leaving the goal unchanged', async () => {
    const goal = await createGoal(app, alice.cookie);
    await app.inject({ method: 'PATCH', url: `/api/financial-goals/${goal.id}`, headers: { cookie: alice.cookie }, payload: { status: 'archived' } });
    const response = await contribute(app, alice.cookie, goal.id, 10);
    expect(response.statusCode).toBe(400);
    expect((await readGoal(app, alice.cookie, goal.id)).currentAmount).toBe('0.00');
    const list = await app.inject({ method: 'GET', url: `/api/transactions?goalId=${goal.id}`, headers: { cookie: alice.cookie } });
    expect(list.json().items).toEqual([]);
  });

  it('lose no update when twenty arrive at once', async () => {
    const goal = await createGoal(app, alice.cookie, { targetAmount: 10_000 });
    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => contribute(app, alice.cookie, goal.id, `${index + 1}.01`)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    // 1.01 + 2.01 + … + 20.01 = 210 + 0.20
    expect((await readGoal(app, alice.cookie, goal.id)).currentAmount).toBe('210.20');
  });

  it('move with their edits: a new amount adjusts the goal, a new goal moves the money', async () => {
    const first = await createGoal(app, alice.cookie, { title: 'First', targetAmount: 500 });
    const second = await createGoal(app, alice.cookie, { title: 'Second', targetAmount: 500 });
    const transaction = (await contribute(app, alice.cookie, first.id, 100)).json<Transaction>();

    expect((await patch(transaction.id, { amount: 150 })).statusCode).toBe(200);
    expect((await readGoal(app, alice.cookie, first.id)).currentAmount).toBe('150.00');

    expect((await patch(transaction.id, { goalId: second.id })).statusCode).toBe(200);
    expect((await readGoal(app, alice.cookie, first.id)).currentAmount).toBe('0.00');
    expect((await readGoal(app, alice.cookie, second.id)).currentAmount).toBe('150.00');

    const asExpense = await patch(transaction.id, { type: 'expense', category: 'shopping' });
    expect(asExpense.json()).toMatchObject({ type: 'expense', goalId: null });
    expect((await readGoal(app, alice.cookie, second.id)).currentAmount).toBe('0.00');
  });

  it('re-open a completed goal when a contribution is deleted', async () => {
    const goal = await createGoal(app, alice.cookie, { targetAmount: 50 });
    const transaction = (await contribute(app, alice.cookie, goal.id, 50)).json<Transaction>();
    expect((await readGoal(app, alice.cookie, goal.id)).status).toBe('completed');
    const removed = await app.inject({ method: 'DELETE', url: `/api/transactions/${transaction.id}`, headers: { cookie: alice.cookie } });
    expect(removed.statusCode).toBe(204);
    expect(await readGoal(app, alice.cookie, goal.id)).toMatchObject({ currentAmount: '0.00', status: 'active', completedAt: null });
  });

  it('stay in the history, without a goal, when their goal is deleted', async () => {
    const goal = await createGoal(app, alice.cookie);
    const transaction = (await contribute(app, alice.cookie, goal.id, 20)).json<Transaction>();
    await app.inject({ method: 'DELETE', url: `/api/financial-goals/${goal.id}`, headers: { cookie: alice.cookie } });
    const edited = await patch(transaction.id, { description: 'Old savings' });
    expect(edited.json()).toMatchObject({ goalId: null, category: 'goal_contribution', description: 'Old savings', amount: '20.00' });
  });

  it('leave another user’s goal alone when they try to edit a contribution into it', async () => {
    const bob = await registerUser(app);
    const bobsGoal = await createGoal(app, bob.cookie);
    const mine = await createGoal(app, alice.cookie);
    const transaction = (await contribute(app, alice.cookie, mine.id, 20)).json<Transaction>();
    const response = await patch(transaction.id, { goalId: bobsGoal.id });
    expect(response.statusCode).toBe(400);
    expect((await readGoal(app, bob.cookie, bobsGoal.id)).currentAmount).toBe('0.00');
    expect((await readGoal(app, alice.cookie, mine.id)).currentAmount).toBe('20.00');
  });
});
