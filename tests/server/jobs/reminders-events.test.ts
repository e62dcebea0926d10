import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../src/domain/events/events';
import { runReminders } from '../../../src/server/jobs/reminders';
import { createEvent, putEvent, seedGroup, signedInAgent, type Agent } from '../support/factories';
import { deliveriesOf, notificationsOf } from '../support/reminder-factories';
import { createTestApp } from '../support/test-app';

const { app, database } = await createTestApp();
const olivia = await signedInAgent(app, { firstName: 'Olivia', lastName: 'Owner', timezone: 'Europe/Berlin' });
const mia = await signedInAgent(app, { firstName: 'Mia', lastName: 'Member', timezone: 'America/New_York' });
const noah = await signedInAgent(app, { firstName: 'Noah', lastName: 'Neighbour' });
const sam = await signedInAgent(app, { firstName: 'Sam', lastName: 'Silent' });

const run = (now: string) => runReminders(database.db, { now: new Date(now) });
const remindersOf = async (agent: Agent) => (await notificationsOf(database.db, agent.user.id)).filter((row) => row.kind === 'eventReminder');
const keysOf = async (agent: Agent) => (await remindersOf(agent)).map((row) => row.dedupeKey);
const rsvp = async (agent: Agent, eventId: string, body: Record<string, unknown>) => {
  const response = await agent.post(`/api/events/${eventId}/rsvp`, body);
  if (response.statusCode !== 200) throw new Error(`rsvp: ${response.statusCode} ${response.body}`);
  return response.json<CalendarEvent>();
};

