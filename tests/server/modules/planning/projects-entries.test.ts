import { describe, expect, it } from 'vitest';
import type { TimeEntry, TimeProject } from '../../../../src/domain/planning/time-tracking';
import { createEntry, createGoal, createProject, entryInput, seedGroup, signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();
const alice = await signedInAgent(app);
const bob = await signedInAgent(app);

describe('time projects', () => {
  it('are created, listed by name, edited and deleted with their entries', async () => {
    const agent = await signedInAgent(app);
    const zebra = await createProject(app, agent.cookie, { name: 'Zebra', color: '#22C55E', hourlyRate: 80, currency: 'EUR' });
    expect(zebra).toMatchObject({ name: 'Zebra', color: '#22c55e', hourlyRate: '80.00', currency: 'EUR', goalId: null, groupId: null });
    await createProject(app, agent.cookie, { name: 'Alpha', hourlyRate: null, currency: null });
    expect((await agent.get('/api/time/projects')).json<TimeProject[]>().map((project) => project.name)).toEqual(['Alpha', 'Zebra']);

    const edited = await agent.patch(`/api/time/projects/${zebra.id}`, { currency: 'GBP', name: 'Zebra Ltd' });
    expect(edited.json()).toMatchObject({ name: 'Zebra Ltd', hourlyRate: '80.00', currency: 'GBP' });
    const unpaid = await agent.patch(`/api/time/projects/${zebra.id}`, { hourlyRate: null, currency: null });
    expect(unpaid.json()).toMatchObject({ hourlyRate: null, currency: null });

    await createEntry(app, agent.cookie, entryInput(zebra.id));
    expect((await agent.delete(`/api/time/projects/${zebra.id}`)).statusCode).toBe(204);
    expect((await agent.get('/api/time/entries')).json()).toEqual([]);
  });

  it('need a rate and a currency together, in the currency’s decimals', async () => {
    const onlyRate = await alice.post('/api/time/projects', { name: 'X', hourlyRate: '10' });
    expect(onlyRate.statusCode).toBe(400);
    expect(onlyRate.json().fieldErrors).toEqual({ currency: 'Choose the currency of the hourly rate' });
    const onlyCurrency = await alice.post('/api/time/projects', { name: 'X', currency: 'USD' });
    expect(onlyCurrency.json().fieldErrors).toEqual({ hourlyRate: 'Enter an hourly rate for this currency' });
    const yen = await alice.post('/api/time/projects', { name: 'X', hourlyRate: '10.5', currency: 'JPY' });
    expect(yen.json().fieldErrors).toEqual({ hourlyRate: 'JPY amounts cannot have decimals' });
    const project = await createProject(app, alice.cookie);
    const clearOnlyRate = await alice.patch(`/api/time/projects/${project.id}`, { hourlyRate: null });
    expect(clearOnlyRate.json().fieldErrors).toEqual({ hourlyRate: 'Enter an hourly rate for this currency' });
    expect((await alice.post('/api/time/projects', { name: '' })).json().fieldErrors).toEqual({ name: 'Project name is required' });
  });

  it('link only to the user’s own goal and to groups they belong to', async () => {
    const ownGoal = await createGoal(app, alice.cookie, { title: 'Vacation' });
    const bobsGoal = await createGoal(app, bob.cookie);
    const group = await seedGroup(database.db, { id: alice.user.id });
    const bobsGroup = await seedGroup(database.db, { id: bob.user.id });
    expect(await createProject(app, alice.cookie, { goalId: ownGoal.id, groupId: group.id })).toMatchObject({ goalId: ownGoal.id, groupId: group.id });
    expect((await alice.post('/api/time/projects', { name: 'X', goalId: bobsGoal.id })).json().fieldErrors).toEqual({ goalId: 'Goal not found' });
    expect((await alice.post('/api/time/projects', { name: 'X', groupId: bobsGroup.id })).json().fieldErrors).toEqual({ groupId: 'Group not found' });
  });
});

describe('time entries', () => {
  it('refuse an end before the start and more than 24 hours', async () => {
    const project = await createProject(app, alice.cookie);
    const backwards = await alice.post('/api/time/entries', { projectId: project.id, start: '2026-10-20T10:00:00Z', end: '2026-10-20T09:00:00Z', billable: false });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors).toEqual({ end: 'End time must be after start time.' });
    const tooLong = await alice.post('/api/time/entries', { projectId: project.id, start: '2026-10-20T10:00:00Z', end: '2026-10-21T10:00:01Z', billable: false });
    expect(tooLong.json().fieldErrors).toEqual({ end: 'An entry can last at most 24 hours' });
    const entry = await createEntry(app, alice.cookie, { projectId: project.id, start: '2026-10-20T10:00:00Z', end: '2026-10-20T11:00:00Z', billable: false });
    const stretched = await alice.patch(`/api/time/entries/${entry.id}`, { end: '2026-10-21T11:00:00Z' });
    expect(stretched.json().fieldErrors).toEqual({ end: 'An entry can last at most 24 hours' });
    const reversed = await alice.patch(`/api/time/entries/${entry.id}`, { start: '2026-10-20T12:00:00Z' });
    expect(reversed.json().fieldErrors).toEqual({ end: 'End time must be after start time.' });
  });

  it('warn about overlaps without refusing them', async () => {
    const agent = await signedInAgent(app);
    const project = await createProject(app, agent.cookie);
    const first = await createEntry(app, agent.cookie, { projectId: project.id, start: '2026-10-20T09:00:00Z', end: '2026-10-20T10:00:00Z' });
    const second = await createEntry(app, agent.cookie, { projectId: project.id, start: '2026-10-20T09:30:00Z', end: '2026-10-20T11:00:00Z' });
    expect(second.overlapsWith).toEqual([first.id]);
    const touching = await createEntry(app, agent.cookie, { projectId: project.id, start: '2026-10-20T11:00:00Z', end: '2026-10-20T12:00:00Z' });
    expect(touching.overlapsWith).toEqual([]);
    const list = (await agent.get('/api/time/entries?from=2026-10-20&to=2026-10-20')).json<TimeEntry[]>();
    expect(list.map((entry) => [entry.id, entry.overlapsWith])).toEqual([
      [touching.id, []],
      [second.id, [first.id]],
      [first.id, [second.id]],
    ]);
  });

  it('list by range and project, a manual entry billable when its project has a rate', async () => {
    const agent = await signedInAgent(app);
    const paid = await createProject(app, agent.cookie);
    const unpaid = await createProject(app, agent.cookie, { name: 'Unpaid', hourlyRate: null, currency: null });
    const a = await createEntry(app, agent.cookie, { projectId: paid.id, start: '2026-10-19T09:00:00Z', end: '2026-10-19T10:00:00Z' });
    const b = await createEntry(app, agent.cookie, { projectId: unpaid.id, start: '2026-10-21T09:00:00Z', end: '2026-10-21T10:00:00Z' });
    expect([a.billable, b.billable]).toEqual([true, false]);
    expect((await agent.get(`/api/time/entries?from=2026-10-19&to=2026-10-25&projectId=${unpaid.id}`)).json<TimeEntry[]>().map((entry) => entry.id)).toEqual([b.id]);
    expect((await agent.get('/api/time/entries?from=2026-10-20T00:00:00Z&to=2026-10-22T00:00:00Z')).json<TimeEntry[]>().map((entry) => entry.id)).toEqual([b.id]);
    expect((await agent.get('/api/time/entries?from=2026-10-22&to=2026-10-19')).statusCode).toBe(400);
    expect((await agent.get('/api/time/entries?from=yesterday')).json().fieldErrors).toEqual({ from: 'Enter a date (YYYY-MM-DD) or a date and time' });
  });

  it('are edited and deleted', async () => {
    const project = await createProject(app, alice.cookie);
    const other = await createProject(app, alice.cookie, { name: 'Other' });
    const entry = await createEntry(app, alice.cookie, entryInput(project.id));
    const edited = await alice.patch(`/api/time/entries/${entry.id}`, { projectId: other.id, note: 'Calls', billable: false });
    expect(edited.json()).toMatchObject({ projectId: other.id, note: 'Calls', billable: false });
    expect((await alice.delete(`/api/time/entries/${entry.id}`)).statusCode).toBe(204);
    expect((await alice.delete(`/api/time/entries/${entry.id}`)).statusCode).toBe(404);
  });
});
