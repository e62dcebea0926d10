import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Friend } from '../../../../src/domain/friends/friends';
import { makeFriends, sendFriendRequest, signedInAgent, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app } = await createTestApp();

async function friendsOf(agent: Agent): Promise<Friend[]> {
  const response = await agent.get('/api/friends');
  expect(response.statusCode).toBe(200);
  return response.json<Friend[]>();
}

describe('friends list', () => {
  it('starts empty', async () => {
    const alice = await signedInAgent(app);
    expect(await friendsOf(alice)).toEqual([]);
  });

  it('lists friends sorted by name with their e-mail and the date the friendship began', async () => {
    const me = await signedInAgent(app, { firstName: 'Mia', lastName: 'Ng' });
    const zoe = await signedInAgent(app, { firstName: 'Zoe', lastName: 'Adams' });
    const ana = await signedInAgent(app, { firstName: 'ana', lastName: 'Lima' });
    const ben = await signedInAgent(app, { firstName: 'Ben', lastName: 'Okafor' });
    const stranger = await signedInAgent(app, { firstName: 'Aaron', lastName: 'Stranger' });
    const before = Date.now();
    await makeFriends(me, zoe);
    await makeFriends(ana, me);
    await makeFriends(me, ben);
    await sendFriendRequest(stranger, { email: me.email });
    const friends = await friendsOf(me);
    expect(friends.map((friend) => friend.firstName)).toEqual(['ana', 'Ben', 'Zoe']);
    expect(friends[0]).toEqual({ id: ana.user.id, firstName: 'ana', lastName: 'Lima', email: ana.email, since: expect.any(String) });
    expect(Date.parse(friends[0]!.since)).toBeGreaterThanOrEqual(before - 1000);
    expect((await friendsOf(zoe)).map((friend) => friend.id)).toEqual([me.user.id]);
  });
});

describe('removing a friend', () => {
  it('ends the friendship on both sides', async () => {
    const alice = await signedInAgent(app);
    const bob = await signedInAgent(app);
    const carol = await signedInAgent(app);
    await makeFriends(alice, bob);
    await makeFriends(alice, carol);
    const removed = await alice.delete(`/api/friends/${bob.user.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await friendsOf(alice)).map((friend) => friend.id)).toEqual([carol.user.id]);
    expect(await friendsOf(bob)).toEqual([]);
    expect((await friendsOf(carol)).map((friend) => friend.id)).toEqual([alice.user.id]);
  });

  it('either side may remove, and they may become friends again afterwards', async () => {
    const alice = await signedInAgent(app);
    const bob = await signedInAgent(app);
    await makeFriends(alice, bob);
    expect((await bob.delete(`/api/friends/${alice.user.id}`)).statusCode).toBe(204);
    expect(await friendsOf(alice)).toEqual([]);
    await makeFriends(bob, alice);
    expect((await friendsOf(alice)).map((friend) => friend.id)).toEqual([bob.user.id]);
  });

  it('answers 404 for someone who is not a friend and changes nothing', async () => {
    const alice = await signedInAgent(app);
    const bob = await signedInAgent(app);
    const carol = await signedInAgent(app);
    await makeFriends(alice, bob);
    const notFriend = await carol.delete(`/api/friends/${bob.user.id}`);
    expect(notFriend.statusCode).toBe(404);
    expect(notFriend.json()).toMatchObject({ message: 'This person is not in your friends.', code: 'NOT_FOUND' });
    expect((await carol.delete(`/api/friends/${carol.user.id}`)).statusCode).toBe(404);
    expect((await friendsOf(bob)).map((friend) => friend.id)).toEqual([alice.user.id]);
    const removedTwice = [await alice.delete(`/api/friends/${bob.user.id}`), await alice.delete(`/api/friends/${bob.user.id}`)];
    expect(removedTwice.map((response) => response.statusCode)).toEqual([204, 404]);
  });

  it('answers 404, never 500, for ids that name nobody', async () => {
    const alice = await signedInAgent(app);
    for (const id of [randomUUID(), 'requests', 'not-a-uuid', '0', 'x'.repeat(100)]) {
      const response = await alice.delete(`/api/friends/${id}`);
      expect({ id, status: response.statusCode }).toEqual({ id, status: 404 });
    }
  });

  it('keeps a pending request between others untouched', async () => {
    const alice = await signedInAgent(app);
    const bob = await signedInAgent(app);
    const request = await sendFriendRequest(alice, { email: bob.email });
    expect((await alice.delete(`/api/friends/${bob.user.id}`)).statusCode).toBe(404);
    expect((await bob.get('/api/friends/requests')).json().received.map((pending: { id: string }) => pending.id)).toEqual([request.id]);
  });
});
