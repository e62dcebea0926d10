import { describe, expect, it } from 'vitest';
import type { Schedule } from '../../../src/domain/recurring/recurring';
import { runReminders } from '../../../src/server/jobs/reminders';
import { signedInAgent, type Agent } from '../support/factories';
import { notificationsOf } from '../support/reminder-factories';
import { createTestApp } from '../support/test-app';

const { app, database } = await createTestApp();
const run = (now: string) => runReminders(database.db, { now: new Date(now) });
const billRemindersOf = async (agent: Agent) => (await notificationsOf(database.db, agent.user.id)).filter((row) => row.kind === 'billDue');

async function createSchedule(agent: Agent, overrides: Record<string, unknown> = {}): Promise<Schedule> {
  const response = await agent.post('/api/recurring', {
    type: 'expense',
    category: 'utilities',
    amount: '50.00',
    description: 'Power company',
    rule: 'FREQ=MONTHLY;BYMONTHDAY=15',
    startsOn: '2027-01-15',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Schedule>();
}

describe('bill reminders', () => {
  it('reminds the day before a bill is due, once per occurrence', async () => {
    const ana = await signedInAgent(app, { timezone: 'UTC' });
    const bill = await createSchedule(ana);

    await run('2027-02-13T12:00:00Z');
    expect(await billRemindersOf(ana)).toEqual([]);
    await run('2027-02-14T00:00:00Z');
    await run('2027-02-14T18:00:00Z');
    expect(await billRemindersOf(ana)).toEqual([
      {
        kind: 'billDue',
        params: { scheduleId: bill.id, scheduleName: 'Power company', dueDate: '2027-02-15', amountMinor: 5000, currency: 'USD' },
        link: `/money-tracking?tab=recurring&schedule=${bill.id}`,
        dedupeKey: `billDue:${bill.id}:2027-02-15`,
      },
    ]);
    await run('2027-03-14T09:00:00Z');
    expect((await billRemindersOf(ana)).map((row) => row.dedupeKey)).toEqual([`billDue:${bill.id}:2027-02-15`, `billDue:${bill.id}:2027-03-15`]);
  });

  it('says nothing of an occurrence already skipped, nor of income', async () => {
    const ben = await signedInAgent(app, { timezone: 'UTC' });
    const bill = await createSchedule(ben);
    await createSchedule(ben, { type: 'income', category: 'salary', description: 'Payday', amount: '3000' });
    expect((await ben.post(`/api/recurring/${bill.id}/occurrences/2027-02-15/skip`)).statusCode).toBe(200);
    await run('2027-02-14T09:00:00Z');
    expect(await billRemindersOf(ben)).toEqual([]);
  });

  it('reads tomorrow in the owner’s zone and names the due date after weekend handling', async () => {
    const kenji = await signedInAgent(app, { timezone: 'Asia/Tokyo' });
    // 15 May 2027 is a Saturday: the bill moves to Monday the 17th.
    const rent = await createSchedule(kenji, { description: '', category: 'rent', amount: '80000', rule: 'FREQ=MONTHLY;BYMONTHDAY=15', startsOn: '2027-05-15', weekend: 'after' });
    // 16 May 01:00 in Tokyo, still the 15th in UTC.
    await run('2027-05-15T16:00:00Z');
    expect(await billRemindersOf(kenji)).toEqual([
      {
        kind: 'billDue',
        params: { scheduleId: rent.id, scheduleName: 'rent', dueDate: '2027-05-17', amountMinor: 8000000, currency: 'USD' },
        link: `/money-tracking?tab=recurring&schedule=${rent.id}`,
        dedupeKey: `billDue:${rent.id}:2027-05-15`,
      },
    ]);
  });

  it('writes one reminder when two instances run at the same moment', async () => {
    const cleo = await signedInAgent(app, { timezone: 'UTC' });
    await createSchedule(cleo, { rule: 'FREQ=MONTHLY;BYMONTHDAY=20', startsOn: '2027-06-20' });
    await Promise.all([run('2027-06-19T10:00:00Z'), run('2027-06-19T10:00:00Z')]);
    expect(await billRemindersOf(cleo)).toHaveLength(1);
  });
});
