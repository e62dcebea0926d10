import { describe, expect, it } from 'vitest';
import type { PlanningWeek } from '../../../../src/domain/planning/planning';
import { createEntry, createEvent, createGoal, createProject, entryInput, signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app } = await createTestApp();

describe('the planning week', () => {
  it('adds tracked time up per day in the user’s zone across the October clock change', async () => {
    const berliner = await signedInAgent(app, { timezone: 'Europe/Berlin' });
    const project = await createProject(app, berliner.cookie, { name: 'Book' });
    // Sunday 25 October in Berlin lasts 25 hours: 22:00 UTC Saturday to 23:00 UTC Sunday. Track all of it.
    await createEntry(app, berliner.cookie, { projectId: project.id, start: '2026-10-24T22:00:00Z', end: '2026-10-25T12:00:00Z' });
    await createEntry(app, berliner.cookie, { projectId: project.id, start: '2026-10-25T12:00:00Z', end: '2026-10-25T23:00:00Z' });
    // Monday 23:30–00:30 Berlin (UTC+2): half on Monday, half on Tuesday.
    await createEntry(app, berliner.cookie, { projectId: project.id, start: '2026-10-19T21:30:00Z', end: '2026-10-19T22:30:00Z', billable: false });

    const response = await berliner.get('/api/planning/week?start=2026-10-19');
    expect(response.statusCode).toBe(200);
    const week = response.json<PlanningWeek>();
    expect(week).toMatchObject({ start: '2026-10-19', end: '2026-10-25', timeZone: 'Europe/Berlin' });
    expect(week.days.map((day) => day.trackedSeconds / 3600)).toEqual([0.5, 0.5, 0, 0, 0, 0, 25]);
    expect(week.days[6]!.projects).toEqual([{ projectId: project.id, seconds: 25 * 3600 }]);
    expect(week.projects).toEqual([{ projectId: project.id, name: 'Book', color: '#0ea5e9', seconds: 26 * 3600, billableSeconds: 25 * 3600 }]);
    expect(week.totals).toMatchObject({ trackedSeconds: 26 * 3600, billableSeconds: 25 * 3600 });
    expect(week.streak.longest).toBe(1);
  });

  it('shows planned blocks from the calendar and scores the planned time that was tracked', async () => {
    const agent = await signedInAgent(app, { timezone: 'Europe/Berlin' });
    const project = await createProject(app, agent.cookie);
    await createEvent(app, agent.cookie, { title: 'Deep work', startTime: '2026-10-20T07:00:00Z', endTime: '2026-10-20T11:00:00Z' });
    await createEntry(app, agent.cookie, { projectId: project.id, start: '2026-10-20T07:00:00Z', end: '2026-10-20T10:00:00Z' });
    const week = (await agent.get('/api/planning/week?start=2026-10-19')).json<PlanningWeek>();
    expect(week.plannedBlocks).toMatchObject([{ title: 'Deep work', start: '2026-10-20T07:00:00.000Z', end: '2026-10-20T11:00:00.000Z', groupId: null }]);
    expect(week.days[1]).toMatchObject({ date: '2026-10-20', plannedSeconds: 4 * 3600, trackedSeconds: 3 * 3600 });
    expect(week.focus).toEqual({ score: 75, band: 'good' });
  });

  it('compares this month’s billable earnings with what linked goals need', async () => {
    const agent = await signedInAgent(app);
    // 1,500 in 365 days at 50 an hour needs 0.58 hours a week; an hour in four weeks is 0.25 a week.
    const goal = await createGoal(app, agent.cookie, { title: 'Vacation', targetAmount: '1500' });
    const project = await createProject(app, agent.cookie, { name: 'Client', hourlyRate: '50', currency: 'USD', goalId: goal.id });
    await createEntry(app, agent.cookie, entryInput(project.id, 60, 5));
    const week = (await agent.get('/api/planning/week')).json<PlanningWeek>();
    expect(week.earnings).toEqual([{ currency: 'USD', billableSeconds: 3600, earned: '50.00', billed: '0.00' }]);
    expect(week.goalsNeed).toEqual({ currency: 'USD', perMonth: expect.stringMatching(/^\d+\.\d{2}$/) });
    expect(week.goalPlans).toEqual([
      expect.objectContaining({
        goalId: goal.id,
        goalTitle: 'Vacation',
        projectId: project.id,
        remainingAmount: '1500.00',
        currency: 'USD',
        state: 'needs_more',
        neededHoursPerWeek: 0.6,
        recentHoursPerWeek: 0.3,
        extraHoursPerWeek: 0.5,
      }),
    ]);
  });

  it('refuses a week start that is not a date', async () => {
    const agent = await signedInAgent(app);
    const response = await agent.get('/api/planning/week?start=2026-13-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ start: 'Enter the first day of the week as YYYY-MM-DD' });
  });
});
