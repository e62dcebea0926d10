import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goalGroupShares, groupExpenses, groupMembers, users } from '../../../../src/server/db/schema/index';
import { createEvent, createGoal, createGroup, eventInput, inviteAndAccept, registerUser, seedGroup, signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();
const alice = await signedInAgent(app, { firstName: 'Alice', lastName: 'Owner' });
const bob = await signedInAgent(app, { firstName: 'Bob', lastName: 'Outsider' });

describe('creating a group', () => {
  it('makes the creator its owner, with the palette’s first colour and the creator’s currency', async () => {
    const response = await alice.post('/api/groups', { name: '  Flatmates ', description: 'Rent and bills' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: expect.any(String),
      name: 'Flatmates',
      description: 'Rent and bills',
      color: '#0ea5e9',
      status: 'active',
      currency: 'USD',
      role: 'owner',
      memberCount: 1,
      nextEvent: null,
      members: [{ userId: alice.user.id, firstName: 'Alice', lastName: 'Owner', email: alice.email, role: 'owner', joinedAt: expect.any(String) }],
    });
  });

  it('takes a colour from the palette and any supported currency', async () => {
    const group = await createGroup(app, alice.cookie, { name: 'Trip', color: '#8B5CF6', currency: 'EUR' });
    expect(group).toMatchObject({ color: '#8b5cf6', currency: 'EUR' });
  });

  it('defaults to the creator’s own currency', async () => {
    const yen = await registerUser(app);
    await database.db.update(users).set({ currency: 'JPY' }).where(eq(users.id, yen.user.id));
    expect((await createGroup(app, yen.cookie)).currency).toBe('JPY');
  });

  it.each([
    [{}, 'name', 'Group name is required'],
    [{ name: '   ' }, 'name', 'Group name is required'],
    [{ name: 'x'.repeat(81) }, 'name', 'Group name must be at most 80 characters'],
    [{ name: 'x', description: 'y'.repeat(501) }, 'description', 'Group description must be at most 500 characters'],
    [{ name: 'x', color: 'hotpink' }, 'color', 'Choose one of the offered group colors'],
    [{ name: 'x', currency: 'DOGE' }, 'currency', 'Choose one of the supported currencies'],
  ])('answers %j with “%s: %s”', async (payload, field, message) => {
    const response = await alice.post('/api/groups', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION_FAILED', fieldErrors: { [field]: message } });
  });

  it('accepts exactly 80 characters of name and 500 of description', async () => {
    const response = await alice.post('/api/groups', { name: 'n'.repeat(80), description: 'd'.repeat(500) });
    expect(response.statusCode).toBe(201);
  });
});

describe('listing groups', () => {
  it('shows only the user’s groups, active first and then archived, each by name, with their role', async () => {
    const user = await signedInAgent(app);
    const zebra = await createGroup(app, user.cookie, { name: 'zebra club' });
    const archived = await createGroup(app, user.cookie, { name: 'Attic' });
    await user.patch(`/api/groups/${archived.id}`, { status: 'archived' });
    const apples = await createGroup(app, user.cookie, { name: 'Apples' });
    const joined = await createGroup(app, alice.cookie, { name: 'Book club' });
    await inviteAndAccept(app, alice.cookie, joined.id, user.cookie);
    await createGroup(app, bob.cookie, { name: 'Not theirs' });

    const list = (await user.get('/api/groups')).json<{ id: string; role: string; status: string; memberCount: number }[]>();
    expect(list.map((group) => group.id)).toEqual([apples.id, joined.id, zebra.id, archived.id]);
    expect(list.find((group) => group.id === joined.id)).toMatchObject({ role: 'member', memberCount: 2 });
    expect(list.at(-1)).toMatchObject({ status: 'archived', role: 'owner' });
  });

  it('counts hundreds of members in one list', async () => {
    const owner = await signedInAgent(app);
    const crowd = await database.db
      .insert(users)
      .values(Array.from({ length: 300 }, (_, index) => ({ firstName: 'Member', lastName: String(index), email: `crowd-${randomUUID()}@tandem.test`, passwordHash: 'x' })))
      .returning({ id: users.id });
    const group = await seedGroup(database.db, owner.user, crowd);
    const [listed] = (await owner.get('/api/groups')).json<{ id: string; memberCount: number }[]>();
    expect(listed).toMatchObject({ id: group.id, memberCount: 301 });
    const detail = (await owner.get(`/api/groups/${group.id}`)).json<{ members: { role: string }[] }>();
    expect(detail.members).toHaveLength(301);
    expect(detail.members[0]?.role).toBe('owner');
  });

  it('explains the viability score by its signals', async () => {
    const owner = await signedInAgent(app);
    const group = await createGroup(app, owner.cookie);
    const alone = (await owner.get(`/api/groups/${group.id}`)).json();
    // The owner joining today is the group's latest activity.
    expect(alone.viability).toMatchObject({ score: 30, level: 'quiet', signals: { members: false, recentActivity: true, upcomingEvent: false, goalsOnTrack: false } });
    expect(alone.viability.lastActivityOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const friend = await signedInAgent(app);
    await inviteAndAccept(app, owner.cookie, group.id, friend.cookie);
    const goal = await createGoal(app, owner.cookie);
    await database.db.insert(goalGroupShares).values({ goalId: goal.id, groupId: group.id, permission: 'view', sharedBy: owner.user.id });
    const [listed] = (await friend.get('/api/groups')).json();
    expect(listed.viability).toMatchObject({ score: 80, level: 'thriving', signals: { members: true, recentActivity: true, goalsOnTrack: true } });
  });

  it('sees no activity in a group whose last news is months old', async () => {
    const owner = await signedInAgent(app);
    const group = await createGroup(app, owner.cookie);
    await database.db
      .update(groupMembers)
      .set({ joinedAt: new Date('2020-01-01T12:00:00Z') })
      .where(eq(groupMembers.groupId, group.id));
    const detail = (await owner.get(`/api/groups/${group.id}`)).json();
    expect(detail.viability).toMatchObject({ score: 0, lastActivityOn: '2020-01-01', signals: { recentActivity: false } });
  });
});

describe('reading one group', () => {
  it('lists the owner first, then admins, then members, each by name', async () => {
    const owner = await signedInAgent(app, { firstName: 'Zoe', lastName: 'Owner' });
    const [carl, anna, bea] = await Promise.all(['Carl', 'anna', 'Bea'].map((firstName) => signedInAgent(app, { firstName, lastName: 'Member' })));
    const group = await createGroup(app, owner.cookie);
    await inviteAndAccept(app, owner.cookie, group.id, [carl!.cookie, anna!.cookie]);
    await inviteAndAccept(app, owner.cookie, group.id, bea!.cookie, 'admin');
    const detail = (await carl!.get(`/api/groups/${group.id}`)).json<{ role: string; members: { firstName: string; role: string }[] }>();
    expect(detail.role).toBe('member');
    expect(detail.members.map((member) => `${member.firstName}:${member.role}`)).toEqual(['Zoe:owner', 'Bea:admin', 'anna:member', 'Carl:member']);
  });

  it('answers 404 for a group the user is not in, an unknown id and ids that are not ids', async () => {
    const group = await createGroup(app, alice.cookie);
    for (const id of [group.id, randomUUID(), 'not-an-id', '1', "'; drop table groups; --"]) {
      expect((await bob.get(`/api/groups/${encodeURIComponent(id)}`)).statusCode).toBe(404);
    }
  });
});

describe('editing a group', () => {
  it('lets owners and admins rename, recolour, describe, archive and restore it', async () => {
    const admin = await signedInAgent(app);
    const group = await createGroup(app, alice.cookie);
    await inviteAndAccept(app, alice.cookie, group.id, admin.cookie, 'admin');
    const renamed = await admin.patch(`/api/groups/${group.id}`, { name: 'House', description: 'Our place', color: '#f43f5e' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'House', description: 'Our place', color: '#f43f5e', role: 'admin', memberCount: 2 });
    expect((await alice.patch(`/api/groups/${group.id}`, { status: 'archived' })).json().status).toBe('archived');
    expect((await alice.get(`/api/groups/${group.id}`)).json().name).toBe('House');
    expect((await admin.patch(`/api/groups/${group.id}`, { status: 'active' })).json().status).toBe('active');
    expect((await alice.patch(`/api/groups/${group.id}`, { status: 'paused' })).json().message).toBe('Status must be active or archived');
  });

  it('refuses members (403) and non-members (404), changing nothing', async () => {
    const member = await signedInAgent(app);
    const group = await createGroup(app, alice.cookie, { name: 'Unchanged' });
    await inviteAndAccept(app, alice.cookie, group.id, member.cookie);
    expect((await member.patch(`/api/groups/${group.id}`, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await bob.patch(`/api/groups/${group.id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await member.delete(`/api/groups/${group.id}`)).statusCode).toBe(403);
    expect((await alice.get(`/api/groups/${group.id}`)).json().name).toBe('Unchanged');
  });

  it('changes the currency only while the group has no expenses', async () => {
    const group = await createGroup(app, alice.cookie);
    expect((await alice.patch(`/api/groups/${group.id}`, { currency: 'THB' })).json().currency).toBe('THB');
    await database.db.insert(groupExpenses).values({
      groupId: group.id,
      paidBy: alice.user.id,
      description: 'Groceries',
      amountMinor: 1500n,
      occurredOn: '2026-01-10',
      splitMode: 'equal',
    });
    const locked = await alice.patch(`/api/groups/${group.id}`, { currency: 'EUR' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'CURRENCY_LOCKED', message: 'The group currency cannot change once the group has expenses.' });
    // Sending the currency it already has is no change at all.
    expect((await alice.patch(`/api/groups/${group.id}`, { currency: 'THB', name: 'Still fine' })).statusCode).toBe(200);
  });
});

describe('deleting a group', () => {
  it('is for the owner only and takes everything with it', async () => {
    const admin = await signedInAgent(app);
    const group = await createGroup(app, alice.cookie);
    await inviteAndAccept(app, alice.cookie, group.id, admin.cookie, 'admin');
    expect((await admin.delete(`/api/groups/${group.id}`)).statusCode).toBe(403);
    expect((await bob.delete(`/api/groups/${group.id}`)).statusCode).toBe(404);
    expect((await alice.delete(`/api/groups/${group.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/groups/${group.id}`)).statusCode).toBe(404);
    expect(await database.db.select().from(groupMembers).where(eq(groupMembers.groupId, group.id))).toEqual([]);
  });
});

describe('outsiders', () => {
  it('get 404 from every route of a group they are not in, and change nothing', async () => {
    const member = await signedInAgent(app);
    const group = await createGroup(app, alice.cookie, { name: 'Private' });
    const invite = await inviteAndAccept(app, alice.cookie, group.id, member.cookie);
    const base = `/api/groups/${group.id}`;
    const calls = [
      bob.get(base),
      bob.patch(base, { name: 'Taken' }),
      bob.delete(base),
      bob.patch(`${base}/members/${member.user.id}`, { role: 'admin' }),
      bob.delete(`${base}/members/${member.user.id}`),
      bob.delete(`${base}/members/${bob.user.id}`),
      bob.post(`${base}/invites`, { role: 'member' }),
      bob.get(`${base}/invites`),
      bob.delete(`${base}/invites/${invite.id}`),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    const detail = (await alice.get(base)).json();
    expect(detail).toMatchObject({ name: 'Private', memberCount: 2 });
    expect((await alice.get(`${base}/invites`)).json()[0].state).toBe('valid');
  });

  it('get 404, never 500, for malformed ids anywhere in a path', async () => {
    const group = await createGroup(app, alice.cookie);
    for (const url of [
      '/api/groups/zzz/members/zzz',
      `/api/groups/${group.id}/members/zzz`,
      `/api/groups/${group.id}/invites/zzz`,
      `/api/groups/${group.id}/members/${randomUUID()}`,
    ]) {
      expect((await alice.delete(url)).statusCode).toBe(404);
    }
    expect((await alice.patch(`/api/groups/${group.id}/members/zzz`, { role: 'admin' })).statusCode).toBe(404);
    expect((await alice.get('/api/groups/zzz/invites')).statusCode).toBe(404);
  });
});

describe('invite links without a configured public address', () => {
  it('point at the address the request came to', async () => {
    const group = await createGroup(app, alice.cookie);
    const response = await app.inject({
      method: 'POST',
      url: `/api/groups/${group.id}/invites`,
      headers: { cookie: alice.cookie, host: 'tandem.lan:3000' },
      payload: { role: 'member' },
    });
    expect(response.json().url).toMatch(/^http:\/\/tandem\.lan:3000\/invite\/[\w-]{43}$/);
  });
});

describe('a group’s next event', () => {
  it('is the soonest group event still ahead, and counts towards the group’s activity score', async () => {
    const group = await createGroup(app, alice.cookie, { name: 'Choir' });
    const quiet = (await alice.get(`/api/groups/${group.id}`)).json();
    expect(quiet.nextEvent).toBeNull();
    expect(quiet.viability.signals.upcomingEvent).toBe(false);

    const later = eventInput({ title: 'Concert', groupId: group.id });
    const soon = eventInput({ title: 'Rehearsal', groupId: group.id });
    const laterStart = new Date(String(later.startTime));
    laterStart.setUTCDate(laterStart.getUTCDate() + 7);
    await createEvent(app, alice.cookie, { ...later, startTime: laterStart.toISOString(), endTime: new Date(laterStart.getTime() + 3_600_000).toISOString() });
    const rehearsal = await createEvent(app, alice.cookie, soon);
    await createEvent(app, alice.cookie, eventInput({ title: 'Alice’s own dentist visit' }));

    const listed = (await alice.get('/api/groups')).json<{ id: string; nextEvent: unknown; viability: { signals: { upcomingEvent: boolean } } }[]>();
    const choir = listed.find((candidate) => candidate.id === group.id);
    expect(choir?.nextEvent).toEqual({ id: rehearsal.id, title: 'Rehearsal', startTime: rehearsal.startTime });
    expect(choir?.viability.signals.upcomingEvent).toBe(true);
  });
});
