import { describe, expect, it } from 'vitest';
import type { PlanningWeek } from '../../../../src/domain/planning/planning';
import type { TimeEntry, TimeProject } from '../../../../src/domain/planning/time-tracking';
import { createEntry, createProject, createTask, entryInput, signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app } = await createTestApp();
const alice = await signedInAgent(app);
const bob = await signedInAgent(app);

describe('two users', () => {
  it('never see or change each other’s projects, entries, timers or tasks', async () => {
    const project = await createProject(app, alice.cookie);
    const entry = await createEntry(app, alice.cookie, entryInput(project.id));
    const task = await createTask(app, alice.cookie);
    const running = (await alice.post('/api/time/timer/start', { projectId: project.id })).json<TimeEntry>();

    expect((await bob.get('/api/time/projects')).json()).toEqual([]);
    expect((await bob.get('/api/time/entries')).json()).toEqual([]);
    expect((await bob.get(`/api/time/entries?projectId=${project.id}`)).json()).toEqual([]);
    expect((await bob.get('/api/time/timer')).json()).toBeNull();
    expect((await bob.get('/api/planning/tasks')).json()).toEqual([]);
    const week = (await bob.get('/api/planning/week')).json<PlanningWeek>();
    expect([week.totals.trackedSeconds, week.projects, week.earnings, week.goalPlans]).toEqual([0, [], [], []]);

    const answers = await Promise.all([
      bob.patch(`/api/time/projects/${project.id}`, { name: 'Mine now' }),
      bob.delete(`/api/time/projects/${project.id}`),
      bob.patch(`/api/time/entries/${entry.id}`, { note: 'Mine now' }),
      bob.delete(`/api/time/entries/${entry.id}`),
      bob.patch(`/api/time/entries/${running.id}`, { note: 'Mine now' }),
      bob.post('/api/time/entries/bill', { entryIds: [entry.id] }),
      bob.patch(`/api/planning/tasks/${task.id}`, { done: true }),
      bob.delete(`/api/planning/tasks/${task.id}`),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    expect((await bob.post('/api/time/entries', entryInput(project.id))).json().fieldErrors).toEqual({ projectId: 'Project not found' });
    expect((await bob.post('/api/time/timer/start', { projectId: project.id })).statusCode).toBe(400);
    expect((await bob.post('/api/time/timer/stop')).statusCode).toBe(409);

    expect((await alice.get('/api/time/projects')).json<TimeProject[]>()).toEqual([project]);
    const entries = (await alice.get('/api/time/entries')).json<TimeEntry[]>();
    expect(entries.map((item) => [item.id, item.note, item.billedAt])).toEqual(
      expect.arrayContaining([
        [entry.id, '', null],
        [running.id, '', null],
      ]),
    );
    expect((await alice.get('/api/time/timer')).json()).toMatchObject({ id: running.id, end: null });
    expect((await alice.get('/api/planning/tasks')).json()).toEqual([task]);
  });

  it('answer 404 for ids that are not ids', async () => {
    expect((await alice.patch('/api/time/projects/nope', { name: 'x' })).statusCode).toBe(404);
    expect((await alice.delete('/api/time/entries/nope')).statusCode).toBe(404);
    expect((await alice.patch('/api/planning/tasks/nope', { done: true })).statusCode).toBe(404);
  });

  it('need a session on every route', async () => {
    const routes = [
      ['GET', '/api/time/projects'],
      ['GET', '/api/time/entries'],
      ['GET', '/api/time/timer'],
      ['POST', '/api/time/timer/stop'],
      ['GET', '/api/planning/week'],
      ['GET', '/api/planning/tasks'],
    ] as const;
    for (const [method, url] of routes) expect((await app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) })).statusCode).toBe(401);
  });
});
