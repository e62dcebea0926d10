import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { CashFlow } from '../../../../src/domain/cash-flow/cash-flow';
import { todayInZone } from '../../../../src/domain/shared/dates';
import { buildApp } from '../../../../src/server/app';
import { eventRsvps, events, groupMembers } from '../../../../src/server/db/schema';
import { agentFor, seedGroup, signedInAgent, transactionInput, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

// Two instances on one database: a timeline one of them keeps must follow writes made through the other.
const first = await createTestApp();
const second = await buildApp({ db: first.database.db, config: first.config });
afterAll(() => second.close());
const { db } = first.database;

const timeline = async (agent: Agent) => {
  const response = await agent.get('/api/cash-flow?days=30');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CashFlow>();
};
const eventAmounts = async (agent: Agent) => (await timeline(agent)).days.flatMap((day) => day.items.filter((item) => item.kind === 'event').map((item) => item.amount));
const tomorrowNoon = () => {
  const date = new Date();
  date.setUTCHours(12, 0, 0, 0);
  return new Date(date.getTime() + 86_400_000);
};

describe('a kept timeline', () => {
  it('follows money, schedules and the threshold written through another instance', async () => {
    const ana = await signedInAgent(first.app);
    const elsewhere = agentFor(second, ana);
    expect((await timeline(ana)).startingBalance).toBe('0.00');

    expect((await elsewhere.post('/api/transactions', transactionInput({ amount: '250.00', type: 'income', category: 'salary', date: todayInZone('UTC') }))).statusCode).toBe(201);
    expect((await timeline(ana)).startingBalance).toBe('250.00');

    const created = await elsewhere.post('/api/recurring', {
      type: 'expense',
      category: 'utilities',
      amount: '40.00',
      description: 'Phone',
      rule: 'FREQ=WEEKLY',
      startsOn: todayInZone('UTC'),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await timeline(ana)).days.some((day) => day.items.some((item) => item.title === 'Phone'))).toBe(true);

    await second.inject({ method: 'PUT', url: '/api/cash-flow/threshold', headers: { cookie: ana.cookie }, payload: { amount: '100.00' } });
    expect((await timeline(ana)).threshold).toBe('100.00');

    const deleted = await elsewhere.delete(`/api/recurring/${created.json<{ id: string }>().id}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await timeline(ana)).days.some((day) => day.items.some((item) => item.title === 'Phone'))).toBe(false);
  });

  it('follows an event’s cost, a member leaving and another member’s answer', async () => {
    const ana = await signedInAgent(first.app);
    const ben = await signedInAgent(first.app);
    const group = await seedGroup(db, ana.user, [{ id: ben.user.id }]);
    const start = tomorrowNoon();
    const [event] = await db
      .insert(events)
      .values({
        userId: ana.user.id,
        groupId: group.id,
        title: 'Picnic',
        startAt: start,
        endAt: new Date(start.getTime() + 3_600_000),
        timezone: 'UTC',
        costMinor: 8_000n,
        costSetAt: new Date(),
      })
      .returning({ id: events.id });
    await db.insert(eventRsvps).values([
      { eventId: event!.id, userId: ana.user.id, status: 'going' },
      { eventId: event!.id, userId: ben.user.id, status: 'going' },
    ]);
    expect(await eventAmounts(ana)).toEqual(['-40.00']);

    await db.update(events).set({ costMinor: 10_000n }).where(eq(events.id, event!.id));
    expect(await eventAmounts(ana)).toEqual(['-50.00']);

    await db.update(eventRsvps).set({ guests: 3 }).where(eq(eventRsvps.userId, ben.user.id));
    expect(await eventAmounts(ana)).toEqual(['-20.00']);

    await db.delete(groupMembers).where(eq(groupMembers.userId, ben.user.id));
    expect(await eventAmounts(ana)).toEqual(['-100.00']);
  });
});
