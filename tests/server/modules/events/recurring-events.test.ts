import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../../src/domain/events/events';
import { createEvent, listEvents, putEvent, signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app } = await createTestApp();
const berliner = await signedInAgent(app, { timezone: 'Europe/Berlin' });
const other = await signedInAgent(app);

const starts = (events: CalendarEvent[]) => events.map((event) => event.startTime);
const berlinClock = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

describe('recurring events', () => {
  it('keeps a weekly 09:00 Berlin event at 09:00 local across the March change', async () => {
    const series = await createEvent(app, berliner.cookie, {
      title: 'Yoga',
      startTime: '2026-03-16T08:00:00Z',
      endTime: '2026-03-16T09:00:00Z',
      recurrence: 'RRULE:FREQ=WEEKLY;BYDAY=MO',
    });
    expect(series).toMatchObject({ recurrence: 'FREQ=WEEKLY;BYDAY=MO', occurrenceStart: '2026-03-16T08:00:00.000Z' });
    const march = (await listEvents(app, berliner.cookie, '2026-03-15T00:00:00Z', '2026-04-07T00:00:00Z')).filter((event) => event.id === series.id);
    expect(starts(march)).toEqual(['2026-03-16T08:00:00.000Z', '2026-03-23T08:00:00.000Z', '2026-03-30T07:00:00.000Z', '2026-04-06T07:00:00.000Z']);
    expect(march.map((event) => berlinClock(event.startTime))).toEqual(['09:00', '09:00', '09:00', '09:00']);
    expect(march.map((event) => event.occurrenceStart)).toEqual(starts(march));
    expect(march.every((event) => new Date(event.endTime).getTime() - new Date(event.startTime).getTime() === 3_600_000)).toBe(true);
  });

  it('keeps it at 09:00 local across the October change too', async () => {
    const series = await createEvent(app, berliner.cookie, {
      title: 'Choir',
      startTime: '2026-10-19T07:00:00Z',
      endTime: '2026-10-19T08:30:00Z',
      recurrence: 'FREQ=WEEKLY;COUNT=3',
    });
    const autumn = (await listEvents(app, berliner.cookie, '2026-10-01T00:00:00Z', '2026-12-01T00:00:00Z')).filter((event) => event.id === series.id);
    expect(starts(autumn)).toEqual(['2026-10-19T07:00:00.000Z', '2026-10-26T08:00:00.000Z', '2026-11-02T08:00:00.000Z']);
  });

  it('expands only the occurrences inside the range, a nightly event spanning midnight included', async () => {
    const series = await createEvent(app, berliner.cookie, {
      title: 'Night watch',
      startTime: '2026-05-01T20:00:00Z',
      endTime: '2026-05-02T04:00:00Z',
      recurrence: 'FREQ=DAILY;INTERVAL=2;UNTIL=20260510',
    });
    const range = (await listEvents(app, berliner.cookie, '2026-05-04T00:00:00Z', '2026-05-08T00:00:00Z')).filter((event) => event.id === series.id);
    expect(starts(range)).toEqual(['2026-05-03T20:00:00.000Z', '2026-05-05T20:00:00.000Z', '2026-05-07T20:00:00.000Z']);
    const after = await listEvents(app, berliner.cookie, '2026-05-10T00:00:00Z', '2026-06-10T00:00:00Z');
    expect(starts(after.filter((event) => event.id === series.id))).toEqual(['2026-05-09T20:00:00.000Z']);
  });

  it('starts a series where its rule first falls', async () => {
    const series = await createEvent(app, berliner.cookie, {
      title: 'Tuesday club',
      startTime: '2026-06-01T16:00:00Z',
      endTime: '2026-06-01T17:00:00Z',
      recurrence: 'FREQ=WEEKLY;BYDAY=TU,TH',
    });
    expect(series.startTime).toBe('2026-06-02T16:00:00.000Z');
  });

  it.each([
    ['FREQ=HOURLY', 'Events repeat daily, weekly, monthly or yearly, with an optional interval, weekdays, and a number of times or an end date'],
    ['FREQ=DAILY;BYHOUR=9', 'Events repeat daily, weekly, monthly or yearly, with an optional interval, weekdays, and a number of times or an end date'],
    ['FREQ=DAILY;COUNT=5;UNTIL=20270101', 'Choose a number of times or an end date, not both'],
    ['FREQ=DAILY;COUNT=1001', 'A series can repeat at most 1000 times'],
    ['FREQ=WEEKLY;BYDAY=XX', 'This repeat rule could not be read'],
    ['every monday', 'This repeat rule could not be read'],
    ['FREQ=DAILY;UNTIL=20200101', 'The repeat end date must be after the first occurrence'],
  ])('refuses %s with “%s”', async (recurrence, message) => {
    const response = await berliner.post('/api/events', { title: 'x', startTime: '2026-06-01T16:00:00Z', endTime: '2026-06-01T17:00:00Z', recurrence });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fieldErrors: { recurrence: message } });
  });

  it('expands a daily series over the longest range, one occurrence a day', async () => {
    await createEvent(app, other.cookie, { title: 'Daily', startTime: '2026-01-01T06:00:00Z', endTime: '2026-01-01T06:10:00Z', recurrence: 'FREQ=DAILY' });
    const year = await listEvents(app, other.cookie, '2026-01-01T00:00:00Z', '2027-02-01T00:00:00Z');
    expect(year).toHaveLength(396);
  });
});

