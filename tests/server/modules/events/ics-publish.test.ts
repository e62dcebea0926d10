import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { CalendarShare } from '../../../../src/domain/events/events';
import { createEvent, listEvents, putEvent, seedGroup, signedInAgent } from '../../support/factories';
import { publishProblems } from '../../support/ics-publish-rules';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();
const erin = await signedInAgent(app, { firstName: 'Erin', lastName: 'Ellis', timezone: 'America/New_York' });
const finn = await signedInAgent(app, { firstName: 'Finn', lastName: 'Ford' });
const group = await seedGroup(database.db, erin.user, [{ id: finn.user.id }], { name: 'Hikers, Inc.' });

const hoursFromNow = (hours: number) => new Date(Math.floor(Date.now() / 3_600_000 + hours) * 3_600_000).toISOString();

async function feedOf(agent: typeof erin, groupId?: string): Promise<string> {
  const response = await agent.post('/api/calendar/shares', groupId ? { groupId } : {});
  const link = response.json<CalendarShare>();
  const feed = await app.inject({ method: 'GET', url: `/shared/calendar/${link.token}.ics` });
  expect(feed.statusCode).toBe(200);
  return feed.body;
}

const vevents = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');

describe('iCalendar feeds under METHOD:PUBLISH', () => {
  it('give every event, changed occurrences included, the ORGANIZER, DTSTAMP, UID and DTSTART that readers require', async () => {
    const series = await createEvent(app, erin.cookie, {
      title: 'Morning run',
      location: `https://meet.example.com/${'x'.repeat(150)}`,
      startTime: hoursFromNow(24),
      endTime: hoursFromNow(25),
      recurrence: 'FREQ=DAILY;COUNT=5',
    });
    const occurrences = (await listEvents(app, erin.cookie, series.startTime, hoursFromNow(24 * 7))).filter((event) => event.id === series.id);
    const second = occurrences[1]!.occurrenceStart!;
    const moved = await putEvent(app, erin.cookie, `/api/events/${series.id}?occurrence=${second}&scope=this`, {
      title: 'Late run',
      startTime: new Date(new Date(second).getTime() + 3_600_000).toISOString(),
      endTime: new Date(new Date(second).getTime() + 7_200_000).toISOString(),
    });
    expect(moved.statusCode).toBe(200);
    await createEvent(app, erin.cookie, { title: 'Dentist', startTime: hoursFromNow(30), endTime: hoursFromNow(31) });

    const feed = await feedOf(erin);
    expect(publishProblems(feed)).toEqual([]);
    const events = vevents(feed);
    expect(events).toHaveLength(3);
    for (const vevent of events) {
      const organizer = vevent.getFirstProperty('organizer')!;
      expect(organizer.getParameter('cn')).toBe("Erin Ellis's calendar");
      expect(String(organizer.getFirstValue())).toBe(`urn:uuid:${erin.user.id}`);
    }
    expect(feed).not.toContain(erin.email);
  });

  it('name a group calendar as the organizer of its events, quoting names with commas', async () => {
    await createEvent(app, erin.cookie, { title: 'Ridge walk', groupId: group.id, startTime: hoursFromNow(48), endTime: hoursFromNow(52) });
    const feed = await feedOf(erin, group.id);
    expect(publishProblems(feed)).toEqual([]);
    expect(feed).toContain(`ORGANIZER;CN="Hikers, Inc.":urn:uuid:${group.id}`);
  });

  it('are valid in a single event download too', async () => {
    const event = await createEvent(app, finn.cookie, { title: 'Solo', startTime: hoursFromNow(3), endTime: hoursFromNow(4) });
    const response = await finn.get(`/api/events/${event.id}/ics`);
    expect(publishProblems(response.body)).toEqual([]);
    expect(vevents(response.body)[0]!.getFirstProperty('organizer')!.getParameter('cn')).toBe('Finn Ford');
  });
});
