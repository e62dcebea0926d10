import ICAL from 'ical.js';
import { inEnglish } from '../../../../src/domain/shared/message-text';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../src/domain/shared/dates';
import { eventRuleMessages, type CalendarEvent, type CalendarShare, type PublicCalendar } from '../../../../src/domain/events/events';
import { createEvent, putEvent, seedGroup, signedInAgent } from '../../support/factories';
import { publishProblems } from '../../support/ics-publish-rules';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();
// Far apart on the clock: Los Angeles is a day behind Auckland for most of every day.
const lena = await signedInAgent(app, { firstName: 'Lena', lastName: 'Lopez', timezone: 'America/Los_Angeles' });
const kiri = await signedInAgent(app, { firstName: 'Kiri', lastName: 'Kahu', timezone: 'Pacific/Auckland' });
const outsider = await signedInAgent(app, { firstName: 'Otto', lastName: 'Olsen' });
const family = await seedGroup(database.db, lena.user, [{ id: kiri.user.id }], { name: 'Family' });

const today = new Date().toISOString().slice(0, 10);
const day = (offset: number) => addDays(today, offset);

/** The agent's events between two local dates (midnight to midnight in their zone, asked as instants around them). */
async function eventsOn(agent: typeof lena, first: string, last: string, zoneOffsetHours: number): Promise<CalendarEvent[]> {
  const from = new Date(Date.parse(`${first}T00:00:00Z`) - zoneOffsetHours * 3_600_000).toISOString();
  const to = new Date(Date.parse(`${addDays(last, 1)}T00:00:00Z`) - zoneOffsetHours * 3_600_000).toISOString();
  const response = await agent.get(`/api/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
  expect(response.statusCode).toBe(200);
  return response.json<CalendarEvent[]>();
}

describe('all-day events', () => {
  it('are created with dates, the last day included, and read on the same days in every time zone', async () => {
    const trip = await createEvent(app, lena.cookie, { title: 'Trip to Porto', allDay: true, startTime: day(10), endTime: day(12), groupId: family.id });
    expect(trip).toMatchObject({ allDay: true, startTime: day(10), endTime: day(12) });
    for (const [agent, offset] of [
      [lena, -8],
      [kiri, 13],
    ] as const) {
      const shown = (await eventsOn(agent, day(12), day(12), offset)).filter((event) => event.id === trip.id);
      expect(shown).toEqual([expect.objectContaining({ allDay: true, startTime: day(10), endTime: day(12) })]);
      expect((await eventsOn(agent, day(13), day(14), offset)).some((event) => event.id === trip.id)).toBe(false);
      expect((await eventsOn(agent, day(8), day(9), offset)).some((event) => event.id === trip.id)).toBe(false);
    }
    expect((await outsider.get(`/api/events/${trip.id}/ics`)).statusCode).toBe(404);
  });

  it('refuse an end date before the start date, and times where dates are due', async () => {
    const backwards = await lena.post('/api/events', { title: 'Trip', allDay: true, startTime: day(5), endTime: day(4) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ message: inEnglish(eventRuleMessages.endDateBeforeStart), fieldErrors: { endTime: inEnglish(eventRuleMessages.endDateBeforeStart) } });
    const timed = await lena.post('/api/events', { title: 'Trip', allDay: true, startTime: `${day(5)}T10:00:00Z`, endTime: day(6) });
    expect(timed.statusCode).toBe(400);
    expect(timed.json()).toMatchObject({ fieldErrors: { startTime: inEnglish(eventRuleMessages.allDayDate) } });
  });

  it('switch to and from times when edited, and take RSVPs like any group event', async () => {
    const party = await createEvent(app, lena.cookie, { title: 'Party', groupId: family.id });
    const allDay = await putEvent(app, lena.cookie, `/api/events/${party.id}`, { title: 'Party weekend', allDay: true, startTime: day(20), endTime: day(21) });
    expect(allDay.statusCode).toBe(200);
    expect(allDay.json<CalendarEvent>()).toMatchObject({ allDay: true, startTime: day(20), endTime: day(21) });
    const answered = await kiri.post(`/api/events/${party.id}/rsvp`, { status: 'going' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json<CalendarEvent>()).toMatchObject({ allDay: true, startTime: day(20), myRsvp: 'going' });
    const timed = await putEvent(app, lena.cookie, `/api/events/${party.id}`, { title: 'Party', startTime: `${day(20)}T18:00:00Z`, endTime: `${day(20)}T23:00:00Z` });
    expect(timed.json<CalendarEvent>()).toMatchObject({ allDay: false, startTime: `${day(20)}T18:00:00.000Z` });
    expect((await putEvent(app, kiri.cookie, `/api/events/${party.id}`, { title: 'Mine now', allDay: true, startTime: day(20), endTime: day(20) })).statusCode).toBe(403);
  });

  it('repeat on the same date, and one occurrence moves to other dates but not to times', async () => {
    const birthday = await createEvent(app, kiri.cookie, { title: 'Mum’s birthday', allDay: true, startTime: day(3), endTime: day(3), recurrence: 'FREQ=WEEKLY;COUNT=4' });
    const weeks = (await eventsOn(kiri, day(0), day(30), 13)).filter((event) => event.id === birthday.id);
    expect(weeks.map((event) => [event.startTime, event.endTime])).toEqual([3, 10, 17, 24].map((offset) => [day(offset), day(offset)]));
    const second = weeks[1]!.occurrenceStart!;
    const moved = await putEvent(app, kiri.cookie, `/api/events/${birthday.id}?occurrence=${second}&scope=this`, {
      title: 'Party at the lake',
      allDay: true,
      startTime: day(11),
      endTime: day(12),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<CalendarEvent>()).toMatchObject({ allDay: true, startTime: day(11), endTime: day(12), title: 'Party at the lake' });
    const timed = await putEvent(app, kiri.cookie, `/api/events/${birthday.id}?occurrence=${second}&scope=this`, {
      title: 'x',
      startTime: `${day(11)}T10:00:00Z`,
      endTime: `${day(11)}T11:00:00Z`,
    });
    expect(timed.statusCode).toBe(400);
    expect(timed.json()).toMatchObject({ message: inEnglish(eventRuleMessages.occurrenceAllDay) });
    const after = (await eventsOn(kiri, day(0), day(30), 13)).filter((event) => event.id === birthday.id);
    expect(after.map((event) => event.startTime)).toEqual([day(3), day(11), day(17), day(24)]);
  });

  it('are written with VALUE=DATE in feeds, DTEND the day after the last, valid under METHOD:PUBLISH', async () => {
    const agent = await signedInAgent(app, { firstName: 'Ines', lastName: 'Ito', timezone: 'Europe/Lisbon' });
    const trip = await createEvent(app, agent.cookie, { title: 'Lisbon trip', allDay: true, startTime: day(4), endTime: day(6) });
    const series = await createEvent(app, agent.cookie, {
      title: 'Bin day',
      allDay: true,
      startTime: day(2),
      endTime: day(2),
      recurrence: `FREQ=WEEKLY;UNTIL=${day(30).replace(/-/g, '')}`,
    });
    const occurrences = (await eventsOn(agent, day(0), day(40), 0)).filter((event) => event.id === series.id);
    const cancelled = occurrences[1]!.occurrenceStart!;
    expect((await agent.delete(`/api/events/${series.id}?occurrence=${cancelled}&scope=this`)).statusCode).toBe(204);
    const third = occurrences[2]!.occurrenceStart!;
    expect(
      (
        await putEvent(app, agent.cookie, `/api/events/${series.id}?occurrence=${third}&scope=this`, {
          title: 'Bin day (late)',
          allDay: true,
          startTime: day(17),
          endTime: day(17),
        })
      ).statusCode,
    ).toBe(200);
    const link = (await agent.post('/api/calendar/shares', {})).json<CalendarShare>();

    const feed = (await app.inject({ method: 'GET', url: `/shared/calendar/${link.token}.ics` })).body;
    expect(publishProblems(feed)).toEqual([]);
    const compact = (date: string) => date.replace(/-/g, '');
    expect(feed).toContain(`DTSTART;VALUE=DATE:${compact(day(4))}\r\nDTEND;VALUE=DATE:${compact(day(7))}`);
    expect(feed).toContain(`RRULE:FREQ=WEEKLY;UNTIL=${compact(day(30))}\r\n`);
    expect(feed).not.toContain('VTIMEZONE');

    const vevents = new ICAL.Component(ICAL.parse(feed)).getAllSubcomponents('vevent');
    const tripEvent = new ICAL.Event(vevents.find((vevent) => vevent.getFirstPropertyValue('summary') === 'Lisbon trip')!);
    expect(tripEvent.startDate.isDate).toBe(true);
    expect(tripEvent.startDate.toString()).toBe(day(4));
    expect(tripEvent.endDate.toString()).toBe(day(7));
    // Another calendar app expands the series onto the same dates the API shows.
    const master = vevents.find((vevent) => vevent.getFirstPropertyValue('summary') === 'Bin day')!;
    const iterator = new ICAL.Event(master).iterator();
    const expanded: string[] = [];
    // The iterator answers null past the last occurrence, though typed otherwise.
    for (let next = iterator.next() as ICAL.Time | null; next; next = iterator.next()) expanded.push(next.toString());
    const exdate = master.getFirstPropertyValue('exdate') as ICAL.Time;
    expect(exdate.isDate).toBe(true);
    expect(expanded.filter((date) => date !== exdate.toString())).toEqual(
      occurrences.filter((event) => event.occurrenceStart !== cancelled).map((event) => event.occurrenceStart!.slice(0, 10)),
    );
    const override = vevents.find((vevent) => vevent.hasProperty('recurrence-id'))!;
    expect((override.getFirstPropertyValue('dtstart') as ICAL.Time).toString()).toBe(day(17));

    const download = await agent.get(`/api/events/${trip.id}/ics`);
    expect(publishProblems(download.body)).toEqual([]);
    expect(download.body).toContain(`DTEND;VALUE=DATE:${compact(day(7))}`);

    const shown = (await app.inject({ method: 'GET', url: `/api/shared/calendar/${link.token}` })).json<PublicCalendar>();
    expect(shown.events.find((event) => event.id === trip.id)).toMatchObject({ allDay: true, startTime: day(4), endTime: day(6) });
  });

  it('count as upcoming until their last day is over for the reader', async () => {
    const agent = await signedInAgent(app, { firstName: 'Uma', lastName: 'Ueda', timezone: 'Pacific/Kiritimati' });
    const localToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
    await createEvent(app, agent.cookie, { title: 'Holiday', allDay: true, startTime: addDays(localToday, -2), endTime: localToday });
    await createEvent(app, agent.cookie, { title: 'Over', allDay: true, startTime: addDays(localToday, -3), endTime: addDays(localToday, -1) });
    const upcoming = (await agent.get('/api/events/upcoming')).json<CalendarEvent[]>();
    expect(upcoming.map((event) => [event.title, event.allDay, event.endTime])).toEqual([['Holiday', true, localToday]]);
  });
});
