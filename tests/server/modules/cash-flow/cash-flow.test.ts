import { afterAll, describe, expect, it } from 'vitest';
import type { CashFlow, CashFlowItem } from '../../../../src/domain/cash-flow/cash-flow';
import type { DashboardStats } from '../../../../src/domain/dashboard/dashboard';
import { addDays, dateInZone, todayInZone } from '../../../../src/domain/shared/dates';
import { instantFromWallTime } from '../../../../src/domain/shared/zoned-time';
import { eventCostBookings, eventOccurrenceRsvps, eventRsvps, events } from '../../../../src/server/db/schema';
import { createGoal, seedGroup, signedInAgent, transactionInput, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import { startFakeFrankfurter } from '../currency/fake-frankfurter';

const fake = await startFakeFrankfurter();
afterAll(() => fake.server.close());
const { app, database } = await createTestApp({ FX_BASE_URL: fake.server.url });
const { db } = database;

const person = (timezone = 'UTC') => signedInAgent(app, { timezone });
const cashFlow = async (agent: Agent, days?: number) => {
  const response = await agent.get(`/api/cash-flow${days === undefined ? '' : `?days=${days}`}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CashFlow>();
};
const putThreshold = (agent: Agent, payload: Record<string, unknown>) => app.inject({ method: 'PUT', url: '/api/cash-flow/threshold', headers: { cookie: agent.cookie }, payload });
const earn = async (agent: Agent, amount: string, type = 'income', category = 'salary') =>
  expect((await agent.post('/api/transactions', transactionInput({ amount, type, category, date: todayInZone('UTC') }))).statusCode).toBe(201);
const schedule = async (agent: Agent, overrides: Record<string, unknown>) => {
  const response = await agent.post('/api/recurring', {
    type: 'expense',
    category: 'utilities',
    amount: '50.00',
    description: 'Power company',
    rule: 'FREQ=MONTHLY;BYMONTHDAY=1',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>();
};
const dayOf = (flow: CashFlow, date: string) => flow.days.find((day) => day.date === date)!;
const itemsOf = (flow: CashFlow, kind: CashFlowItem['kind']) =>
  flow.days.flatMap((day) => day.items.filter((item) => item.kind === kind).map((item) => ({ ...item, date: day.date })));

/** A costed group event written straight to the tables (the cost API lives elsewhere). */
async function costedEvent(values: {
  groupId: string;
  userId: string;
  title?: string;
  start: Date;
  hours?: number;
  costMinor: bigint;
  perPerson?: boolean;
  timezone?: string;
  recurrence?: string;
}) {
  const [row] = await db
    .insert(events)
    .values({
      userId: values.userId,
      groupId: values.groupId,
      title: values.title ?? 'Dinner out',
      startAt: values.start,
      endAt: new Date(values.start.getTime() + (values.hours ?? 2) * 3_600_000),
      timezone: values.timezone ?? 'UTC',
      recurrence: values.recurrence ?? null,
      costMinor: values.costMinor,
      costPerPerson: values.perPerson ?? false,
      costSetAt: new Date(),
    })
    .returning({ id: events.id });
  return row!.id;
}
const answer = (eventId: string, userId: string, status: 'going' | 'maybe' | 'cantGo', guests = 0) =>
  db
    .insert(eventRsvps)
    .values({ eventId, userId, status, guests })
    .onConflictDoUpdate({ target: [eventRsvps.eventId, eventRsvps.userId], set: { status, guests } });
const inDays = (days: number, hourUtc = 12) => {
  const date = new Date();
  date.setUTCHours(hourUtc, 0, 0, 0);
  return new Date(date.getTime() + days * 86_400_000);
};

describe('the cash-flow timeline', () => {
  it('covers 90 days from today by default and refuses a length outside 1–365 with the catalogue text', async () => {
    const ana = await person();
    const flow = await cashFlow(ana);
    expect(flow.days).toHaveLength(90);
    expect(flow).toMatchObject({ currency: 'USD', from: todayInZone('UTC'), to: addDays(todayInZone('UTC'), 89), startingBalance: '0.00', threshold: '0.00', unconverted: [] });
    expect((await cashFlow(ana, 365)).days).toHaveLength(365);
    for (const days of ['0', '366', 'abc', '2.5']) {
      const response = await ana.get(`/api/cash-flow?days=${days}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ days: 'Enter a whole number of days from 1 to 365' });
    }
    expect((await app.inject({ method: 'GET', url: '/api/cash-flow' })).statusCode).toBe(401);
  });

  it('starts from the dashboard’s balance and moves it by each open schedule occurrence, overdue ones today', async () => {
    const ana = await person();
    const ben = await person();
    await earn(ana, '1000');
    await earn(ana, '120', 'expense', 'groceries');
    const today = todayInZone('UTC');
    const stats = (await ana.get('/api/dashboard/stats')).json<DashboardStats>();
    const salary = await schedule(ana, {
      type: 'income',
      category: 'salary',
      amount: '2000',
      description: 'Salary',
      rule: `FREQ=MONTHLY;BYMONTHDAY=${Number(addDays(today, 10).slice(8))}`,
      startsOn: addDays(today, 10),
    });
    const rent = await schedule(ana, { amount: '800', description: 'Rent', rule: 'FREQ=DAILY;COUNT=1', startsOn: addDays(today, 3) });
    const late = await schedule(ana, { amount: '40', description: 'Phone', rule: 'FREQ=DAILY;COUNT=1', startsOn: addDays(today, -5) });
    const flow = await cashFlow(ana, 30);
    expect(flow.startingBalance).toBe(stats.totalBalance);
    expect(flow.startingBalance).toBe('880.00');
    expect(dayOf(flow, today).items).toEqual([
      expect.objectContaining({ kind: 'bill', title: 'Phone', amount: '-40.00', overdue: true, scheduleId: late.id, link: `/money-tracking?tab=recurring&schedule=${late.id}` }),
    ]);
    expect(dayOf(flow, today)).toMatchObject({ bills: '40.00', net: '-40.00', balance: '840.00' });
    expect(dayOf(flow, addDays(today, 3))).toMatchObject({ bills: '800.00', balance: '40.00' });
    expect(dayOf(flow, addDays(today, 3)).items[0]).toMatchObject({ scheduleId: rent.id, overdue: false });
    expect(dayOf(flow, addDays(today, 10))).toMatchObject({ income: '2000.00', balance: '2040.00' });
    expect(dayOf(flow, addDays(today, 10)).items[0]).toMatchObject({ kind: 'income', amount: '2000.00', scheduleId: salary.id });
    expect(flow.days.filter((day) => day.items.length === 0).length).toBe(27);
    expect(flow.lowest).toEqual({ date: addDays(today, 3), balance: '40.00' });
    expect(flow.endingBalance).toBe('2040.00');

    // Skipping the rent (a closed occurrence) takes it out: it is already settled.
    expect((await ana.post(`/api/recurring/${rent.id}/occurrences/${addDays(today, 3)}/skip`)).statusCode).toBe(200);
    expect(dayOf(await cashFlow(ana, 30), addDays(today, 3)).items).toEqual([]);

    const bens = await cashFlow(ben, 30);
    expect(bens.days.flatMap((day) => day.items)).toEqual([]);
    expect(bens.startingBalance).toBe('0.00');
  });

  it('plans each active goal’s monthly amount needed on the 1st of the coming months, through its deadline', async () => {
    const ana = await person();
    const today = todayInZone('UTC');
    const deadline = addDays(today, 100);
    const goal = (await createGoal(app, ana.cookie, { title: 'Lisbon', targetAmount: '900', targetDate: deadline })) as { id: string };
    const flow = await cashFlow(ana, 200);
    const contributions = itemsOf(flow, 'goal');
    const firsts = flow.days.map((day) => day.date).filter((date) => date.endsWith('-01') && date <= `${deadline.slice(0, 7)}-01` && (date > today || date === today));
    expect(contributions.map((item) => item.date)).toEqual(firsts);
    expect(contributions.length).toBeGreaterThanOrEqual(3);
    expect(new Set(contributions.map((item) => item.amount)).size).toBe(1);
    expect(contributions[0]).toMatchObject({ title: 'Lisbon', goalId: goal.id, link: `/financial-goals?goal=${goal.id}` });
    expect(Number(contributions[0]!.amount)).toBeLessThan(0);
  });

  it('reads “today” in each user’s zone and puts an event on its start date there', async () => {
    const kiri = await person('Pacific/Auckland');
    const lou = await person('America/Los_Angeles');
    const group = await seedGroup(db, kiri.user, [{ id: lou.user.id }]);
    // 20:00 UTC is the next morning in Auckland and midday the same day in Los Angeles.
    const start = inDays(2, 20);
    const eventId = await costedEvent({ groupId: group.id, userId: kiri.user.id, start, costMinor: 10_000n });
    await answer(eventId, kiri.user.id, 'going');
    await answer(eventId, lou.user.id, 'going');
    const kiris = await cashFlow(kiri, 10);
    const lous = await cashFlow(lou, 10);
    expect(kiris.from).toBe(todayInZone('Pacific/Auckland'));
    expect(lous.from).toBe(todayInZone('America/Los_Angeles'));
    expect(itemsOf(kiris, 'event').map((item) => [item.date, item.amount])).toEqual([[dateInZone(start, 'Pacific/Auckland'), '-50.00']]);
    expect(itemsOf(lous, 'event').map((item) => [item.date, item.amount])).toEqual([[dateInZone(start, 'America/Los_Angeles'), '-50.00']]);
    expect(dateInZone(start, 'Pacific/Auckland')).toBe(addDays(dateInZone(start, 'America/Los_Angeles'), 1));
  });

  it('follows RSVP changes: going or not, guests, and an answer for one occurrence; a booked occurrence drops out', async () => {
    const ana = await person();
    const ben = await person();
    const cleo = await person();
    const group = await seedGroup(db, ana.user, [{ id: ben.user.id }]);
    const shared = await costedEvent({ groupId: group.id, userId: ana.user.id, title: 'Boat trip', start: inDays(3), costMinor: 12_000n });
    const eventShare = async () =>
      itemsOf(await cashFlow(ana, 30), 'event')
        .filter((item) => item.eventId === shared)
        .map((item) => item.amount);

    expect(await eventShare()).toEqual([]);
    await answer(shared, ana.user.id, 'going');
    expect(await eventShare()).toEqual(['-120.00']);
    await answer(shared, ben.user.id, 'going');
    expect(await eventShare()).toEqual(['-60.00']);
    await answer(shared, ben.user.id, 'going', 2);
    expect(await eventShare()).toEqual(['-30.00']);
    await answer(shared, ana.user.id, 'cantGo');
    expect(await eventShare()).toEqual([]);

    // A weekly dinner: an answer for one evening beats the answer for the series.
    const weeklyStart = inDays(1, 18);
    const weekly = await costedEvent({ groupId: group.id, userId: ana.user.id, title: 'Dinner club', start: weeklyStart, costMinor: 4_000n, recurrence: 'FREQ=WEEKLY' });
    await answer(weekly, ana.user.id, 'going');
    await answer(weekly, ben.user.id, 'going');
    const second = new Date(weeklyStart.getTime() + 7 * 86_400_000);
    await db.insert(eventOccurrenceRsvps).values({ eventId: weekly, occurrenceStart: second, userId: ben.user.id, status: 'cantGo' });
    const dinners = async () => itemsOf(await cashFlow(ana, 20), 'event').filter((item) => item.eventId === weekly);
    const before = await dinners();
    expect(before.map((item) => item.amount)).toEqual(['-20.00', '-40.00', '-20.00']);
    expect(before[1]).toMatchObject({ occurrenceStart: second.toISOString(), date: dateInZone(second, 'UTC') });
    expect(before[1]!.link).toBe(`/calendar?event=${weekly}&date=${dateInZone(second, 'UTC')}&occurrence=${encodeURIComponent(second.toISOString())}`);

    await db.insert(eventCostBookings).values({ eventId: weekly, occurrence: weeklyStart.toISOString(), status: 'booked' });
    expect((await dinners()).map((item) => item.amount)).toEqual(['-40.00', '-20.00']);

    // Cleo is in no group of theirs: none of it is hers.
    expect(itemsOf(await cashFlow(cleo, 30), 'event')).toEqual([]);
  });

  it('places a weekly evening series on the same local weekday across daylight-saving changes', async () => {
    const nora = await person('America/New_York');
    const group = await seedGroup(db, nora.user);
    // The first Friday after tomorrow, 23:30 in New York: the UTC date is a day later, and an hour off after a change.
    let firstDate = addDays(todayInZone('America/New_York'), 2);
    while (new Date(`${firstDate}T00:00:00Z`).getUTCDay() !== 5) firstDate = addDays(firstDate, 1);
    const start = instantFromWallTime(
      { year: Number(firstDate.slice(0, 4)), month: Number(firstDate.slice(5, 7)), day: Number(firstDate.slice(8)), hour: 23, minute: 30, second: 0 },
      'America/New_York',
    );
    const eventId = await costedEvent({
      groupId: group.id,
      userId: nora.user.id,
      title: 'Late show',
      start,
      hours: 1,
      costMinor: 1_500n,
      timezone: 'America/New_York',
      recurrence: 'FREQ=WEEKLY',
    });
    await answer(eventId, nora.user.id, 'going');
    const shows = itemsOf(await cashFlow(nora, 365), 'event');
    expect(shows.length).toBeGreaterThanOrEqual(50);
    expect(shows.every((item) => new Date(`${item.date}T00:00:00Z`).getUTCDay() === 5)).toBe(true);
    expect(shows.map((item) => item.date)).toEqual(shows.map((_, index) => addDays(shows[0]!.date, index * 7)));
    // Both sides of a change are in a year: the occurrences keep 23:30 local, so their UTC offsets differ.
    const offsets = new Set(shows.map((item) => new Date(item.occurrenceStart!).getUTCHours()));
    expect(offsets).toEqual(new Set([3, 4]));
  });

  it('sets the warning level, flags the days below it and keeps each user’s own', async () => {
    const ana = await person();
    const ben = await person();
    const today = todayInZone('UTC');
    await earn(ana, '1000');
    await schedule(ana, { amount: '700', description: 'Car repair', rule: 'FREQ=DAILY;COUNT=1', startsOn: addDays(today, 2) });
    for (const [payload, message] of [
      [{}, 'Enter an amount for the warning level'],
      [{ amount: '' }, 'Enter an amount for the warning level'],
      [{ amount: '-5' }, 'Enter a warning level of 0 or more'],
      [{ amount: 'abc' }, 'Enter a warning level of 0 or more'],
    ] as const) {
      const refused = await putThreshold(ana, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().fieldErrors).toEqual({ amount: message });
    }
    expect((await putThreshold(ana, { amount: '1.234' })).statusCode).toBe(400);
    expect((await cashFlow(ana, 5)).threshold).toBe('0.00');

    const saved = await putThreshold(ana, { amount: '500' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ threshold: '500.00' });
    const flow = await cashFlow(ana, 5);
    expect(flow.threshold).toBe('500.00');
    expect(flow.lowDays).toEqual([addDays(today, 2), addDays(today, 3), addDays(today, 4)]);
    expect(flow.days.map((day) => day.low)).toEqual([false, false, true, true, true]);
    expect(flow.lowest).toEqual({ date: addDays(today, 2), balance: '300.00' });
    expect((await putThreshold(ana, { amount: 0 })).json()).toEqual({ threshold: '0.00' });
    expect((await cashFlow(ana, 5)).lowDays).toEqual([]);

    await putThreshold(ana, { amount: '250' });
    expect((await cashFlow(ben, 5)).threshold).toBe('0.00');
  });

  it('converts another currency at the latest rate and lists one without a rate as unconverted', async () => {
    const ana = await person();
    const today = todayInZone('UTC');
    await schedule(ana, { amount: '100', currency: 'EUR', description: 'Gym in Lisbon', rule: 'FREQ=DAILY;COUNT=1', startsOn: addDays(today, 1) });
    const euro = await cashFlow(ana, 5);
    expect(dayOf(euro, addDays(today, 1)).items[0]).toMatchObject({ amount: '-108.70', originalAmount: '-100.00', originalCurrency: 'EUR' });
    expect(euro.unconverted).toEqual([]);

    await schedule(ana, { amount: '250000', currency: 'VND', description: 'Hanoi rent', rule: 'FREQ=DAILY;COUNT=1', startsOn: addDays(today, 2) });
    const flow = await cashFlow(ana, 5);
    expect(flow.unconverted).toEqual(['VND']);
    expect(dayOf(flow, addDays(today, 2)).items).toEqual([]);
    expect(flow.endingBalance).toBe('-108.70');
  });

  it('converts the warning level with the account currency, at the rate typed or relabelled', async () => {
    const ana = await person();
    expect((await putThreshold(ana, { amount: '200' })).json()).toEqual({ threshold: '200.00' });
    expect((await cashFlow(ana, 3)).threshold).toBe('200.00');
    expect((await ana.post('/api/settings/currency', { currency: 'JPY', mode: 'convert', rate: '150.5' })).statusCode).toBe(200);
    expect(await cashFlow(ana, 3)).toMatchObject({ currency: 'JPY', threshold: '30100' });
    expect((await ana.post('/api/settings/currency', { currency: 'EUR', mode: 'relabel' })).statusCode).toBe(200);
    expect(await cashFlow(ana, 3)).toMatchObject({ currency: 'EUR', threshold: '30100.00' });
  });
});
