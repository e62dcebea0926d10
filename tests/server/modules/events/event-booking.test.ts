import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GroupExpense, GroupExpensePage } from '../../../../src/domain/group-expenses/group-expense-wire';
import type { CalendarEvent } from '../../../../src/domain/events/events';
import { todayInZone } from '../../../../src/domain/shared/dates';
import { toMinor } from '../../../../src/domain/shared/money';
import { groupMembers, groups, transactions } from '../../../../src/server/db/schema';
import { bookEndedEventCosts } from '../../../../src/server/jobs/event-cost-booking';
import { groupBalances } from '../../../../src/server/modules/group-expenses/balances';
import { balanceTable, createEvent, listEvents, putEvent, seedGroup, signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();
const olivia = await signedInAgent(app, { firstName: 'Olivia', lastName: 'Owner', timezone: 'Europe/Berlin' });
const mia = await signedInAgent(app, { firstName: 'Mia', lastName: 'Member' });
const noah = await signedInAgent(app, { firstName: 'Noah', lastName: 'Neighbour' });
const oscar = await signedInAgent(app, { firstName: 'Oscar', lastName: 'Outsider' });
const lena = await signedInAgent(app, { firstName: 'Lena', lastName: 'Late', timezone: 'America/Los_Angeles' });
type Agent = typeof mia;

const newGroup = (name: string, members: Agent[] = [mia, noah]) =>
  seedGroup(
    database.db,
    olivia.user,
    members.map((member) => ({ id: member.user.id })),
    { name },
  );
const book = (now: string) => bookEndedEventCosts(database.db, { now: new Date(now) });
const rsvp = async (agent: Agent, eventId: string, body: Record<string, unknown>) => {
  const response = await agent.post(`/api/events/${eventId}/rsvp`, body);
  if (response.statusCode !== 200) throw new Error(`rsvp: ${response.statusCode} ${response.body}`);
  return response.json<CalendarEvent>();
};
const expensesOf = async (agent: Agent, groupId: string): Promise<GroupExpense[]> => (await agent.get(`/api/groups/${groupId}/expenses`)).json<GroupExpensePage>().items;
const occurrencesOf = async (agent: Agent, eventId: string, from: string, to: string) => (await listEvents(app, agent.cookie, from, to)).filter((event) => event.id === eventId);
const signedMinor = (amount: string): bigint => (amount.startsWith('-') ? -toMinor(amount.slice(1), 'USD')! : toMinor(amount, 'USD')!);
const sharesOf = (expense: GroupExpense) => Object.fromEntries(expense.split.members.map((member) => [member.userId, member.share]));

const january = ['2027-01-01T00:00:00Z', '2027-02-28T00:00:00Z'] as const;
const dinner = (groupId: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Team dinner',
  groupId,
  startTime: '2027-01-15T19:00:00Z',
  endTime: '2027-01-15T22:00:00Z',
  cost: { amount: '90' },
  ...overrides,
});

