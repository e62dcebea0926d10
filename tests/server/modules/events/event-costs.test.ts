import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../../src/domain/events/events';
import { createEvent, eventInput, listEvents, putEvent, seedGroup, signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();
const olivia = await signedInAgent(app, { firstName: 'Olivia', lastName: 'Owner' });
const mia = await signedInAgent(app, { firstName: 'Mia', lastName: 'Member' });
const noah = await signedInAgent(app, { firstName: 'Noah', lastName: 'Neighbour' });
const oscar = await signedInAgent(app, { firstName: 'Oscar', lastName: 'Outsider' });
const group = await seedGroup(database.db, olivia.user, [{ id: mia.user.id }, { id: noah.user.id }], { name: 'Climbers', currency: 'EUR' });
const yenGroup = await seedGroup(database.db, olivia.user, [], { name: 'Tokyo trip', currency: 'JPY' });

const dinner = (overrides: Record<string, unknown> = {}) => ({
  title: 'Team dinner',
  groupId: group.id,
  startTime: '2027-01-15T19:00:00Z',
  endTime: '2027-01-15T22:00:00Z',
  cost: { amount: '90' },
  ...overrides,
});
const rsvp = (agent: typeof mia, eventId: string, body: Record<string, unknown>) => agent.post(`/api/events/${eventId}/rsvp`, body);
const seenBy = async (agent: typeof mia, eventId: string): Promise<CalendarEvent> =>
  (await listEvents(app, agent.cookie, '2027-01-01T00:00:00Z', '2027-02-28T00:00:00Z')).find((event) => event.id === eventId)!;

describe('an event’s cost before it is booked', () => {
  it('shows every member the estimated share per head, moving as answers and guests change', async () => {
    const event = await createEvent(app, olivia.cookie, dinner());
    expect(event.cost).toEqual({
      amount: '90.00',
      currency: 'EUR',
      perPerson: false,
      paidBy: { id: olivia.user.id, firstName: 'Olivia', lastName: 'Owner' },
      heads: 0,
      total: '90.00',
      perHead: '90.00',
      myShare: null,
      booking: null,
    });
    await rsvp(olivia, event.id, { status: 'going' });
    const miaGoing = (await rsvp(mia, event.id, { status: 'going', guests: 1 })).json<CalendarEvent>();
    expect(miaGoing).toMatchObject({ myRsvp: 'going', myGuests: 1, cost: { heads: 3, perHead: '30.00', myShare: '60.00' } });
    expect(miaGoing.attendees).toContainEqual({ userId: mia.user.id, firstName: 'Mia', lastName: 'Member', status: 'going', guests: 1 });
    expect((await seenBy(olivia, event.id)).cost).toMatchObject({ heads: 3, perHead: '30.00', myShare: '30.00' });
    expect((await seenBy(noah, event.id)).cost).toMatchObject({ heads: 3, myShare: null });

    await rsvp(noah, event.id, { status: 'maybe', guests: 2 });
    expect((await seenBy(noah, event.id)).cost).toMatchObject({ heads: 3, myShare: null });
    await rsvp(noah, event.id, { status: 'going', guests: 2 });
    expect((await seenBy(olivia, event.id)).cost).toMatchObject({ heads: 6, perHead: '15.00', myShare: '15.00' });
    const cantGo = (await rsvp(mia, event.id, { status: 'cantGo', guests: 4 })).json<CalendarEvent>();
    expect(cantGo).toMatchObject({ myRsvp: 'cantGo', myGuests: 0, cost: { heads: 4, perHead: '22.50', myShare: null } });
    expect((await seenBy(noah, event.id)).cost).toMatchObject({ myShare: '67.50' });
  });

  it('charges a per-person price to each head going', async () => {
    const event = await createEvent(app, mia.cookie, dinner({ title: 'Concert', cost: { amount: '35.5', perPerson: true, paidBy: noah.user.id } }));
    expect(event.cost).toMatchObject({ amount: '35.50', perPerson: true, paidBy: { id: noah.user.id, firstName: 'Noah' }, heads: 0, total: '0.00' });
    await rsvp(noah, event.id, { status: 'going', guests: 1 });
    const view = (await rsvp(mia, event.id, { status: 'going' })).json<CalendarEvent>();
    expect(view.cost).toMatchObject({ heads: 3, total: '106.50', perHead: '35.50', myShare: '35.50' });
  });

  it('is refused on personal events, for payers outside the group and for amounts the currency cannot hold', async () => {
    const personal = await olivia.post('/api/events', eventInput({ cost: { amount: '10' } }));
    expect(personal.statusCode).toBe(400);
    expect(personal.json().fieldErrors).toHaveProperty('cost');
    const stranger = await olivia.post('/api/events', dinner({ cost: { amount: '10', paidBy: oscar.user.id } }));
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fieldErrors).toHaveProperty(['cost.paidBy']);
    expect((await olivia.post('/api/events', dinner({ cost: { amount: '10', paidBy: 'nobody' } }))).statusCode).toBe(400);
    expect((await olivia.post('/api/events', dinner({ groupId: yenGroup.id, cost: { amount: '10.5' } }))).statusCode).toBe(400);
    expect((await olivia.post('/api/events', dinner({ cost: { amount: '0' } }))).statusCode).toBe(400);
    expect((await olivia.post('/api/events', dinner({ cost: { amount: '1.234' } }))).statusCode).toBe(400);
    const yen = await createEvent(app, olivia.cookie, dinner({ groupId: yenGroup.id, cost: { amount: '3000' } }));
    expect(yen.cost).toMatchObject({ amount: '3000', currency: 'JPY' });
  });

  it('can be set, changed and removed only by who may edit the event; outsiders see nothing (404)', async () => {
    const event = await createEvent(app, olivia.cookie, dinner({ title: 'Barbecue', cost: null }));
    expect(event.cost).toBeNull();
    const payload = dinner({ title: 'Barbecue', cost: { amount: '40' } });
    expect((await putEvent(app, mia.cookie, `/api/events/${event.id}`, payload)).statusCode).toBe(403);
    expect((await putEvent(app, oscar.cookie, `/api/events/${event.id}`, payload)).statusCode).toBe(404);
    expect((await oscar.post(`/api/events/${event.id}/rsvp`, { status: 'going' })).statusCode).toBe(404);
    expect((await seenBy(mia, event.id)).cost).toBeNull();

    const priced = await putEvent(app, olivia.cookie, `/api/events/${event.id}`, payload);
    expect(priced.json<CalendarEvent>().cost).toMatchObject({ amount: '40.00' });
    const { cost: _cost, ...withoutCost } = payload;
    const kept = await putEvent(app, olivia.cookie, `/api/events/${event.id}`, { ...withoutCost, title: 'Barbecue at 7' });
    expect(kept.json<CalendarEvent>()).toMatchObject({ title: 'Barbecue at 7', cost: { amount: '40.00' } });
    const toPersonal = await putEvent(app, olivia.cookie, `/api/events/${event.id}`, { ...withoutCost, groupId: null });
    expect(toPersonal.statusCode).toBe(400);
    expect(toPersonal.json().fieldErrors).toHaveProperty('cost');
    expect((await seenBy(mia, event.id)).cost).toMatchObject({ amount: '40.00' });
    const removed = await putEvent(app, olivia.cookie, `/api/events/${event.id}`, { ...withoutCost, cost: null });
    expect(removed.json<CalendarEvent>().cost).toBeNull();
    const personal = await putEvent(app, olivia.cookie, `/api/events/${event.id}`, { ...withoutCost, groupId: null, cost: null });
    expect(personal.json<CalendarEvent>()).toMatchObject({ groupId: null, cost: null });
  });
});

