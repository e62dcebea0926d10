import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../../src/domain/events/events';
import { createEvent, eventInput, listEvents, putEvent, seedGroup, signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();
const alice = await signedInAgent(app, { firstName: 'Alice', lastName: 'Archer' });
const bob = await signedInAgent(app, { firstName: 'Bob', lastName: 'Baker' });

const post = (cookie: string | undefined, payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/events', headers: cookie ? { cookie } : {}, payload });

describe('personal events', () => {
  it('creates an event from the documented payload, ignoring createdBy and attendees', async () => {
    const response = await post(alice.cookie, eventInput({ title: 'Dentist', description: 'Check-up', location: 'Main St 1', createdBy: bob.user.id, attendees: [bob.user.id] }));
    expect(response.statusCode).toBe(201);
    const event = response.json<CalendarEvent>();
    expect(event).toMatchObject({
      title: 'Dentist',
      description: 'Check-up',
      location: 'Main St 1',
      groupId: null,
      group: null,
      createdBy: alice.user.id,
      creator: { id: alice.user.id, firstName: 'Alice', lastName: 'Archer' },
      attendees: [],
      myRsvp: null,
      canEdit: true,
      recurrence: null,
      occurrenceStart: null,
    });
    expect(event.startTime).toMatch(/T09:00:00\.000Z$/);
    expect((await bob.get(`/api/events/${event.id}/ics`)).statusCode).toBe(404);
  });

  it('refuses a signed-out visitor with the documented text', async () => {
    const response = await post(undefined, eventInput());
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('You must be logged in to create an event.');
  });

  const start = '2026-06-01T09:00:00.000Z';
  const end = '2026-06-01T10:00:00.000Z';
  it.each([
    [{ startTime: start, endTime: end }, 'title', 'Event title is required'],
    [{ title: '   ', startTime: start, endTime: end }, 'title', 'Event title is required'],
    [{ title: 'x'.repeat(101), startTime: start, endTime: end }, 'title', 'Title too long'],
    [{ title: 'x', description: 'd'.repeat(501), startTime: start, endTime: end }, 'description', 'Description too long'],
    [{ title: 'x', location: 'l'.repeat(201), startTime: start, endTime: end }, 'location', 'Location too long'],
    [{ title: 'x', endTime: end }, 'startTime', 'Start time is required'],
    [{ title: 'x', startTime: '', endTime: end }, 'startTime', 'Start time is required'],
    [{ title: 'x', startTime: start }, 'endTime', 'End time is required'],
    [{ title: 'x', startTime: start, endTime: start }, 'endTime', 'End time must be after start time.'],
    [{ title: 'x', startTime: end, endTime: start }, 'endTime', 'End time must be after start time.'],
    [{ title: 'x', startTime: '2026-02-30T09:00:00Z', endTime: end }, 'startTime', 'Enter a valid date and time'],
    [{ title: 'x', startTime: '2026-06-01T09:00', endTime: end }, 'startTime', 'Enter a valid date and time'],
  ])('answers %j with “%s: %s”', async (payload, field, message) => {
    const response = await post(alice.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION_FAILED', fieldErrors: { [field]: message } });
  });

  it('accepts the longest title, description and location', async () => {
    const response = await post(alice.cookie, eventInput({ title: 't'.repeat(100), description: 'd'.repeat(500), location: 'l'.repeat(200) }));
    expect(response.statusCode).toBe(201);
  });

  it('lists only the user’s own personal events; another user gets 404 and changes nothing', async () => {
    const event = await createEvent(app, alice.cookie, { title: 'Alice only', startTime: '2026-07-10T18:00:00Z', endTime: '2026-07-10T19:00:00Z' });
    const july = ['2026-07-01T00:00:00Z', '2026-08-01T00:00:00Z'] as const;
    expect((await listEvents(app, alice.cookie, ...july)).map((item) => item.title)).toEqual(['Alice only']);
    expect(await listEvents(app, bob.cookie, ...july)).toEqual([]);
    const payload = eventInput({ title: 'Taken over', startTime: '2026-07-10T18:00:00Z', endTime: '2026-07-10T19:00:00Z' });
    expect((await putEvent(app, bob.cookie, `/api/events/${event.id}`, payload)).statusCode).toBe(404);
    expect((await bob.delete(`/api/events/${event.id}`)).statusCode).toBe(404);
    expect((await bob.post(`/api/events/${event.id}/rsvp`, { status: 'going' })).statusCode).toBe(404);
    expect((await listEvents(app, alice.cookie, ...july))[0]?.title).toBe('Alice only');
  });

  it('edits and deletes the user’s own event', async () => {
    const event = await createEvent(app, alice.cookie, { title: 'Gym', startTime: '2026-08-03T06:00:00Z', endTime: '2026-08-03T07:00:00Z' });
    const edited = await putEvent(app, alice.cookie, `/api/events/${event.id}`, {
      title: 'Gym (legs)',
      startTime: '2026-08-03T07:00:00Z',
      endTime: '2026-08-03T08:30:00Z',
      location: 'Gym',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: event.id, title: 'Gym (legs)', location: 'Gym', startTime: '2026-08-03T07:00:00.000Z', endTime: '2026-08-03T08:30:00.000Z' });
    const backwards = await putEvent(app, alice.cookie, `/api/events/${event.id}`, { title: 'Gym', startTime: '2026-08-03T07:00:00Z', endTime: '2026-08-03T06:00:00Z' });
    expect(backwards.json()).toMatchObject({ fieldErrors: { endTime: 'End time must be after start time.' } });
    expect((await alice.delete(`/api/events/${event.id}`)).statusCode).toBe(204);
    expect(await listEvents(app, alice.cookie, '2026-08-01T00:00:00Z', '2026-08-10T00:00:00Z')).toEqual([]);
    expect((await alice.delete(`/api/events/${event.id}`)).statusCode).toBe(404);
  });

  it('lists an event spanning midnight on both days it touches', async () => {
    const late = await createEvent(app, alice.cookie, { title: 'Night shift', startTime: '2026-09-01T22:00:00Z', endTime: '2026-09-02T06:00:00Z' });
    expect((await listEvents(app, alice.cookie, '2026-09-01T00:00:00Z', '2026-09-02T00:00:00Z')).map((event) => event.id)).toEqual([late.id]);
    expect((await listEvents(app, alice.cookie, '2026-09-02T00:00:00Z', '2026-09-03T00:00:00Z')).map((event) => event.id)).toEqual([late.id]);
    expect(await listEvents(app, alice.cookie, '2026-09-02T06:00:00Z', '2026-09-03T00:00:00Z')).toEqual([]);
  });

  it('sorts by start time', async () => {
    await createEvent(app, alice.cookie, { title: 'Second', startTime: '2026-10-05T12:00:00Z', endTime: '2026-10-05T13:00:00Z' });
    await createEvent(app, alice.cookie, { title: 'First', startTime: '2026-10-05T08:00:00Z', endTime: '2026-10-05T09:00:00Z' });
    const titles = (await listEvents(app, alice.cookie, '2026-10-05T00:00:00Z', '2026-10-06T00:00:00Z')).map((event) => event.title);
    expect(titles).toEqual(['First', 'Second']);
  });

  it('refuses a backwards range and one longer than 400 days', async () => {
    const backwards = await alice.get('/api/events?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The end of the range must be after its start');
    const long = await alice.get('/api/events?from=2026-01-01T00:00:00Z&to=2027-02-06T00:00:00Z');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Choose a range of at most 400 days');
    expect((await alice.get('/api/events?from=2026-01-01T00:00:00Z&to=2027-02-05T00:00:00Z')).statusCode).toBe(200);
    expect((await alice.get('/api/events?from=yesterday')).statusCode).toBe(400);
  });

  it('defaults to this month with a week either side', async () => {
    const event = await createEvent(app, alice.cookie, { title: 'Soon' });
    const response = await alice.get('/api/events');
    expect(response.statusCode).toBe(200);
    expect(response.json<CalendarEvent[]>().map((item) => item.id)).toContain(event.id);
  });

  it('refuses RSVPs with a clear message', async () => {
    const event = await createEvent(app, alice.cookie);
    const response = await alice.post(`/api/events/${event.id}/rsvp`, { status: 'going' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Only group events take RSVPs');
  });
});

describe('events of archived groups', () => {
  it('refuses new events with 409', async () => {
    const group = await seedGroup(database.db, alice.user);
    await database.pool.query(`update groups set status = 'archived' where id = $1`, [group.id]);
    const response = await post(alice.cookie, eventInput({ groupId: group.id }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This group is archived and takes no new events');
  });
});