describe('event reminders', () => {
  it('reminds the owner of a personal event a day and an hour before it starts, once each', async () => {
    const event = await createEvent(app, olivia.cookie, { title: 'Dentist', startTime: '2027-03-10T08:30:00Z', endTime: '2027-03-10T09:00:00Z' });

    await run('2027-03-09T08:29:59Z');
    expect(await remindersOf(olivia)).toEqual([]);

    await run('2027-03-09T08:30:00Z');
    await run('2027-03-09T12:00:00Z');
    const [dayBefore] = await remindersOf(olivia);
    expect(await remindersOf(olivia)).toHaveLength(1);
    expect(dayBefore).toEqual({
      kind: 'eventReminder',
      params: { eventId: event.id, eventTitle: 'Dentist', start: '2027-03-10T08:30:00.000Z', allDay: 0, lead: '24h' },
      // 09:30 in Berlin: the day the owner sees it on.
      link: `/calendar?event=${event.id}&date=2027-03-10`,
      dedupeKey: `eventReminder:${event.id}:2027-03-10T08:30:00.000Z:24h`,
    });

    await run('2027-03-10T07:30:00Z');
    await run('2027-03-10T08:29:00Z');
    await run('2027-03-10T08:30:00Z');
    expect(await keysOf(olivia)).toEqual([`eventReminder:${event.id}:2027-03-10T08:30:00.000Z:24h`, `eventReminder:${event.id}:2027-03-10T08:30:00.000Z:1h`]);
  });

  it('reminds group members going or maybe, not those who can’t go or did not answer', async () => {
    const group = await seedGroup(database.db, olivia.user, [{ id: mia.user.id }, { id: noah.user.id }, { id: sam.user.id }], { name: 'Book club' });
    const event = await createEvent(app, olivia.cookie, { title: 'Book club', groupId: group.id, startTime: '2027-04-01T18:00:00Z', endTime: '2027-04-01T20:00:00Z' });
    await rsvp(olivia, event.id, { status: 'going' });
    await rsvp(mia, event.id, { status: 'maybe' });
    await rsvp(noah, event.id, { status: 'cantGo' });

    await run('2027-03-31T19:00:00Z');
    const key = `eventReminder:${event.id}:2027-04-01T18:00:00.000Z:24h`;
    expect(await keysOf(olivia)).toContain(key);
    expect(await keysOf(mia)).toContain(key);
    expect(await keysOf(noah)).not.toContain(key);
    expect(await keysOf(sam)).not.toContain(key);
    // Mia lives in New York: the link opens the day there.
    expect((await remindersOf(mia)).find((row) => row.dedupeKey === key)?.link).toBe(`/calendar?event=${event.id}&date=2027-04-01`);
  });

  it('follows answers for single occurrences of a series', async () => {
    const group = await seedGroup(database.db, olivia.user, [{ id: noah.user.id }], { name: 'Running' });
    const series = await createEvent(app, olivia.cookie, {
      title: 'Long run',
      groupId: group.id,
      startTime: '2027-05-02T07:00:00Z',
      endTime: '2027-05-02T08:30:00Z',
      recurrence: 'FREQ=WEEKLY',
    });
    await rsvp(noah, series.id, { status: 'going' });
    // Noah answered the series first, then said he can't make the second run.
    await rsvp(noah, series.id, { status: 'cantGo', scope: 'this', occurrence: '2027-05-09T07:00:00.000Z' });

    await run('2027-05-01T08:00:00Z');
    await run('2027-05-08T08:00:00Z');
    await run('2027-05-15T08:00:00Z');
    expect((await keysOf(noah)).filter((key) => key.includes(series.id))).toEqual([
      `eventReminder:${series.id}:2027-05-02T07:00:00.000Z:24h`,
      `eventReminder:${series.id}:2027-05-16T07:00:00.000Z:24h`,
    ]);
  });

  it('reminds a moved event at its new time and never at the old one', async () => {
    const event = await createEvent(app, noah.cookie, { title: 'Car service', startTime: '2027-06-10T09:00:00Z', endTime: '2027-06-10T10:00:00Z' });
    const moved = await putEvent(app, noah.cookie, `/api/events/${event.id}`, { title: 'Car service', startTime: '2027-06-12T09:00:00Z', endTime: '2027-06-12T10:00:00Z' });
    expect(moved.statusCode).toBe(200);

    await run('2027-06-09T09:30:00Z');
    await run('2027-06-10T08:30:00Z');
    expect((await keysOf(noah)).filter((key) => key.includes(event.id))).toEqual([]);

    await run('2027-06-11T09:30:00Z');
    await run('2027-06-12T08:30:00Z');
    expect((await keysOf(noah)).filter((key) => key.includes(event.id))).toEqual([
      `eventReminder:${event.id}:2027-06-12T09:00:00.000Z:24h`,
      `eventReminder:${event.id}:2027-06-12T09:00:00.000Z:1h`,
    ]);
  });

  it('sends only the hour-before reminder when both are due at once', async () => {
    const event = await createEvent(app, sam.cookie, { title: 'Quick call', startTime: '2027-07-01T12:00:00Z', endTime: '2027-07-01T12:30:00Z' });
    await run('2027-07-01T11:40:00Z');
    expect((await remindersOf(sam)).map((row) => row.params)).toEqual([{ eventId: event.id, eventTitle: 'Quick call', start: '2027-07-01T12:00:00.000Z', allDay: 0, lead: '1h' }]);
  });

  it('reminds an all-day event the day before, from the reader’s own midnight, and not an hour before', async () => {
    const event = await createEvent(app, mia.cookie, { title: 'Birthday', allDay: true, startTime: '2027-08-20', endTime: '2027-08-20' });
    // Midnight opening 20 August in New York is 04:00 UTC.
    await run('2027-08-19T03:59:00Z');
    expect(await remindersOf(mia).then((rows) => rows.filter((row) => row.dedupeKey.includes(event.id)))).toEqual([]);
    await run('2027-08-19T04:00:00Z');
    await run('2027-08-20T03:30:00Z');
    const rows = (await remindersOf(mia)).filter((row) => row.dedupeKey.includes(event.id));
    expect(rows).toEqual([
      {
        kind: 'eventReminder',
        params: { eventId: event.id, eventTitle: 'Birthday', start: '2027-08-20T04:00:00.000Z', allDay: 1, lead: '24h' },
        link: `/calendar?event=${event.id}&date=2027-08-20`,
        dedupeKey: `eventReminder:${event.id}:2027-08-20T04:00:00.000Z:24h`,
      },
    ]);
  });

  it('writes one reminder when two instances run at the same moment', async () => {
    const event = await createEvent(app, noah.cookie, { title: 'Flight', startTime: '2027-09-08T06:00:00Z', endTime: '2027-09-08T09:00:00Z' });
    const [first, second] = await Promise.all([run('2027-09-07T07:00:00Z'), run('2027-09-07T07:00:00Z')]);
    expect(first.events + second.events).toBe(1);
    expect((await keysOf(noah)).filter((key) => key.includes(event.id))).toHaveLength(1);
  });

  it('always reaches the in-app centre; outside channels follow the person’s choices', async () => {
    const quiet = await signedInAgent(app, { firstName: 'Quinn', lastName: 'Quiet' });
    const patched = await quiet.patch('/api/settings', { notifications: { channels: { email: false }, types: { eventReminders: false } } });
    expect(patched.statusCode).toBe(200);
    await createEvent(app, quiet.cookie, { title: 'Yoga', startTime: '2027-10-01T17:00:00Z', endTime: '2027-10-01T18:00:00Z' });
    await run('2027-09-30T18:00:00Z');
    expect(await remindersOf(quiet)).toHaveLength(1);
    expect(await deliveriesOf(database.db, quiet.user.id)).toEqual([]);

    await createEvent(app, olivia.cookie, { title: 'Haircut', startTime: '2027-10-02T17:00:00Z', endTime: '2027-10-02T18:00:00Z' });
    await run('2027-10-01T18:00:00Z');
    expect(await deliveriesOf(database.db, olivia.user.id)).toContainEqual({ channel: 'email', kind: 'eventReminder' });
  });

  it('says "Tomorrow" only the day before: an event planned for later today gets the 1-hour reminder alone', async () => {
    const sam = await signedInAgent(app, { firstName: 'Sam', lastName: 'Sameday' });
    await createEvent(app, sam.cookie, { title: 'Late call', startTime: '2027-11-03T20:00:00Z', endTime: '2027-11-03T21:00:00Z' });
    await run('2027-11-03T09:00:00Z');
    expect(await remindersOf(sam)).toEqual([]);
    await run('2027-11-03T19:15:00Z');
    expect((await remindersOf(sam)).map((row) => (row.params as { lead: string }).lead)).toEqual(['1h']);
  });
});