describe('one occurrence of a series', () => {
  const weekly = { title: 'Swim', startTime: '2026-04-06T16:00:00Z', endTime: '2026-04-06T17:00:00Z', recurrence: 'FREQ=WEEKLY;COUNT=4' };
  const april = ['2026-04-01T00:00:00Z', '2026-05-01T00:00:00Z'] as const;

  it('is changed alone with scope=this and cancelled alone with DELETE scope=this', async () => {
    const series = await createEvent(app, berliner.cookie, weekly);
    const second = '2026-04-13T16:00:00.000Z';
    const edited = await putEvent(app, berliner.cookie, `/api/events/${series.id}?occurrence=${second}&scope=this`, {
      title: 'Swim (late lane)',
      startTime: '2026-04-14T18:00:00Z',
      endTime: '2026-04-14T19:00:00Z',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: series.id, title: 'Swim (late lane)', startTime: '2026-04-14T18:00:00.000Z', occurrenceStart: second });
    expect((await berliner.delete(`/api/events/${series.id}?occurrence=2026-04-20T16:00:00.000Z&scope=this`)).statusCode).toBe(204);
    const listed = (await listEvents(app, berliner.cookie, ...april)).filter((event) => event.id === series.id);
    expect(listed.map((event) => [event.title, event.startTime])).toEqual([
      ['Swim', '2026-04-06T16:00:00.000Z'],
      ['Swim (late lane)', '2026-04-14T18:00:00.000Z'],
      ['Swim', '2026-04-27T16:00:00.000Z'],
    ]);
    expect((await berliner.delete(`/api/events/${series.id}?occurrence=2026-04-20T16:00:00.000Z&scope=this`)).statusCode).toBe(404);
  });

  it('follows series text edits where it was not changed, and is reset when the timing changes', async () => {
    const series = await createEvent(app, berliner.cookie, { ...weekly, title: 'Run' });
    await putEvent(app, berliner.cookie, `/api/events/${series.id}?occurrence=2026-04-13T16:00:00Z&scope=this`, {
      title: 'Run',
      location: 'Park',
      startTime: '2026-04-13T16:00:00Z',
      endTime: '2026-04-13T17:00:00Z',
    });
    await putEvent(app, berliner.cookie, `/api/events/${series.id}`, { ...weekly, title: 'Long run', recurrence: undefined });
    let listed = (await listEvents(app, berliner.cookie, ...april)).filter((event) => event.id === series.id);
    expect(listed.map((event) => [event.title, event.location])).toEqual([
      ['Long run', null],
      ['Long run', 'Park'],
      ['Long run', null],
      ['Long run', null],
    ]);
    await putEvent(app, berliner.cookie, `/api/events/${series.id}`, { ...weekly, title: 'Long run', startTime: '2026-04-06T17:00:00Z', endTime: '2026-04-06T18:00:00Z' });
    listed = (await listEvents(app, berliner.cookie, ...april)).filter((event) => event.id === series.id);
    expect(listed.map((event) => event.location)).toEqual([null, null, null, null]);
  });

  it('answers 404 for a start the series does not have, and 400 without an occurrence', async () => {
    const series = await createEvent(app, berliner.cookie, weekly);
    const payload = { title: 'x', startTime: '2026-04-14T18:00:00Z', endTime: '2026-04-14T19:00:00Z' };
    expect((await putEvent(app, berliner.cookie, `/api/events/${series.id}?occurrence=2026-04-14T16:00:00Z&scope=this`, payload)).statusCode).toBe(404);
    const missing = await putEvent(app, berliner.cookie, `/api/events/${series.id}?scope=this`, payload);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Name the occurrence to change with its original start time');
    expect((await other.delete(`/api/events/${series.id}?occurrence=2026-04-13T16:00:00Z&scope=this`)).statusCode).toBe(404);
  });

  it('shows an occurrence moved before the series’ first start on its new day', async () => {
    const series = await createEvent(app, berliner.cookie, { ...weekly, title: 'Early bird' });
    await putEvent(app, berliner.cookie, `/api/events/${series.id}?occurrence=${series.startTime}&scope=this`, {
      title: 'Early bird',
      startTime: '2026-04-05T16:00:00Z',
      endTime: '2026-04-05T17:00:00Z',
    });
    const sunday = await listEvents(app, berliner.cookie, '2026-04-05T00:00:00Z', '2026-04-06T00:00:00Z');
    expect(sunday.filter((event) => event.id === series.id).map((event) => [event.startTime, event.occurrenceStart])).toEqual([
      ['2026-04-05T16:00:00.000Z', '2026-04-06T16:00:00.000Z'],
    ]);
    const monday = await listEvents(app, berliner.cookie, '2026-04-06T00:00:00Z', '2026-04-07T00:00:00Z');
    expect(monday.some((event) => event.id === series.id)).toBe(false);
  });

  it('deletes the whole series by default', async () => {
    const series = await createEvent(app, berliner.cookie, { ...weekly, title: 'Gone' });
    expect((await berliner.delete(`/api/events/${series.id}?occurrence=2026-04-13T16:00:00Z`)).statusCode).toBe(204);
    expect((await listEvents(app, berliner.cookie, ...april)).some((event) => event.id === series.id)).toBe(false);
  });
});

