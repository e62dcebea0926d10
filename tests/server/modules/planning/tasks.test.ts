import { describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '../../../../src/domain/shared/dates';
import type { PlanningTask } from '../../../../src/domain/planning/planning';
import { createEvent, createGoal, createTask, seedGroup, shareGoal, signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();

describe('planning tasks', () => {
  it('are added, marked done and undone, edited and deleted', async () => {
    const alice = await signedInAgent(app);
    const today = todayInZone('UTC');
    const task = await createTask(app, alice.cookie, { title: 'Send invoice', dueOn: today });
    expect(task).toMatchObject({ title: 'Send invoice', dueOn: today, done: false, doneAt: null, overdue: false });
    const done = await alice.patch(`/api/planning/tasks/${task.id}`, { done: true });
    expect(done.json()).toMatchObject({ done: true, doneAt: expect.any(String) });
    expect((await alice.patch(`/api/planning/tasks/${task.id}`, { done: false })).json()).toMatchObject({ done: false, doneAt: null });
    expect((await alice.patch(`/api/planning/tasks/${task.id}`, { title: 'Send invoices', dueOn: null })).json()).toMatchObject({ title: 'Send invoices', dueOn: null });
    expect((await alice.delete(`/api/planning/tasks/${task.id}`)).statusCode).toBe(204);
    expect((await alice.get('/api/planning/tasks')).json()).toEqual([]);
  });

  it('show today’s and overdue open ones for the dashboard', async () => {
    const alice = await signedInAgent(app);
    const today = todayInZone('UTC');
    const dueToday = await createTask(app, alice.cookie, { title: 'Today', dueOn: today });
    const late = await createTask(app, alice.cookie, { title: 'Late', dueOn: addDays(today, -2) });
    const lateDone = await createTask(app, alice.cookie, { title: 'Late but done', dueOn: addDays(today, -2) });
    await alice.patch(`/api/planning/tasks/${lateDone.id}`, { done: true });
    await createTask(app, alice.cookie, { title: 'Tomorrow', dueOn: addDays(today, 1) });
    await createTask(app, alice.cookie, { title: 'Someday' });
    const list = (await alice.get('/api/planning/tasks?view=today')).json<PlanningTask[]>();
    expect(list.map((task) => task.id)).toEqual([late.id, dueToday.id]);
    expect(list[0]!.overdue).toBe(true);
    expect((await alice.get('/api/planning/tasks?view=done')).json<PlanningTask[]>().map((task) => task.id)).toEqual([lateDone.id]);
    expect((await alice.get('/api/planning/tasks?view=soon')).statusCode).toBe(400);
  });

  it('link to goals and events the user can see, and nothing else', async () => {
    const alice = await signedInAgent(app);
    const bob = await signedInAgent(app);
    const ownGoal = await createGoal(app, alice.cookie);
    const bobsGoal = await createGoal(app, bob.cookie);
    const sharedGoal = await createGoal(app, bob.cookie, { title: 'Shared trip' });
    const group = await seedGroup(database.db, { id: bob.user.id }, [{ id: alice.user.id }]);
    await shareGoal(app, bob.cookie, sharedGoal.id, group.id, 'view');
    const ownEvent = await createEvent(app, alice.cookie);
    const bobsEvent = await createEvent(app, bob.cookie);
    const groupEvent = await createEvent(app, bob.cookie, { groupId: group.id });

    expect(await createTask(app, alice.cookie, { goalId: ownGoal.id, eventId: ownEvent.id })).toMatchObject({ goalId: ownGoal.id, eventId: ownEvent.id });
    expect(await createTask(app, alice.cookie, { goalId: sharedGoal.id, eventId: groupEvent.id })).toMatchObject({ goalId: sharedGoal.id });
    expect((await alice.post('/api/planning/tasks', { title: 'X', goalId: bobsGoal.id })).json().fieldErrors).toEqual({ goalId: 'Goal not found' });
    expect((await alice.post('/api/planning/tasks', { title: 'X', eventId: bobsEvent.id })).json().fieldErrors).toEqual({ eventId: 'Event not found' });
    expect((await alice.post('/api/planning/tasks', { title: ' ' })).json().fieldErrors).toEqual({ title: 'Task title is required' });
    expect((await alice.post('/api/planning/tasks', { title: 'X', dueOn: '2026-02-30' })).json().fieldErrors).toEqual({ dueOn: 'Enter a due date as YYYY-MM-DD' });
  });
});
