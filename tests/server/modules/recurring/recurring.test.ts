import { describe, expect, it } from 'vitest';
import type { Schedule, Suggestion, Upcoming } from '../../../../src/domain/recurring/recurring';
import { addDays, addMonths, todayInZone } from '../../../../src/domain/shared/dates';
import type { Transaction } from '../../../../src/domain/transactions/transactions';
import { postDueOccurrences } from '../../../../src/server/modules/recurring/post-due';
import { signedInAgent, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();

const today = todayInZone('UTC');
const weekdayCodes = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const weekdayOf = (date: string) => weekdayCodes[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
/** Weekly on the weekday of `startsOn`, so the rule falls on `startsOn` and every 7 days after. */
const weeklyFrom = (startsOn: string) => `FREQ=WEEKLY;BYDAY=${weekdayOf(startsOn)}`;

const person = () => signedInAgent(app, { timezone: 'UTC' });

const scheduleBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'expense',
  category: 'utilities',
  amount: '50.00',
  description: 'Power company',
  rule: 'FREQ=MONTHLY;BYMONTHDAY=1',
  startsOn: today,
  ...overrides,
});

async function createSchedule(agent: Agent, overrides: Record<string, unknown> = {}): Promise<Schedule> {
  const response = await agent.post('/api/recurring', scheduleBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Schedule>();
}

const upcoming = async (agent: Agent, days = 30) => (await agent.get(`/api/recurring/upcoming?days=${days}`)).json<Upcoming>();
const transactionsOf = async (agent: Agent) => (await agent.get('/api/transactions?limit=200')).json<{ items: Transaction[] }>().items;
const importRows = (agent: Agent, rows: Record<string, unknown>[]) => agent.post('/api/transactions/import', { rows });

describe('recurring schedules', () => {
  it('are created, read, edited and deleted by their owner only, each with its next due date', async () => {
    const ana = await person();
    const ben = await person();
    const schedule = await createSchedule(ana, { rule: weeklyFrom(addDays(today, 3)), startsOn: addDays(today, 3), tolerancePercent: 10 });
    expect(schedule).toMatchObject({ currency: 'USD', amount: '50.00', minAmount: '45.00', maxAmount: '55.00', weekend: 'none', autoPost: false, nextDueOn: addDays(today, 3) });

    expect((await ben.get(`/api/recurring/${schedule.id}`)).statusCode).toBe(404);
    expect((await ben.patch(`/api/recurring/${schedule.id}`, { amount: '1' })).statusCode).toBe(404);
    expect((await ben.delete(`/api/recurring/${schedule.id}`)).statusCode).toBe(404);
    expect((await ben.post(`/api/recurring/${schedule.id}/occurrences/${addDays(today, 3)}/skip`)).statusCode).toBe(404);
    expect((await ben.get('/api/recurring')).json()).toEqual([]);

    const edited = await ana.patch(`/api/recurring/${schedule.id}`, { amount: '60', description: 'Electricity' });
    expect(edited.json()).toMatchObject({ amount: '60.00', description: 'Electricity', nextDueOn: addDays(today, 3) });
    expect((await ana.get('/api/recurring')).json<Schedule[]>().map((entry) => entry.id)).toEqual([schedule.id]);
    expect((await ana.delete(`/api/recurring/${schedule.id}`)).statusCode).toBe(204);
    expect((await ana.get(`/api/recurring/${schedule.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a clear text on the field and saves nothing', async () => {
    const ana = await person();
    const refused = async (overrides: Record<string, unknown>) => {
      const response = await ana.post('/api/recurring', scheduleBody(overrides));
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ fieldErrors: Record<string, string> }>().fieldErrors;
    };
    expect(await refused({ rule: 'every month' })).toEqual({
      rule: 'This repeat rule is not valid. Write it as RFC 5545 RRULE parts, such as FREQ=MONTHLY;BYMONTHDAY=1',
    });
    expect(await refused({ rule: 'FREQ=HOURLY' })).toHaveProperty('rule');
    expect(await refused({ rule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30' })).toEqual({ rule: 'This repeat rule never falls on a date between the start and the end' });
    expect(await refused({ rule: 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20000101' })).toEqual({ rule: 'This repeat rule never falls on a date between the start and the end' });
    expect(await refused({ tolerancePercent: 101 })).toEqual({ tolerancePercent: 'Enter a whole percentage from 0 to 100' });
    expect(await refused({ weekend: 'sometimes' })).toEqual({ weekend: 'Choose none, before or after' });
    expect(await refused({ endsOn: addDays(today, -1) })).toEqual({ endsOn: 'The end date must be on or after the first date' });
    expect(await refused({ category: 'salary' })).toHaveProperty('category');
    expect(await refused({ amount: '12.345' })).toHaveProperty('amount');
    for (const days of ['0', '366', 'soon']) {
      const response = await ana.get(`/api/recurring/upcoming?days=${days}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ days: 'Enter a whole number of days from 1 to 365' });
    }
    expect((await ana.get('/api/recurring')).json()).toEqual([]);
  });
});

describe('upcoming occurrences', () => {
  it('lists overdue, upcoming and paid ones; posting pays one now and skipping leaves it', async () => {
    const ana = await person();
    const startsOn = addDays(today, -14);
    const schedule = await createSchedule(ana, { rule: weeklyFrom(startsOn), startsOn, amount: '20', tolerancePercent: 5, description: 'Cleaner' });

    const before = await upcoming(ana, 10);
    expect(before.map((item) => [item.dueOn, item.state])).toEqual([
      [addDays(today, -14), 'overdue'],
      [addDays(today, -7), 'overdue'],
      [today, 'upcoming'],
      [addDays(today, 7), 'upcoming'],
    ]);
    expect(before[0]).toMatchObject({
      scheduleId: schedule.id,
      amount: '20.00',
      minAmount: '19.00',
      maxAmount: '21.00',
      description: 'Cleaner',
      category: 'utilities',
      type: 'expense',
      overdue: true,
    });

    const posted = await ana.post(`/api/recurring/${schedule.id}/occurrences/${addDays(today, -7)}/post`);
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json().transaction).toMatchObject({ amount: '20.00', date: addDays(today, -7), description: 'Cleaner' });
    expect((await ana.post(`/api/recurring/${schedule.id}/occurrences/${addDays(today, -7)}/post`)).statusCode).toBe(409);
    expect((await ana.post(`/api/recurring/${schedule.id}/occurrences/${addDays(today, -14)}/skip`)).statusCode).toBe(200);
    const wrongDay = await ana.post(`/api/recurring/${schedule.id}/occurrences/${addDays(today, -13)}/skip`);
    expect(wrongDay.statusCode).toBe(400);
    expect(wrongDay.json().fieldErrors).toEqual({ date: 'This schedule has no payment on that date' });

    const after = await upcoming(ana, 10);
    expect(after.map((item) => [item.dueOn, item.state])).toEqual([
      [today, 'upcoming'],
      [addDays(today, 7), 'upcoming'],
      [addDays(today, -14), 'skipped'],
      [addDays(today, -7), 'paid'],
    ]);
    expect(await transactionsOf(ana)).toHaveLength(1);
    expect((await ana.get(`/api/recurring/${schedule.id}`)).json<Schedule>().nextDueOn).toBe(today);
  });

  it('moves an occurrence on a weekend to the Friday before or the Monday after', async () => {
    const ana = await person();
    let saturday = addDays(today, 1);
    while (weekdayOf(saturday) !== 'SA') saturday = addDays(saturday, 1);
    const rule = 'FREQ=WEEKLY;BYDAY=SA';
    const before = await createSchedule(ana, { rule, startsOn: saturday, weekend: 'before', endsOn: saturday });
    const after = await createSchedule(ana, { rule, startsOn: saturday, weekend: 'after', endsOn: saturday });
    expect(before.nextDueOn).toBe(addDays(saturday, -1));
    expect(after.nextDueOn).toBe(addDays(saturday, 2));
  });
});