describe('upcoming events', () => {
  it('lists the next occurrences from now, soonest first, up to the limit', async () => {
    const planner = await signedInAgent(app);
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    const iso = (offsetHours: number) => new Date(soon.getTime() + offsetHours * 3_600_000).toISOString();
    await createEvent(app, planner.cookie, { title: 'Past', startTime: iso(-30), endTime: iso(-29) });
    await createEvent(app, planner.cookie, { title: 'Later', startTime: iso(50), endTime: iso(51) });
    await createEvent(app, planner.cookie, { title: 'Daily', startTime: iso(0), endTime: iso(1), recurrence: 'FREQ=DAILY;COUNT=20' });
    const response = await planner.get('/api/events/upcoming');
    expect(response.statusCode).toBe(200);
    const titles = response.json<CalendarEvent[]>().map((event) => event.title);
    expect(titles).toEqual(['Daily', 'Daily', 'Daily', 'Later', 'Daily', 'Daily', 'Daily', 'Daily', 'Daily', 'Daily']);
    const three = await planner.get('/api/events/upcoming?limit=3');
    expect(three.json<CalendarEvent[]>()).toHaveLength(3);
    expect((await planner.get('/api/events/upcoming?limit=0')).statusCode).toBe(400);
    expect((await planner.get('/api/events/upcoming?limit=51')).json().message).toBe('Limit must be a whole number from 1 to 50');
    expect((await other.get('/api/events/upcoming')).json<CalendarEvent[]>().some((event) => event.title === 'Later')).toBe(false);
  });
});