describe('booking an event’s cost', () => {
  it('books once when the job runs twice at the same moment and again later; later answers move no money', async () => {
    const group = await newGroup('Dinner club');
    const event = await createEvent(app, olivia.cookie, dinner(group.id));
    await rsvp(olivia, event.id, { status: 'going' });
    await rsvp(mia, event.id, { status: 'going', guests: 1 });
    await rsvp(noah, event.id, { status: 'maybe' });

    await book('2027-01-15T21:59:59Z');
    expect(await expensesOf(olivia, group.id)).toEqual([]);

    await Promise.all([book('2027-01-15T22:00:00Z'), book('2027-01-15T22:00:00Z')]);
    await book('2027-01-16T08:00:00Z');
    const expenses = await expensesOf(mia, group.id);
    expect(expenses).toHaveLength(1);
    const [expense] = expenses as [GroupExpense];
    expect(expense).toMatchObject({
      description: 'Team dinner',
      amount: '90.00',
      date: '2027-01-15',
      category: 'other',
      paidBy: { userId: olivia.user.id },
      createdBy: olivia.user.id,
    });
    expect(expense.split.mode).toBe('shares');
    expect(sharesOf(expense)).toEqual({ [olivia.user.id]: '30.00', [mia.user.id]: '60.00' });
    expect(await balanceTable(app, noah.cookie, group.id)).toEqual({ [olivia.user.id]: '60.00', [mia.user.id]: '-60.00', [noah.user.id]: '0.00' });

    const [miaSpending] = await database.db
      .select({ amountMinor: transactions.amountMinor, occurredOn: transactions.occurredOn })
      .from(transactions)
      .where(and(eq(transactions.groupExpenseId, expense.id), eq(transactions.userId, mia.user.id)));
    expect(miaSpending).toMatchObject({ amountMinor: 6000n });

    const after = await rsvp(noah, event.id, { status: 'going', guests: 3 });
    expect(after.cost).toMatchObject({ heads: 3, total: '90.00', perHead: '30.00', myShare: null, booking: { status: 'booked', groupExpenseId: expense.id } });
    await rsvp(mia, event.id, { status: 'cantGo' });
    await book('2027-01-20T08:00:00Z');
    expect(await expensesOf(olivia, group.id)).toHaveLength(1);
    expect(await balanceTable(app, olivia.cookie, group.id)).toEqual({ [olivia.user.id]: '60.00', [mia.user.id]: '-60.00', [noah.user.id]: '0.00' });
    const [seen] = await occurrencesOf(mia, event.id, ...january);
    expect(seen!.cost).toMatchObject({ heads: 3, myShare: '60.00' });
  });

  it('can be closed early by the organiser only, once; the job then leaves it', async () => {
    const group = await newGroup('Theatre');
    const event = await createEvent(app, mia.cookie, dinner(group.id, { title: 'Theatre', cost: { amount: '25', perPerson: true, paidBy: noah.user.id } }));
    const free = await createEvent(app, mia.cookie, dinner(group.id, { title: 'Walk', cost: null }));
    await rsvp(mia, event.id, { status: 'going', guests: 2 });
    await rsvp(olivia, event.id, { status: 'going' });

    expect((await noah.post(`/api/events/${event.id}/close`)).statusCode).toBe(403);
    expect((await oscar.post(`/api/events/${event.id}/close`)).statusCode).toBe(404);
    const noCost = await mia.post(`/api/events/${free.id}/close`);
    expect(noCost.statusCode).toBe(400);
    expect(noCost.json().message).toBeTruthy();
    expect(await expensesOf(mia, group.id)).toEqual([]);

    const closed = await mia.post(`/api/events/${event.id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json<CalendarEvent>().cost).toMatchObject({ heads: 4, total: '100.00', perHead: '25.00', myShare: '75.00', booking: { status: 'booked' } });
    expect((await mia.post(`/api/events/${event.id}/close`)).statusCode).toBe(409);
    // Olivia owns the group: she may edit the event, so she may close it too, but it is booked already.
    expect((await olivia.post(`/api/events/${event.id}/close`)).statusCode).toBe(409);
    await book('2027-02-01T00:00:00Z');
    const expenses = await expensesOf(noah, group.id);
    expect(expenses).toHaveLength(1);
    // Closed before it happens, the money is shared today: no expense carries a future date.
    expect(expenses[0]).toMatchObject({ amount: '100.00', paidBy: { userId: noah.user.id }, createdBy: mia.user.id, date: todayInZone('UTC') });
    expect(await balanceTable(app, noah.cookie, group.id)).toEqual({ [olivia.user.id]: '-25.00', [mia.user.id]: '-75.00', [noah.user.id]: '100.00' });
  });

  it('lets the organiser edit the booked expense, and the event shows the edit', async () => {
    const group = await newGroup('Karting');
    const event = await createEvent(app, mia.cookie, dinner(group.id, { title: 'Karting', cost: { amount: '60', paidBy: noah.user.id } }));
    await rsvp(mia, event.id, { status: 'going' });
    await rsvp(noah, event.id, { status: 'going' });
    const closed = (await mia.post(`/api/events/${event.id}/close`)).json<CalendarEvent>();
    const expenseId = closed.cost!.booking!.groupExpenseId!;
    const edited = await mia.patch(`/api/groups/${group.id}/expenses/${expenseId}`, { amount: '80' });
    expect(edited.statusCode).toBe(200);
    const [seen] = await occurrencesOf(noah, event.id, ...january);
    expect(seen!.cost).toMatchObject({ amount: '60.00', heads: 2, total: '80.00', perHead: '40.00', myShare: '40.00', booking: { status: 'booked', groupExpenseId: expenseId } });

    // Removing the cost afterwards leaves the booked expense, and the event still shows it.
    const removed = await putEvent(app, mia.cookie, `/api/events/${event.id}`, { ...dinner(group.id, { title: 'Karting' }), cost: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<CalendarEvent>().cost).toMatchObject({ total: '80.00', myShare: '40.00', booking: { groupExpenseId: expenseId } });
    expect(await expensesOf(noah, group.id)).toHaveLength(1);
  });

  it('books nothing when nobody goes, and marks a cost the group can no longer take', async () => {
    const group = await newGroup('Quiet ones');
    const lonely = await createEvent(app, olivia.cookie, dinner(group.id, { title: 'Lonely', startTime: '2027-01-05T19:00:00Z', endTime: '2027-01-05T20:00:00Z' }));
    const leaving = await createEvent(
      app,
      olivia.cookie,
      dinner(group.id, { title: 'Payer leaves', startTime: '2027-01-06T19:00:00Z', endTime: '2027-01-06T20:00:00Z', cost: { amount: '10', paidBy: noah.user.id } }),
    );
    await rsvp(mia, lonely.id, { status: 'maybe' });
    await rsvp(mia, leaving.id, { status: 'going' });
    await database.db.delete(groupMembers).where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, noah.user.id)));
    await book('2027-01-07T00:00:00Z');
    expect(await expensesOf(olivia, group.id)).toEqual([]);
    const seen = await listEvents(app, olivia.cookie, ...january);
    expect(seen.find((event) => event.id === lonely.id)!.cost!.booking).toMatchObject({ status: 'nobody', groupExpenseId: null });
    expect(seen.find((event) => event.id === leaving.id)!.cost!.booking).toMatchObject({ status: 'unbookable', groupExpenseId: null });

    const archived = await newGroup('Archived');
    const late = await createEvent(app, olivia.cookie, dinner(archived.id, { title: 'Too late' }));
    await rsvp(mia, late.id, { status: 'going' });
    await database.db.update(groups).set({ status: 'archived' }).where(eq(groups.id, archived.id));
    await book('2027-01-16T00:00:00Z');
    expect(await expensesOf(olivia, archived.id)).toEqual([]);
    expect((await occurrencesOf(olivia, late.id, ...january))[0]!.cost!.booking).toMatchObject({ status: 'unbookable' });
  });

  it('books an event at 23:30 local time on its local date', async () => {
    const group = await newGroup('Night owls', [lena]);
    // 23:30 in Los Angeles on 20 January is 07:30 UTC on the 21st.
    const event = await createEvent(
      app,
      lena.cookie,
      dinner(group.id, { title: 'Late show', startTime: '2027-01-21T07:30:00Z', endTime: '2027-01-21T09:00:00Z', cost: { amount: '20' } }),
    );
    await rsvp(lena, event.id, { status: 'going' });
    await rsvp(olivia, event.id, { status: 'going' });
    await book('2027-01-21T10:00:00Z');
    expect(await expensesOf(lena, group.id)).toMatchObject([{ description: 'Late show', date: '2027-01-20', amount: '20.00' }]);
  });
});

describe('a weekly series with a cost across the change to summer time in Berlin', () => {
  it('books each occurrence on its own local date, with its own answers', async () => {
    const group = await newGroup('Bouldering');
    // Tuesdays 19:00 in Berlin: 18:00 UTC before 28 March 2027, 17:00 UTC after.
    const series = await createEvent(app, olivia.cookie, {
      title: 'Bouldering',
      groupId: group.id,
      startTime: '2027-03-16T18:00:00Z',
      endTime: '2027-03-16T20:00:00Z',
      recurrence: 'FREQ=WEEKLY;COUNT=4',
      cost: { amount: '30' },
    });
    const range = ['2027-03-01T00:00:00Z', '2027-04-30T00:00:00Z'] as const;
    const starts = (await occurrencesOf(olivia, series.id, ...range)).map((event) => event.occurrenceStart);
    expect(starts).toEqual(['2027-03-16T18:00:00.000Z', '2027-03-23T18:00:00.000Z', '2027-03-30T17:00:00.000Z', '2027-04-06T17:00:00.000Z']);
    await rsvp(olivia, series.id, { status: 'going' });
    await rsvp(mia, series.id, { status: 'going' });
    await rsvp(noah, series.id, { status: 'going' });
    const thisOne = await rsvp(noah, series.id, { status: 'cantGo', scope: 'this', occurrence: '2027-03-30T17:00:00.000Z' });
    expect(thisOne.cost).toMatchObject({ heads: 2, perHead: '15.00', myShare: null });
    const shown = await occurrencesOf(mia, series.id, ...range);
    expect(shown.map((event) => event.cost!.myShare)).toEqual(['10.00', '10.00', '15.00', '10.00']);

    expect((await mia.post(`/api/events/${series.id}/close`)).statusCode).toBe(403);
    expect((await olivia.post(`/api/events/${series.id}/close`)).statusCode).toBe(400);

    await book('2027-03-24T00:00:00Z');
    expect((await expensesOf(olivia, group.id)).map((expense) => expense.date).sort()).toEqual(['2027-03-16', '2027-03-23']);
    // Answering "all" later leaves the booked occurrences alone but replaces the single answer still open.
    await rsvp(noah, series.id, { status: 'going', guests: 1 });
    await book('2027-04-10T00:00:00Z');
    const expenses = (await expensesOf(olivia, group.id)).sort((a, b) => a.date.localeCompare(b.date));
    expect(expenses.map((expense) => expense.date)).toEqual(['2027-03-16', '2027-03-23', '2027-03-30', '2027-04-06']);
    expect(expenses.map((expense) => sharesOf(expense)[noah.user.id] ?? null)).toEqual(['10.00', '10.00', '15.00', '15.00']);
    expect(expenses.map((expense) => expense.split.members.length)).toEqual([3, 3, 3, 3]);
    const booked = await occurrencesOf(noah, series.id, ...range);
    expect(booked.map((event) => event.cost!.booking?.status)).toEqual(['booked', 'booked', 'booked', 'booked']);
    expect(booked.map((event) => event.cost!.myShare)).toEqual(['10.00', '10.00', '15.00', '15.00']);
  });

  it('closes one occurrence early by name and never books a cancelled one', async () => {
    const group = await newGroup('Choir');
    const series = await createEvent(app, olivia.cookie, {
      title: 'Choir',
      groupId: group.id,
      startTime: '2027-10-19T17:00:00Z',
      endTime: '2027-10-19T19:00:00Z',
      recurrence: 'FREQ=WEEKLY;COUNT=3',
      cost: { amount: '12' },
    });
    await rsvp(mia, series.id, { status: 'going' });
    // Back to winter time on 31 October 2027: 19:00 in Berlin is 17:00 UTC before, 18:00 UTC after.
    expect((await olivia.delete(`/api/events/${series.id}?scope=this&occurrence=2027-10-26T17:00:00.000Z`)).statusCode).toBe(204);
    const closed = await olivia.post(`/api/events/${series.id}/close?occurrence=${encodeURIComponent('2027-11-02T18:00:00.000Z')}`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json<CalendarEvent>()).toMatchObject({ occurrenceStart: '2027-11-02T18:00:00.000Z', cost: { booking: { status: 'booked' }, myShare: null } });
    expect((await olivia.post(`/api/events/${series.id}/close?occurrence=${encodeURIComponent('2027-10-26T17:00:00.000Z')}`)).statusCode).toBe(404);
    await book('2027-12-01T00:00:00Z');
    const expenses = (await expensesOf(mia, group.id)).map((expense) => expense.date).sort();
    // The occurrence closed early books today; the other on its own day when it has ended.
    expect(expenses).toEqual([todayInZone('Europe/Berlin'), '2027-10-19']);
  });
});

describe('balances after booked event costs', () => {
  it('always add up to zero, and each expense’s shares to its amount, whatever the answers', async () => {
    const people = [olivia, mia, noah, lena, oscar];
    const group = await newGroup('Everyone', [mia, noah, lena, oscar]);
    const answer = fc.record({
      who: fc.integer({ min: 0, max: people.length - 1 }),
      status: fc.constantFrom('going', 'maybe', 'cantGo'),
      guests: fc.integer({ min: 0, max: 10 }),
    });
    let day = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: people.length }),
        fc.array(answer, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.boolean(),
        fc.integer({ min: 0, max: people.length - 1 }),
        async (count, answers, cents, perPerson, payer) => {
          day += 1;
          const start = new Date(Date.UTC(2027, 5, 1) + day * 86_400_000);
          const amount = (cents / 100).toFixed(2);
          const paidBy = people[payer % count]!.user.id;
          const event = await createEvent(app, olivia.cookie, {
            title: `Outing ${day}`,
            groupId: group.id,
            startTime: start.toISOString(),
            endTime: new Date(start.getTime() + 3_600_000).toISOString(),
            cost: { amount, perPerson, paidBy },
          });
          for (const item of answers) await rsvp(people[item.who % count]!, event.id, { status: item.status, guests: item.guests });
          const before = await occurrencesOf(olivia, event.id, start.toISOString(), new Date(start.getTime() + 86_400_000).toISOString());
          await book(new Date(start.getTime() + 7_200_000).toISOString());
          const expense = (await expensesOf(olivia, group.id)).find((item) => item.description === `Outing ${day}`);
          const heads = before[0]!.cost!.heads;
          if (heads === 0) {
            expect(expense).toBeUndefined();
          } else {
            const total = signedMinor(expense!.amount);
            expect(total).toBe(perPerson ? BigInt(cents) * BigInt(heads) : BigInt(cents));
            expect(expense!.split.members.reduce((sum, member) => sum + signedMinor(member.share), 0n)).toBe(total);
          }
          const balances = await groupBalances(database.db, group.id, olivia.user.id);
          expect(balances.balances.reduce((sum, balance) => sum + signedMinor(balance.amount), 0n)).toBe(0n);
        },
      ),
      { numRuns: 15 },
    );
  });
});
