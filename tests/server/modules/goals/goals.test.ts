import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '../../../../src/domain/shared/dates';
import { users } from '../../../../src/server/db/schema/index';
import { createGoal, nextYear, readGoal, registerUser, signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();
const alice = await signedInAgent(app);
const bob = await signedInAgent(app);

const post = (cookie: string | undefined, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/financial-goals', headers: cookie ? { cookie } : {}, payload });

describe('financial goals', () => {
  it('creates a goal with the documented defaults and answers its id', async () => {
    const response = await post(alice.cookie, { title: 'New car', targetAmount: 1500, targetDate: nextYear(), category: 'car' });
    expect(response.statusCode).toBe(201);
    const goal = response.json();
    expect(goal).toMatchObject({
      id: expect.any(String),
      title: 'New car',
      description: null,
      targetAmount: '1500.00',
      currentAmount: '0.00',
      currency: 'USD',
      category: 'car',
      priority: 'medium',
      status: 'active',
      progress: { percent: 0, state: 'on_track', remainingAmount: '1500.00', overdue: false },
    });
    expect(goal.progress.amountNeededPerMonth).toBe('125.00');
  });

  it('accepts the full payload of the form', async () => {
    const response = await post(alice.cookie, {
      title: 'House',
      description: 'Deposit for a flat',
      targetAmount: '20000.50',
      currentAmount: '500.25',
      targetDate: `${nextYear()}T00:00:00.000Z`,
      category: 'house',
      priority: 'high',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ targetAmount: '20000.50', currentAmount: '500.25', priority: 'high', description: 'Deposit for a flat' });
  });

  it('refuses a signed-out visitor with the documented text, before looking at the body', async () => {
    const response = await post(undefined, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('You must be logged in to create a goal.');
    expect((await app.inject({ method: 'GET', url: '/api/financial-goals' })).statusCode).toBe(401);
  });

  it.each([
    [{ targetAmount: '100', targetDate: nextYear() }, 'title', 'Goal title is required'],
    [{ title: '   ', targetAmount: '100', targetDate: nextYear() }, 'title', 'Goal title is required'],
    [{ title: 'x', targetDate: nextYear() }, 'targetAmount', 'Target amount is required'],
    [{ title: 'x', targetAmount: '', targetDate: nextYear() }, 'targetAmount', 'Target amount is required'],
    [{ title: 'x', targetAmount: '-10', targetDate: nextYear() }, 'targetAmount', 'Must be a valid positive number'],
    [{ title: 'x', targetAmount: 'ten', targetDate: nextYear() }, 'targetAmount', 'Must be a valid positive number'],
    [{ title: 'x', targetAmount: '10.001', targetDate: nextYear() }, 'targetAmount', 'USD amounts have at most 2 decimal places'],
    [{ title: 'x', targetAmount: '100', currentAmount: '-1', targetDate: nextYear() }, 'currentAmount', 'Must be a valid positive number'],
    [{ title: 'x', targetAmount: '100' }, 'targetDate', 'Target date is required'],
    [{ title: 'x', targetAmount: '100', targetDate: todayInZone('UTC') }, 'targetDate', 'Target date must be in the future.'],
    [{ title: 'x', targetAmount: '100', targetDate: '2001-01-01' }, 'targetDate', 'Target date must be in the future.'],
    [{ title: 'x', targetAmount: '100', currentAmount: '150', targetDate: nextYear() }, 'currentAmount', 'Current amount cannot exceed target amount.'],
  ])('answers %j with “%s: %s”', async (payload, field, message) => {
    const response = await post(alice.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION_FAILED', fieldErrors: { [field]: message } });
  });

  it('allows only whole yen for a user who keeps money in JPY', async () => {
    const yenUser = await registerUser(app);
    await database.db.update(users).set({ currency: 'JPY' }).where(eq(users.id, yenUser.user.id));
    const fractional = await post(yenUser.cookie, { title: 'Trip', targetAmount: '1500.5', targetDate: nextYear() });
    expect(fractional.statusCode).toBe(400);
    expect(fractional.json().message).toBe('JPY amounts cannot have decimals');
    const whole = await post(yenUser.cookie, { title: 'Trip', targetAmount: '150000', targetDate: nextYear() });
    expect(whole.json()).toMatchObject({ targetAmount: '150000', currentAmount: '0', currency: 'JPY' });
  });

  it('judges “in the future” by the user’s own calendar', async () => {
    const kiribati = await registerUser(app, { timezone: 'Pacific/Kiritimati' });
    const theirToday = todayInZone('Pacific/Kiritimati');
    const sameDay = await post(kiribati.cookie, { title: 'x', targetAmount: 5, targetDate: theirToday });
    expect(sameDay.json().message).toBe('Target date must be in the future.');
    const tomorrow = await post(kiribati.cookie, { title: 'x', targetAmount: 5, targetDate: addDays(theirToday, 1) });
    expect(tomorrow.statusCode).toBe(201);
  });

  it('lists only the user’s own goals, newest first, filtered on request', async () => {
    const user = await signedInAgent(app);
    const first = await createGoal(app, user.cookie, { title: 'First', priority: 'low' });
    const second = await createGoal(app, user.cookie, { title: 'Second', priority: 'high' });
    await createGoal(app, bob.cookie, { title: 'Not theirs' });
    const list = await user.get('/api/financial-goals');
    expect(list.json().map((goal: { id: string }) => goal.id)).toEqual([second.id, first.id]);
    const high = await user.get('/api/financial-goals?priority=high');
    expect(high.json().map((goal: { id: string }) => goal.id)).toEqual([second.id]);
  });

  it('edits a goal, keeping fields that were not sent', async () => {
    const goal = await createGoal(app, alice.cookie, { description: 'Keep me' });
    const response = await alice.patch(`/api/financial-goals/${goal.id}`, { title: 'Rainy day fund', targetAmount: 2000, priority: 'high' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Rainy day fund', targetAmount: '2000.00', priority: 'high', description: 'Keep me' });
  });

  it('completes a goal whose current amount reaches the target, and re-opens it when the target grows', async () => {
    const goal = await createGoal(app, alice.cookie, { targetAmount: 100 });
    const patch = (payload: Record<string, unknown>) => alice.patch(`/api/financial-goals/${goal.id}`, payload);
    const done = await patch({ currentAmount: 100 });
    expect(done.json()).toMatchObject({ status: 'completed', completedAt: expect.any(String), progress: { state: 'completed', percent: 100 } });
    const reopened = await patch({ targetAmount: 150 });
    expect(reopened.json()).toMatchObject({ status: 'active', completedAt: null });
    expect((await patch({ currentAmount: 200 })).json().message).toBe('Current amount cannot exceed target amount.');
    expect((await patch({ targetDate: '2000-01-01' })).json().message).toBe('Target date must be in the future.');
  });

  it('archives and restores a goal', async () => {
    const goal = await createGoal(app, alice.cookie);
    const patch = (status: string) => alice.patch(`/api/financial-goals/${goal.id}`, { status });
    expect((await patch('archived')).json().status).toBe('archived');
    const archived = await alice.get('/api/financial-goals?status=archived');
    expect(archived.json().map((item: { id: string }) => item.id)).toContain(goal.id);
    expect((await patch('active')).json().status).toBe('active');
    expect((await patch('paused')).statusCode).toBe(400);
  });

  it('deletes a goal', async () => {
    const goal = await createGoal(app, alice.cookie);
    const removed = await alice.delete(`/api/financial-goals/${goal.id}`);
    expect(removed.statusCode).toBe(204);
    const after = await alice.get(`/api/financial-goals/${goal.id}`);
    expect(after.statusCode).toBe(404);
  });

  it('answers 404 for another user’s goal and leaves it unchanged', async () => {
    const goal = await createGoal(app, alice.cookie, { title: 'Alice only' });
    const asBob = (method: 'GET' | 'PATCH' | 'DELETE', payload?: Record<string, unknown>) =>
      app.inject({ method, url: `/api/financial-goals/${goal.id}`, headers: { cookie: bob.cookie }, payload });
    expect((await asBob('GET')).statusCode).toBe(404);
    expect((await asBob('PATCH', { title: 'Bob was here' })).statusCode).toBe(404);
    expect((await asBob('DELETE')).statusCode).toBe(404);
    expect(await readGoal(app, alice.cookie, goal.id)).toEqual(goal);
  });

  it('answers 404 for ids that are not ids', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/financial-goals/not-a-uuid', headers: { cookie: alice.cookie }, payload: method === 'PATCH' ? {} : undefined });
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses unknown fields', async () => {
    const response = await post(alice.cookie, { title: 'x', targetAmount: 5, targetDate: nextYear(), owner: 'someone' });
    expect(response.statusCode).toBe(400);
  });
});
