import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { financialGoals } from '../../../src/server/db/schema';
import { runReminders } from '../../../src/server/jobs/reminders';
import { createGoal, signedInAgent, type Agent } from '../support/factories';
import { notificationsOf } from '../support/reminder-factories';
import { createTestApp } from '../support/test-app';

const { app, database } = await createTestApp();
const run = (now: string) => runReminders(database.db, { now: new Date(now) });
const goalRemindersOf = async (agent: Agent, goalId: string, kind: 'goalDeadline' | 'goalBehind') =>
  (await notificationsOf(database.db, agent.user.id)).filter((row) => row.kind === kind && row.dedupeKey.includes(goalId));

/** A goal whose pace line runs from `startDate` to `targetDate` (the API dates a new goal today). */
async function goalBetween(agent: Agent, startDate: string, targetDate: string, overrides: Record<string, unknown> = {}) {
  const goal = await createGoal(app, agent.cookie, { title: 'New bike', targetAmount: '1500', targetDate, ...overrides });
  await database.db.update(financialGoals).set({ startDate }).where(eq(financialGoals.id, goal.id));
  return goal;
}

describe('goal reminders', () => {
  it('reminds once when the target date is a week away, in the owner’s zone', async () => {
    const ana = await signedInAgent(app, { firstName: 'Ana', lastName: 'Auckland', timezone: 'Pacific/Auckland' });
    const goal = await goalBetween(ana, '2027-01-01', '2027-03-01', { currentAmount: '1000' });

    // 2027-02-21 10:00 in Auckland: eight days to go.
    await run('2027-02-20T21:00:00Z');
    expect(await goalRemindersOf(ana, goal.id, 'goalDeadline')).toEqual([]);
    // 2027-02-22 01:00 in Auckland, still the 21st in UTC: seven days to go there.
    await run('2027-02-21T12:00:00Z');
    await run('2027-02-25T12:00:00Z');
    expect(await goalRemindersOf(ana, goal.id, 'goalDeadline')).toEqual([
      {
        kind: 'goalDeadline',
        params: { goalId: goal.id, goalName: 'New bike', deadline: '2027-03-01', remainingMinor: 50000, currency: 'USD' },
        link: `/financial-goals?goal=${goal.id}`,
        dedupeKey: `goalDeadline:${goal.id}:2027-03-01`,
      },
    ]);
  });

  it('reminds again of a new target date, and never of a reached goal or one set up within the last week', async () => {
    const ben = await signedInAgent(app, { firstName: 'Ben', lastName: 'Berlin', timezone: 'UTC' });
    const moved = await goalBetween(ben, '2027-01-01', '2027-03-01');
    const reached = await goalBetween(ben, '2027-01-01', '2027-03-01', { title: 'Done', currentAmount: '1500' });
    const late = await goalBetween(ben, '2027-02-26', '2027-03-01', { title: 'Last minute' });

    await run('2027-02-22T08:00:00Z');
    expect(await goalRemindersOf(ben, moved.id, 'goalDeadline')).toHaveLength(1);
    expect(await goalRemindersOf(ben, reached.id, 'goalDeadline')).toEqual([]);
    await run('2027-02-27T08:00:00Z');
    expect(await goalRemindersOf(ben, late.id, 'goalDeadline')).toEqual([]);

    expect((await ben.patch(`/api/financial-goals/${moved.id}`, { targetDate: '2027-04-01' })).statusCode).toBe(200);
    await run('2027-03-25T08:00:00Z');
    expect((await goalRemindersOf(ben, moved.id, 'goalDeadline')).map((row) => row.dedupeKey)).toEqual([
      `goalDeadline:${moved.id}:2027-03-01`,
      `goalDeadline:${moved.id}:2027-04-01`,
    ]);
  });

  it('says a goal is behind when its saved share trails its time by more than ten points, once a month', async () => {
    const cleo = await signedInAgent(app, { firstName: 'Cleo', lastName: 'Calm', timezone: 'UTC' });
    const behind = await goalBetween(cleo, '2027-01-01', '2027-12-31');
    const onPace = await goalBetween(cleo, '2027-01-01', '2027-12-31', { title: 'Holiday', currentAmount: '300' });

    // 1 February: 8.5% of the time has gone by, nothing saved — behind, but not yet clearly.
    await run('2027-02-01T08:00:00Z');
    expect(await goalRemindersOf(cleo, behind.id, 'goalBehind')).toEqual([]);

    // 1 March: 16.2% of the time is gone.
    await Promise.all([run('2027-03-01T08:00:00Z'), run('2027-03-01T08:00:00Z')]);
    await run('2027-03-20T08:00:00Z');
    expect(await goalRemindersOf(cleo, behind.id, 'goalBehind')).toEqual([
      {
        kind: 'goalBehind',
        params: { goalId: behind.id, goalName: 'New bike', expectedPercent: 16.2, actualPercent: 0 },
        link: `/financial-goals?goal=${behind.id}`,
        dedupeKey: `goalBehind:${behind.id}:2027-03`,
      },
    ]);
    expect(await goalRemindersOf(cleo, onPace.id, 'goalBehind')).toEqual([]);

    await run('2027-04-02T08:00:00Z');
    expect((await goalRemindersOf(cleo, behind.id, 'goalBehind')).map((row) => row.dedupeKey)).toEqual([`goalBehind:${behind.id}:2027-03`, `goalBehind:${behind.id}:2027-04`]);
  });

  it('leaves archived goals alone', async () => {
    const dan = await signedInAgent(app, { firstName: 'Dan', lastName: 'Done', timezone: 'UTC' });
    await goalBetween(dan, '2027-01-01', '2027-03-01', { status: 'archived' });
    await run('2027-02-22T08:00:00Z');
    expect(await notificationsOf(database.db, dan.user.id)).toEqual([]);
  });
});