describe('the posting job', () => {
  it('posts each due auto-post occurrence once, however often it runs', async () => {
    const ana = await person();
    const startsOn = addDays(today, -7);
    await createSchedule(ana, { rule: weeklyFrom(startsOn), startsOn, amount: '9.99', description: 'Streaming', autoPost: true });
    await createSchedule(ana, { rule: weeklyFrom(startsOn), startsOn, amount: '5', description: 'Waits for me' });
    await postDueOccurrences(database.db);
    await postDueOccurrences(database.db);
    const posted = await transactionsOf(ana);
    expect(posted.map((entry) => [entry.date, entry.amount, entry.description])).toEqual([
      [today, '9.99', 'Streaming'],
      [startsOn, '9.99', 'Streaming'],
    ]);
    expect((await upcoming(ana, 1)).filter((item) => item.state === 'posted')).toHaveLength(2);
  });

  it('decides what is due with the owner’s time zone', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const kiribati = await signedInAgent(app, { timezone: 'Pacific/Kiritimati' });
    const utc = await person();
    const body = { rule: 'FREQ=DAILY', startsOn: '2026-03-02', endsOn: '2026-03-02', autoPost: true };
    await createSchedule(kiribati, body);
    await createSchedule(utc, body);
    await postDueOccurrences(database.db, { now });
    expect((await transactionsOf(kiribati)).map((entry) => entry.date)).toEqual(['2026-03-02']);
    expect(await transactionsOf(utc)).toEqual([]);
  });
});

