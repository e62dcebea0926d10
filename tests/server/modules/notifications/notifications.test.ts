import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NotificationList } from '../../../../src/domain/notifications/notifications';
import { notifications } from '../../../../src/server/db/schema';
import { notify } from '../../../../src/server/shared/notify';
import { signedInAgent, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();
const db = database.db;

const list = async (agent: Agent, query = '') => {
  const response = await agent.get(`/api/notifications${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<NotificationList>();
};

/** A friend request notice as the friends module writes it, `at` a given instant so the order is known. */
async function notice(agent: Agent, name: string, at?: Date) {
  const row = await notify(db, { userId: agent.user.id, kind: 'friendRequest', params: { requestId: name, name }, link: '/friends', dedupeKey: `test:${name}` });
  if (at) await db.update(notifications).set({ createdAt: at }).where(eq(notifications.id, row!.id));
  return row!;
}

describe('the notification list', () => {
  it('answers an empty list for a new account', async () => {
    const alice = await signedInAgent(app);
    expect(await list(alice)).toEqual({ items: [], unreadCount: 0, nextBefore: null });
  });

  it('lists the user’s notifications newest first with their texts, link and unread count', async () => {
    const alice = await signedInAgent(app);
    await notice(alice, 'Ana Lima', new Date('2026-11-01T10:00:00Z'));
    await notice(alice, 'Bo Chen', new Date('2026-11-02T10:00:00Z'));
    const answer = await list(alice);
    expect(answer.unreadCount).toBe(2);
    expect(answer.nextBefore).toBeNull();
    expect(answer.items.map((item) => item.title)).toEqual(['Bo Chen sent you a friend request', 'Ana Lima sent you a friend request']);
    expect(answer.items[0]).toMatchObject({
      kind: 'friendRequest',
      type: 'social',
      params: { requestId: 'Bo Chen', name: 'Bo Chen' },
      link: '/friends',
      body: 'Accept or decline it in Friends.',
      createdAt: '2026-11-02T10:00:00.000Z',
      readAt: null,
    });
  });

  it('pages with limit and the id of the last one seen', async () => {
    const alice = await signedInAgent(app);
    for (let day = 1; day <= 5; day += 1) await notice(alice, `Person ${day}`, new Date(`2026-11-0${day}T10:00:00Z`));
    const first = await list(alice, '?limit=2');
    expect(first.items.map((item) => item.params.name)).toEqual(['Person 5', 'Person 4']);
    expect(first.nextBefore).toBe(first.items[1]!.id);
    const second = await list(alice, `?limit=2&before=${first.nextBefore}`);
    expect(second.items.map((item) => item.params.name)).toEqual(['Person 3', 'Person 2']);
    const last = await list(alice, `?limit=2&before=${second.nextBefore}`);
    expect(last.items.map((item) => item.params.name)).toEqual(['Person 1']);
    expect(last.nextBefore).toBeNull();
    expect((await list(alice)).items).toHaveLength(5);
  });

  it('words the texts in the reader’s language and time zone, so a change applies to what is there', async () => {
    const alice = await signedInAgent(app, { timezone: 'Asia/Tokyo' });
    await notify(db, {
      userId: alice.user.id,
      kind: 'eventReminder',
      params: { eventId: 'e1', eventTitle: 'Dinner at Rosa’s', start: '2026-12-01T10:30:00Z', allDay: 0, lead: '1h' },
      link: null,
      dedupeKey: 'reminder',
    });
    expect((await list(alice)).items[0]).toMatchObject({ title: 'In 1 hour: Dinner at Rosa’s', body: 'Starts at 7:30 PM on Tuesday, December 1.' });
    expect((await alice.patch('/api/user-preferences', { language: 'es' })).statusCode).toBe(200);
    expect((await list(alice)).items[0]).toMatchObject({ title: 'En 1 hora: Dinner at Rosa’s', body: 'Empieza a las 19:30 el martes, 1 de diciembre.' });
  });

  it('never shows one person’s notifications to another, even through the cursor', async () => {
    const alice = await signedInAgent(app);
    const bob = await signedInAgent(app);
    const mine = await notice(alice, 'For Alice');
    expect(await list(bob)).toEqual({ items: [], unreadCount: 0, nextBefore: null });
    expect((await list(bob, `?before=${mine.id}`)).items).toEqual([]);
  });

  it.each([['?limit=0'], ['?limit=abc'], ['?limit=2.5'], ['?before=not-an-id']])('refuses %s with 400', async (query) => {
    const alice = await signedInAgent(app);
    const response = await alice.get(`/api/notifications${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).not.toBe('');
  });

  it('caps limit at 100', async () => {
    const alice = await signedInAgent(app);
    expect((await alice.get('/api/notifications?limit=500')).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/notifications/read', payload: { all: true } })).statusCode).toBe(401);
  });
});

describe('marking notifications read', () => {
  it('marks the named ones read and answers how many stay unread', async () => {
    const alice = await signedInAgent(app);
    const first = await notice(alice, 'One');
    await notice(alice, 'Two');
    const response = await alice.post('/api/notifications/read', { ids: [first.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unreadCount: 1 });
    const items = (await list(alice)).items;
    expect(items.find((item) => item.id === first.id)?.readAt).not.toBeNull();
    expect(items.find((item) => item.id !== first.id)?.readAt).toBeNull();
  });

  it('keeps the first read time when marked again', async () => {
    const alice = await signedInAgent(app);
    const one = await notice(alice, 'One');
    await alice.post('/api/notifications/read', { ids: [one.id] });
    const readAt = (await list(alice)).items[0]!.readAt;
    await alice.post('/api/notifications/read', { all: true });
    expect((await list(alice)).items[0]!.readAt).toBe(readAt);
  });

  it('marks all read', async () => {
    const alice = await signedInAgent(app);
    await notice(alice, 'One');
    await notice(alice, 'Two');
    const response = await alice.post('/api/notifications/read', { all: true });
    expect(response.json()).toEqual({ unreadCount: 0 });
    expect((await list(alice)).items.every((item) => item.readAt !== null)).toBe(true);
  });

  it('ignores ids of another person’s notifications and never touches them', async () => {
    const alice = await signedInAgent(app);
    const bob = await signedInAgent(app);
    const bobs = await notice(bob, 'For Bob');
    const alices = await notice(alice, 'For Alice');
    const response = await alice.post('/api/notifications/read', { ids: [bobs.id, alices.id] });
    expect(response.json()).toEqual({ unreadCount: 0 });
    expect(await list(bob)).toMatchObject({ unreadCount: 1, items: [{ id: bobs.id, readAt: null }] });
    await alice.post('/api/notifications/read', { all: true });
    expect((await list(bob)).unreadCount).toBe(1);
  });

  it.each([
    [{}],
    [{ ids: [] }],
    [{ ids: ['not-a-uuid'] }],
    [{ ids: Array.from({ length: 101 }, () => crypto.randomUUID()) }],
    [{ all: false }],
    [{ all: 'yes' }],
    [{ ids: [crypto.randomUUID()], all: true }],
    [{ ids: 'everything' }],
    [{ all: true, extra: 1 }],
  ])('refuses %j with 400 and changes nothing', async (body) => {
    const alice = await signedInAgent(app);
    await notice(alice, 'One');
    const response = await alice.post('/api/notifications/read', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).not.toBe('');
    expect((await list(alice)).unreadCount).toBe(1);
  });
});