describe('answers with guests', () => {
  it('take 0–10 guests, refuse others with guestsInvalid and personal events as before', async () => {
    const event = await createEvent(app, olivia.cookie, dinner({ title: 'Picnic' }));
    const tooMany = await rsvp(mia, event.id, { status: 'going', guests: 11 });
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain('guests');
    expect((await rsvp(mia, event.id, { status: 'going', guests: -1 })).statusCode).toBe(400);
    expect((await rsvp(mia, event.id, { status: 'going', guests: 10 })).json<CalendarEvent>().cost).toMatchObject({ heads: 11 });
    expect((await seenBy(mia, event.id)).myGuests).toBe(10);
    const personal = await createEvent(app, mia.cookie, eventInput({ title: 'Dentist' }));
    expect((await rsvp(mia, personal.id, { status: 'going' })).statusCode).toBe(400);
  });

  it('on a series: “this one” changes only that occurrence; “all” replaces single answers', async () => {
    const series = await createEvent(app, olivia.cookie, dinner({ title: 'Bouldering', recurrence: 'FREQ=WEEKLY;COUNT=4', cost: { amount: '60' } }));
    await rsvp(olivia, series.id, { status: 'going' });
    await rsvp(mia, series.id, { status: 'going' });
    const second = '2027-01-22T19:00:00.000Z';
    const only = await rsvp(mia, series.id, { status: 'going', guests: 1, scope: 'this', occurrence: second });
    expect(only.statusCode).toBe(200);
    expect(only.json<CalendarEvent>()).toMatchObject({ occurrenceStart: second, myGuests: 1, cost: { heads: 3, perHead: '20.00', myShare: '40.00' } });
    const occurrences = (await listEvents(app, mia.cookie, '2027-01-01T00:00:00Z', '2027-02-28T00:00:00Z')).filter((event) => event.id === series.id);
    expect(occurrences.map((event) => event.cost?.myShare)).toEqual(['30.00', '40.00', '30.00', '30.00']);

    const bad = await rsvp(mia, series.id, { status: 'going', scope: 'this', occurrence: '2027-01-23T19:00:00Z' });
    expect(bad.statusCode).toBe(400);
    expect((await rsvp(mia, series.id, { status: 'going', scope: 'this' })).statusCode).toBe(400);

    const all = await rsvp(mia, series.id, { status: 'cantGo', scope: 'all' });
    expect(all.json<CalendarEvent>()).toMatchObject({ occurrenceStart: '2027-01-15T19:00:00.000Z', myRsvp: 'cantGo' });
    const after = (await listEvents(app, olivia.cookie, '2027-01-01T00:00:00Z', '2027-02-28T00:00:00Z')).filter((event) => event.id === series.id);
    expect(after.map((event) => event.cost?.myShare)).toEqual(['60.00', '60.00', '60.00', '60.00']);
  });

  it('on a one-off event, “this one” is the same as “all”', async () => {
    const event = await createEvent(app, olivia.cookie, dinner({ title: 'Movie' }));
    const answered = await rsvp(mia, event.id, { status: 'going', guests: 2, scope: 'this' });
    expect(answered.statusCode).toBe(200);
    expect((await seenBy(olivia, event.id)).attendees).toEqual([{ userId: mia.user.id, firstName: 'Mia', lastName: 'Member', status: 'going', guests: 2 }]);
  });
});