describe('matching real transactions', () => {
  it('marks the occurrence paid by a hand-entered transaction, once, and the job then posts nothing', async () => {
    const ana = await person();
    const dueOn = addDays(today, 1);
    const schedule = await createSchedule(ana, { rule: 'FREQ=DAILY', startsOn: dueOn, endsOn: dueOn, amount: '50', tolerancePercent: 10, autoPost: true });
    const paying = (await ana.post('/api/transactions', { type: 'expense', category: 'groceries', amount: '53', description: 'POWER CO', date: today })).json<Transaction>();
    await ana.post('/api/transactions', { type: 'expense', category: 'utilities', amount: '53', description: 'Power company', date: today });
    await ana.post('/api/transactions', { type: 'expense', category: 'utilities', amount: '56', description: 'Too much', date: today });

    const [occurrence] = await upcoming(ana);
    expect(occurrence).toMatchObject({ scheduleId: schedule.id, state: 'paid' });
    // The first that fits pays it (another category is fine); a second one that fits stays an ordinary transaction.
    expect(occurrence!.transactionId).toBe(paying.id);
    await postDueOccurrences(database.db, { now: new Date(`${dueOn}T12:00:00Z`) });
    expect(await transactionsOf(ana)).toHaveLength(3);
  });

  it('links what the user already paid when a schedule starts in the past, so it is neither overdue nor posted again', async () => {
    const ana = await person();
    const startsOn = addDays(today, -7);
    const paid = (
      await ana.post('/api/transactions', { type: 'expense', category: 'utilities', amount: '20', description: 'Cleaner', date: addDays(startsOn, 1) })
    ).json<Transaction>();
    await createSchedule(ana, { rule: weeklyFrom(startsOn), startsOn, amount: '20', description: 'Cleaner', autoPost: true, endsOn: startsOn });
    expect(await upcoming(ana)).toMatchObject([{ dueOn: startsOn, state: 'paid', transactionId: paid.id }]);
    await postDueOccurrences(database.db);
    expect(await transactionsOf(ana)).toHaveLength(1);
  });

  it('replaces the posted row when an imported transaction pays an occurrence the job posted', async () => {
    const ana = await person();
    const dueOn = addDays(today, -1);
    await createSchedule(ana, { rule: 'FREQ=DAILY', startsOn: dueOn, endsOn: dueOn, amount: '30', autoPost: true, category: 'rent', description: 'Rent' });
    await postDueOccurrences(database.db);
    const [posted] = await transactionsOf(ana);
    expect(posted).toMatchObject({ amount: '30.00', date: dueOn });

    const imported = await importRows(ana, [{ type: 'expense', category: 'rent', amount: '30', description: 'RENT MARCH', date: today }]);
    expect(imported.statusCode, imported.body).toBe(201);
    const after = await transactionsOf(ana);
    expect(after.map((entry) => [entry.date, entry.description])).toEqual([[today, 'RENT MARCH']]);
    const [occurrence] = await upcoming(ana);
    expect(occurrence).toMatchObject({ state: 'paid', transactionId: after[0]!.id });
  });

  it('matches a transaction whose edit brings it within the tolerance, and keeps the one an occurrence already has', async () => {
    const ana = await person();
    const dueOn = addDays(today, -1);
    await createSchedule(ana, { rule: 'FREQ=DAILY', startsOn: dueOn, endsOn: dueOn, amount: '40', tolerancePercent: 5, description: 'Water' });
    const typo = (await ana.post('/api/transactions', { type: 'expense', category: 'utilities', amount: '4', description: 'Water', date: today })).json<Transaction>();
    expect((await upcoming(ana))[0]).toMatchObject({ state: 'overdue' });

    expect((await ana.patch(`/api/transactions/${typo.id}`, { amount: '41' })).statusCode).toBe(200);
    expect((await upcoming(ana))[0]).toMatchObject({ state: 'paid', transactionId: typo.id });
    const other = (await ana.post('/api/transactions', { type: 'expense', category: 'utilities', amount: '40', description: 'Water', date: today })).json<Transaction>();
    expect((await ana.patch(`/api/transactions/${other.id}`, { description: 'Water again' })).statusCode).toBe(200);
    expect((await upcoming(ana))[0]).toMatchObject({ state: 'paid', transactionId: typo.id });
  });

  it('opens the occurrence again when the transaction that paid it is deleted, and skips one the job posted', async () => {
    const ana = await person();
    const dueOn = addDays(today, -1);
    await createSchedule(ana, { rule: 'FREQ=DAILY', startsOn: dueOn, endsOn: dueOn, amount: '12', description: 'Paper' });
    await createSchedule(ana, { rule: 'FREQ=DAILY', startsOn: dueOn, endsOn: dueOn, amount: '30', autoPost: true, category: 'rent', description: 'Rent' });
    await postDueOccurrences(database.db);
    const paying = (await ana.post('/api/transactions', { type: 'expense', category: 'other', amount: '12', description: 'Paper', date: today })).json<Transaction>();
    const posted = (await transactionsOf(ana)).find((entry) => entry.description === 'Rent')!;
    const stateOf = async (description: string) => (await upcoming(ana)).find((item) => item.description === description)?.state;
    expect([await stateOf('Paper'), await stateOf('Rent')]).toEqual(['paid', 'posted']);

    expect((await ana.delete(`/api/transactions/${paying.id}`)).statusCode).toBe(204);
    expect((await ana.delete(`/api/transactions/${posted.id}`)).statusCode).toBe(204);
    await postDueOccurrences(database.db);
    expect([await stateOf('Paper'), await stateOf('Rent')]).toEqual(['overdue', 'skipped']);
    expect(await transactionsOf(ana)).toEqual([]);
  });

  it('pays two occurrences with two imported rows, never one with both', async () => {
    const ana = await person();
    const startsOn = addDays(today, -7);
    await createSchedule(ana, { rule: weeklyFrom(startsOn), startsOn, amount: '10', description: 'Gym' });
    const imported = await importRows(ana, [
      { type: 'expense', category: 'utilities', amount: '10', description: 'Gym', date: startsOn },
      { type: 'expense', category: 'utilities', amount: '10', description: 'Gym', date: addDays(startsOn, 1) },
      { type: 'expense', category: 'utilities', amount: '10', description: 'Gym', date: today },
    ]);
    expect(imported.statusCode, imported.body).toBe(201);
    const items = await upcoming(ana, 1);
    expect(items.map((item) => [item.dueOn, item.state])).toEqual([
      [startsOn, 'paid'],
      [today, 'paid'],
    ]);
    expect(new Set(items.map((item) => item.transactionId)).size).toBe(2);
  });
});

