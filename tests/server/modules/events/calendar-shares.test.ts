import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { CalendarShare, PublicCalendar } from '../../../../src/domain/events/events';
import { createEvent, listEvents, putEvent, seedGroup, signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();
const alice = await signedInAgent(app, { firstName: 'Alice', lastName: 'Archer', timezone: 'Europe/Berlin' });
const bob = await signedInAgent(app, { firstName: 'Bob', lastName: 'Baker' });
const carol = await signedInAgent(app, { firstName: 'Carol', lastName: 'Cook' });
const group = await seedGroup(database.db, alice.user, [{ id: bob.user.id }], { name: 'Book club' });

const hoursFromNow = (hours: number) => new Date(Math.floor(Date.now() / 3_600_000 + hours) * 3_600_000).toISOString();

async function share(agent: typeof alice, groupId?: string): Promise<CalendarShare> {
  const response = await agent.post('/api/calendar/shares', groupId ? { groupId } : {});
  expect(response.statusCode).toBe(201);
  return response.json<CalendarShare>();
}

describe('calendar share links', () => {
  it('are created, listed and revoked by their creator only', async () => {
    const personal = await share(alice);
    expect(personal).toMatchObject({ name: "Alice Archer's calendar", groupId: null });
    expect(personal.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(personal.url).toMatch(new RegExp(`^http://[^/]+/shared/calendar/${personal.token}$`));
    expect(personal.icsUrl).toBe(`${personal.url}.ics`);
    const forGroup = await share(alice, group.id);
    expect(forGroup).toMatchObject({ name: 'Book club', groupId: group.id });
    const listed = (await alice.get('/api/calendar/shares')).json<CalendarShare[]>();
    expect(listed.map((item) => item.token).sort()).toEqual([personal.token, forGroup.token].sort());
    expect((await bob.get('/api/calendar/shares')).json()).toEqual([]);
    expect((await bob.delete(`/api/calendar/shares/${personal.token}`)).statusCode).toBe(404);
    expect((await alice.delete(`/api/calendar/shares/${personal.token}`)).statusCode).toBe(204);
    expect((await alice.get('/api/calendar/shares')).json<CalendarShare[]>().map((item) => item.token)).toEqual([forGroup.token]);
    expect((await app.inject({ method: 'GET', url: `/api/shared/calendar/${personal.token}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/shared/calendar/${personal.token}.ics` })).statusCode).toBe(404);
  });

  it('to a group calendar are refused to plain members (403) and outsiders (404)', async () => {
    expect((await bob.post('/api/calendar/shares', { groupId: group.id })).statusCode).toBe(403);
    expect((await carol.post('/api/calendar/shares', { groupId: group.id })).statusCode).toBe(404);
  });

  it('to a group calendar can be revoked by the group owner as well as the admin who made them, never by a plain member', async () => {
    const owner = await signedInAgent(app, { firstName: 'Olga', lastName: 'Owner' });
    const admin = await signedInAgent(app, { firstName: 'Adam', lastName: 'Admin' });
    const member = await signedInAgent(app, { firstName: 'Mia', lastName: 'Member' });
    const club = await seedGroup(database.db, owner.user, [{ id: admin.user.id, role: 'admin' }, { id: member.user.id }], { name: 'Chess club' });
    const first = await share(admin, club.id);
    const second = await share(admin, club.id);
    const open = (link: CalendarShare) => app.inject({ method: 'GET', url: `/api/shared/calendar/${link.token}` });

    // The owner sees the links an admin made to the group's calendar, and nobody else's.
    expect(
      (await owner.get('/api/calendar/shares'))
        .json<CalendarShare[]>()
        .map((item) => item.token)
        .sort(),
    ).toEqual([first.token, second.token].sort());
    expect((await member.get('/api/calendar/shares')).json()).toEqual([]);

    expect((await member.delete(`/api/calendar/shares/${first.token}`)).statusCode).toBe(403);
    expect((await carol.delete(`/api/calendar/shares/${first.token}`)).statusCode).toBe(404);
    expect((await open(first)).statusCode).toBe(200);

    expect((await owner.delete(`/api/calendar/shares/${first.token}`)).statusCode).toBe(204);
    expect((await open(first)).statusCode).toBe(404);
    expect((await owner.delete(`/api/calendar/shares/${first.token}`)).statusCode).toBe(404);
    expect((await admin.get('/api/calendar/shares')).json<CalendarShare[]>().map((item) => item.token)).toEqual([second.token]);

    expect((await admin.delete(`/api/calendar/shares/${second.token}`)).statusCode).toBe(204);
    expect((await open(second)).statusCode).toBe(404);
    // An owner reaches no one's personal link.
    const personal = await share(admin);
    expect((await owner.delete(`/api/calendar/shares/${personal.token}`)).statusCode).toBe(404);
  });

  it('answer 404 for unknown tokens', async () => {
    for (const url of ['/api/shared/calendar/nope', `/api/shared/calendar/${'a'.repeat(43)}`, `/shared/calendar/${'a'.repeat(43)}.ics`]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('the public calendar', () => {
  it('shows the events signed out, without attendees or e-mails', async () => {
    const event = await createEvent(app, alice.cookie, { title: 'Reading: Dune', location: 'Library', groupId: group.id, startTime: hoursFromNow(24), endTime: hoursFromNow(26) });
    await bob.post(`/api/events/${event.id}/rsvp`, { status: 'going' });
    await createEvent(app, alice.cookie, { title: 'Private dentist', startTime: hoursFromNow(30), endTime: hoursFromNow(31) });
    const link = await share(alice, group.id);
    const response = await app.inject({ method: 'GET', url: `/api/shared/calendar/${link.token}` });
    expect(response.statusCode).toBe(200);
    const calendar = response.json<PublicCalendar>();
    expect(calendar.name).toBe('Book club');
    expect(calendar.events.map((item) => item.title)).toEqual(['Reading: Dune']);
    expect(Object.keys(calendar.events[0]!).sort()).toEqual(['allDay', 'description', 'endTime', 'id', 'location', 'occurrenceStart', 'recurrence', 'startTime', 'title']);
    for (const account of [alice, bob]) {
      expect(response.body).not.toContain(account.email);
      expect(response.body).not.toContain(account.user.lastName);
    }
  });

  it('stops working when its creator no longer runs the group', async () => {
    const link = await share(alice, group.id);
    await database.pool.query(`update group_members set role = 'admin' where group_id = $1 and user_id = $2`, [group.id, alice.user.id]);
    expect((await app.inject({ method: 'GET', url: `/api/shared/calendar/${link.token}` })).statusCode).toBe(200);
    await database.pool.query(`update group_members set role = 'member' where group_id = $1 and user_id = $2`, [group.id, alice.user.id]);
    expect((await app.inject({ method: 'GET', url: `/api/shared/calendar/${link.token}` })).statusCode).toBe(404);
    await database.pool.query(`update group_members set role = 'owner' where group_id = $1 and user_id = $2`, [group.id, alice.user.id]);
  });
});

describe('the iCalendar feed', () => {
  it('parses, and carries the events, the RRULE with the zone and EXDATE for a cancelled occurrence', async () => {
    const agent = await signedInAgent(app, { firstName: 'Dora', lastName: 'Diaz', timezone: 'Europe/Berlin' });
    const now = new Date();
    const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 8));
    const series = await createEvent(app, agent.cookie, {
      title: 'Weekly; sync, with "notes"',
      description: 'Line one\nLine two — ' + 'long '.repeat(30),
      startTime: monday.toISOString(),
      endTime: new Date(monday.getTime() + 3_600_000).toISOString(),
      recurrence: 'FREQ=WEEKLY;COUNT=30',
    });
    const firstWeeks = (await listEvents(app, agent.cookie, series.startTime, new Date(new Date(series.startTime).getTime() + 20 * 86_400_000).toISOString())).filter(
      (event) => event.id === series.id,
    );
    const [secondStart, thirdStart] = firstWeeks.slice(1).map((event) => event.occurrenceStart!) as [string, string];
    expect((await agent.delete(`/api/events/${series.id}?occurrence=${secondStart}&scope=this`)).statusCode).toBe(204);
    const moved = await putEvent(app, agent.cookie, `/api/events/${series.id}?occurrence=${thirdStart}&scope=this`, {
      title: 'Moved sync',
      startTime: new Date(new Date(thirdStart).getTime() + 3_600_000).toISOString(),
      endTime: new Date(new Date(thirdStart).getTime() + 7_200_000).toISOString(),
    });
    expect(moved.statusCode).toBe(200);
    await createEvent(app, agent.cookie, { title: 'One-off', startTime: hoursFromNow(5), endTime: hoursFromNow(6) });
    const link = await share(agent);

    const response = await app.inject({ method: 'GET', url: `/shared/calendar/${link.token}.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const body = response.body;
    expect(body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toContain('\n');
    expect(body).toContain('PRODID:-//Tandem//Calendar//EN');
    expect(body).toContain("X-WR-CALNAME:Dora Diaz's calendar");
    expect(body).not.toContain(agent.email);

    const calendar = new ICAL.Component(ICAL.parse(body));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const vevents = calendar.getAllSubcomponents('vevent');
    const master = vevents.find((vevent) => vevent.getFirstPropertyValue('uid') === `${series.id}@tandem` && !vevent.hasProperty('recurrence-id'))!;
    expect(master.getFirstPropertyValue('summary')).toBe('Weekly; sync, with "notes"');
    expect(String(master.getFirstPropertyValue('description'))).toContain('Line one\nLine two');
    expect(master.getFirstProperty('rrule')!.getFirstValue()?.toString()).toBe('FREQ=WEEKLY;COUNT=30');
    expect(master.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Berlin');
    const exdate = master.getFirstPropertyValue('exdate') as ICAL.Time;
    expect(exdate.toJSDate().toISOString()).toBe(new Date(secondStart).toISOString());
    const override = vevents.find((vevent) => vevent.hasProperty('recurrence-id'))!;
    expect(override.getFirstPropertyValue('summary')).toBe('Moved sync');
    expect((override.getFirstPropertyValue('recurrence-id') as ICAL.Time).toJSDate().toISOString()).toBe(new Date(thirdStart).toISOString());
    expect(vevents.some((vevent) => vevent.getFirstPropertyValue('summary') === 'One-off')).toBe(true);
    expect(vevents.every((vevent) => vevent.hasProperty('dtstamp'))).toBe(true);

    // Another calendar app expanding the feed puts every occurrence at the instants the API shows.
    const iterator = new ICAL.Event(master).iterator();
    const expanded: string[] = [];
    // The iterator answers null past the last occurrence, though typed otherwise.
    for (let next = iterator.next() as ICAL.Time | null; next && expanded.length < 30; next = iterator.next()) expanded.push(next.toJSDate().toISOString());
    const apiStarts = (await listEvents(app, agent.cookie, series.startTime, new Date(new Date(series.startTime).getTime() + 399 * 86_400_000).toISOString()))
      .filter((event) => event.id === series.id)
      .map((event) => event.occurrenceStart);
    expect(expanded.filter((start) => start !== new Date(secondStart).toISOString())).toEqual(apiStarts);
  });

  it('exports one event for a signed-in user who may see it', async () => {
    const event = await createEvent(app, bob.cookie, { title: 'Solo', startTime: '2026-11-03T10:00:00Z', endTime: '2026-11-03T11:00:00Z' });
    const response = await bob.get(`/api/events/${event.id}/ics`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('DTSTART:20261103T100000Z');
    expect(response.body).toContain(`UID:${event.id}@tandem`);
    expect((await carol.get(`/api/events/${event.id}/ics`)).statusCode).toBe(404);
  });
});
