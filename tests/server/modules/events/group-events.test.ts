import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../../src/domain/events/events';
import { nextEventsOfGroups } from '../../../../src/server/shared/group-events';
import { createEvent, eventInput, listEvents, putEvent, seedGroup, signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();
const owner = await signedInAgent(app, { firstName: 'Olivia', lastName: 'Owner' });
const admin = await signedInAgent(app, { firstName: 'Adam', lastName: 'Admin' });
const member = await signedInAgent(app, { firstName: 'Mia', lastName: 'Member' });
const outsider = await signedInAgent(app, { firstName: 'Oscar', lastName: 'Outsider' });
const group = await seedGroup(database.db, owner.user, [{ id: admin.user.id, role: 'admin' }, { id: member.user.id }], { name: 'Climbers', color: '#22c55e' });
const otherGroup = await seedGroup(database.db, outsider.user, [{ id: member.user.id }], { name: 'Chess club' });

const week = ['2026-05-01T00:00:00Z', '2026-05-08T00:00:00Z'] as const;
const inWeek = (overrides: Record<string, unknown> = {}) => ({ startTime: '2026-05-02T10:00:00Z', endTime: '2026-05-02T12:00:00Z', ...overrides });

describe('group events', () => {
  it('are shown to every member with the group, creator and rights; never to others', async () => {
    const event = await createEvent(app, member.cookie, inWeek({ title: 'Bouldering', groupId: group.id }));
    expect(event).toMatchObject({ groupId: group.id, group: { id: group.id, name: 'Climbers', color: '#22c55e' }, creator: { firstName: 'Mia' }, canEdit: true });
    const seenBy = async (cookie: string) => (await listEvents(app, cookie, ...week)).find((item) => item.id === event.id);
    expect(await seenBy(owner.cookie)).toMatchObject({ canEdit: true });
    expect(await seenBy(admin.cookie)).toMatchObject({ canEdit: true });
    expect(await seenBy(outsider.cookie)).toBeUndefined();
  });

  it('only go to groups the creator belongs to (404 otherwise, like every membership check)', async () => {
    const response = await owner.post('/api/events', eventInput({ groupId: otherGroup.id }));
    expect(response.statusCode).toBe(404);
    expect((await owner.post('/api/events', eventInput({ groupId: 'not-a-group' }))).statusCode).toBe(404);
  });

  it('can be edited by the creator and by owners and admins, not by other members (403) nor outsiders (404)', async () => {
    const event = await createEvent(app, admin.cookie, inWeek({ title: 'Gear swap', groupId: group.id }));
    const payload = { title: 'Gear swap!', ...inWeek(), groupId: group.id };
    expect((await listEvents(app, member.cookie, ...week)).find((item) => item.id === event.id)?.canEdit).toBe(false);
    const byMember = await putEvent(app, member.cookie, `/api/events/${event.id}`, payload);
    expect(byMember.statusCode).toBe(403);
    expect((await member.delete(`/api/events/${event.id}`)).statusCode).toBe(403);
    expect((await putEvent(app, outsider.cookie, `/api/events/${event.id}`, payload)).statusCode).toBe(404);
    expect((await outsider.delete(`/api/events/${event.id}`)).statusCode).toBe(404);
    const byOwner = await putEvent(app, owner.cookie, `/api/events/${event.id}`, { ...payload, createdBy: owner.user.id, attendees: [] });
    expect(byOwner.json()).toMatchObject({ title: 'Gear swap!', createdBy: admin.user.id });
    expect((await putEvent(app, admin.cookie, `/api/events/${event.id}`, { ...payload, title: 'Gear swap (bring ropes)' })).statusCode).toBe(200);
    expect((await owner.delete(`/api/events/${event.id}`)).statusCode).toBe(204);
  });

  it('lets the creator edit their own event as a plain member', async () => {
    const event = await createEvent(app, member.cookie, inWeek({ title: 'Carpool', groupId: group.id }));
    const response = await putEvent(app, member.cookie, `/api/events/${event.id}`, { title: 'Carpool at 9', ...inWeek(), groupId: group.id });
    expect(response.statusCode).toBe(200);
  });

  it('move between calendars only into groups the editor belongs to', async () => {
    const event = await createEvent(app, owner.cookie, inWeek({ title: 'Planning' }));
    const intoForeign = await putEvent(app, owner.cookie, `/api/events/${event.id}`, { title: 'Planning', ...inWeek(), groupId: otherGroup.id });
    expect(intoForeign.statusCode).toBe(404);
    const intoGroup = await putEvent(app, owner.cookie, `/api/events/${event.id}`, { title: 'Planning', ...inWeek(), groupId: group.id });
    expect(intoGroup.json()).toMatchObject({ groupId: group.id });
    expect((await listEvents(app, member.cookie, ...week)).some((item) => item.id === event.id)).toBe(true);
    const back = await putEvent(app, owner.cookie, `/api/events/${event.id}`, { title: 'Planning', ...inWeek(), groupId: null });
    expect(back.json()).toMatchObject({ groupId: null, group: null });
    expect((await listEvents(app, member.cookie, ...week)).some((item) => item.id === event.id)).toBe(false);
  });

  it('only turn personal again through their creator', async () => {
    const event = await createEvent(app, member.cookie, inWeek({ title: 'Hike', groupId: group.id }));
    const response = await putEvent(app, admin.cookie, `/api/events/${event.id}`, { title: 'Hike', ...inWeek(), groupId: null });
    expect(response.statusCode).toBe(403);
  });
});

describe('RSVPs', () => {
  it('are upserted per member and listed with names on the event', async () => {
    const event = await createEvent(app, owner.cookie, inWeek({ title: 'Barbecue', groupId: group.id }));
    const going = await member.post(`/api/events/${event.id}/rsvp`, { status: 'going' });
    expect(going.statusCode).toBe(200);
    expect(going.json<CalendarEvent>()).toMatchObject({ myRsvp: 'going', attendees: [{ userId: member.user.id, firstName: 'Mia', lastName: 'Member', status: 'going' }] });
    const changed = await member.post(`/api/events/${event.id}/rsvp`, { status: 'cantGo' });
    expect(changed.json<CalendarEvent>().attendees).toEqual([{ userId: member.user.id, firstName: 'Mia', lastName: 'Member', status: 'cantGo', guests: 0 }]);
    await admin.post(`/api/events/${event.id}/rsvp`, { status: 'maybe' });
    const seenByOwner = (await listEvents(app, owner.cookie, ...week)).find((item) => item.id === event.id)!;
    expect(seenByOwner.myRsvp).toBeNull();
    expect(seenByOwner.attendees.map((attendee) => [attendee.firstName, attendee.status])).toEqual([
      ['Mia', 'cantGo'],
      ['Adam', 'maybe'],
    ]);
    expect(JSON.stringify(seenByOwner)).not.toContain('@');
  });

  it('are refused to non-members (404) and for unknown statuses (400)', async () => {
    const event = await createEvent(app, owner.cookie, inWeek({ title: 'Quiz night', groupId: group.id }));
    expect((await outsider.post(`/api/events/${event.id}/rsvp`, { status: 'going' })).statusCode).toBe(404);
    expect((await member.post(`/api/events/${event.id}/rsvp`, { status: 'yes' })).statusCode).toBe(400);
  });
});

describe('next event of groups', () => {
  it('finds each group’s soonest occurrence that is not over', async () => {
    const fresh = await seedGroup(database.db, owner.user, [], { name: 'Weekly' });
    const empty = await seedGroup(database.db, owner.user, [], { name: 'Quiet' });
    await createEvent(app, owner.cookie, { title: 'Standup', groupId: fresh.id, startTime: '2026-01-05T09:00:00Z', endTime: '2026-01-05T09:15:00Z', recurrence: 'FREQ=WEEKLY' });
    await createEvent(app, owner.cookie, { title: 'Retro', groupId: fresh.id, startTime: '2026-03-10T15:00:00Z', endTime: '2026-03-10T16:00:00Z' });
    const next = await nextEventsOfGroups(database.db, [fresh.id, empty.id], new Date('2026-03-03T12:00:00Z'));
    expect(next.get(fresh.id)).toMatchObject({ title: 'Standup', startTime: '2026-03-09T09:00:00.000Z' });
    expect(next.has(empty.id)).toBe(false);
  });
});

describe('a group’s upcoming events', () => {
  it('lists only that group’s events to its members, and nothing to outsiders (404)', async () => {
    const climb = await createEvent(app, member.cookie, eventInput({ title: 'Crag day', groupId: group.id }));
    await createEvent(app, member.cookie, eventInput({ title: 'Mia’s own dentist visit' }));
    await createEvent(app, member.cookie, eventInput({ title: 'Chess night', groupId: otherGroup.id }));
    const response = await owner.get(`/api/events/upcoming?groupId=${group.id}`);
    expect(response.statusCode).toBe(200);
    const titles = response.json<CalendarEvent[]>().map((event) => event.title);
    expect(titles).toContain(climb.title);
    expect(titles).not.toContain('Mia’s own dentist visit');
    expect(titles).not.toContain('Chess night');
    expect((await outsider.get(`/api/events/upcoming?groupId=${group.id}`)).statusCode).toBe(404);
    expect((await outsider.get('/api/events/upcoming?groupId=not-a-group')).statusCode).toBe(404);
  });
});