describe('suggestions', () => {
  it('proposes a monthly payment seen three times, and not once it has a schedule', async () => {
    const ana = await person();
    const last = addDays(today, -5);
    for (const months of [-3, -2, -1, 0]) {
      await ana.post('/api/transactions', {
        type: 'expense',
        category: 'entertainment',
        amount: months === -1 ? '16.49' : '15.99',
        description: 'Netflix.com',
        date: addMonths(last, months),
      });
    }
    await ana.post('/api/transactions', { type: 'expense', category: 'dining', amount: '40', description: 'Pizza', date: last });
    const suggestions = (await ana.get('/api/recurring/suggestions')).json<Suggestion[]>();
    expect(suggestions).toHaveLength(1);
    const [proposal] = suggestions;
    expect(proposal).toMatchObject({ interval: 'monthly', amount: '15.99', tolerancePercent: 4, category: 'entertainment', description: 'Netflix.com', occurrences: 4 });
    expect(proposal!.rule).toBe(`FREQ=MONTHLY;BYMONTHDAY=${Number(last.slice(8))}`);

    const { interval: _interval, occurrences: _occurrences, lastOn: _lastOn, ...body } = proposal!;
    expect((await ana.post('/api/recurring', body)).statusCode).toBe(201);
    expect((await ana.get('/api/recurring/suggestions')).json()).toEqual([]);
  });
});
