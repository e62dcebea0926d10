import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FriendRequests } from '../../../../src/domain/friends/friends';
import { sendFriendRequest, signedInAgent, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app } = await createTestApp();

const newPerson = (firstName = 'Test', lastName = 'User') => signedInAgent(app, { firstName, lastName });

async function requestsOf(agent: Agent): Promise<FriendRequests> {
  const response = await agent.get('/api/friends/requests');
  expect(response.statusCode).toBe(200);
  return response.json<FriendRequests>();
}

async function friendIdsOf(agent: Agent): Promise<string[]> {
  return (await agent.get('/api/friends')).json<{ id: string }[]>().map((friend) => friend.id);
}

describe('answering a friend request', () => {
  it('accepting makes both people friends and answers the new friend', async () => {
    const alice = await newPerson('Alice', 'Moreau');
    const bob = await newPerson('Bob', 'Tan');
    const request = await sendFriendRequest(alice, { email: bob.email });
    const accepted = await bob.post(`/api/friends/requests/${request.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ id: alice.user.id, firstName: 'Alice', lastName: 'Moreau', email: alice.email, since: expect.any(String) });
    expect(await friendIdsOf(alice)).toEqual([bob.user.id]);
    expect(await friendIdsOf(bob)).toEqual([alice.user.id]);
    expect(await requestsOf(alice)).toEqual({ received: [], sent: [] });
    expect(await requestsOf(bob)).toEqual({ received: [], sent: [] });
  });

  it('declining removes the request for both and makes nobody friends', async () => {
    const alice = await newPerson();
    const bob = await newPerson();
    const request = await sendFriendRequest(alice, { email: bob.email });
    expect((await bob.post(`/api/friends/requests/${request.id}/decline`)).statusCode).toBe(204);
    expect(await requestsOf(alice)).toEqual({ received: [], sent: [] });
    expect(await requestsOf(bob)).toEqual({ received: [], sent: [] });
    expect(await friendIdsOf(bob)).toEqual([]);
  });

  it('lets only the receiver accept or decline: the sender and a third person get 404', async () => {
    const alice = await newPerson();
    const bob = await newPerson();
    const carol = await newPerson();
    const request = await sendFriendRequest(alice, { email: bob.email });
    for (const outsider of [alice, carol]) {
      for (const answer of ['accept', 'decline']) {
        const response = await outsider.post(`/api/friends/requests/${request.id}/${answer}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Friend request not found.');
      }
    }
    expect((await requestsOf(bob)).received.map((pending) => pending.id)).toEqual([request.id]);
    expect(await friendIdsOf(alice)).toEqual([]);
  });

  it('lets only the sender cancel: the receiver and a third person get 404', async () => {
    const alice = await newPerson();
    const bob = await newPerson();
    const carol = await newPerson();
    const request = await sendFriendRequest(alice, { email: bob.email });
    expect((await bob.delete(`/api/friends/requests/${request.id}`)).statusCode).toBe(404);
    expect((await carol.delete(`/api/friends/requests/${request.id}`)).statusCode).toBe(404);
    expect((await requestsOf(bob)).received).toHaveLength(1);
    expect((await alice.delete(`/api/friends/requests/${request.id}`)).statusCode).toBe(204);
    expect(await requestsOf(bob)).toEqual({ received: [], sent: [] });
    expect(await requestsOf(alice)).toEqual({ received: [], sent: [] });
  });

  it('answers only pending requests: anything already answered is 409', async () => {
    const alice = await newPerson();
    const bob = await newPerson();
    const declined = await sendFriendRequest(alice, { email: bob.email });
    await bob.post(`/api/friends/requests/${declined.id}/decline`);
    const canceled = await sendFriendRequest(alice, { email: bob.email });
    await alice.delete(`/api/friends/requests/${canceled.id}`);
    for (const id of [declined.id, canceled.id]) {
      for (const answer of ['accept', 'decline']) {
        const response = await bob.post(`/api/friends/requests/${id}/${answer}`);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ message: 'This friend request has already been answered or canceled.', code: 'FRIEND_REQUEST_NOT_PENDING' });
      }
      expect((await alice.delete(`/api/friends/requests/${id}`)).statusCode).toBe(409);
    }
    expect(await friendIdsOf(bob)).toEqual([]);
  });

  it('accepting the same request many times at once makes one friendship and no server error', async () => {
    const alice = await newPerson();
    const bob = await newPerson();
    const request = await sendFriendRequest(alice, { email: bob.email });
    const answers = await Promise.all(Array.from({ length: 8 }, () => bob.post(`/api/friends/requests/${request.id}/accept`)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await friendIdsOf(alice)).toEqual([bob.user.id]);
    expect(await friendIdsOf(bob)).toEqual([alice.user.id]);
  });

  it('an accept racing a cancel: exactly one of them wins', async () => {
    const alice = await newPerson();
    const bob = await newPerson();
    const request = await sendFriendRequest(alice, { email: bob.email });
    const [accept, cancel] = await Promise.all([bob.post(`/api/friends/requests/${request.id}/accept`), alice.delete(`/api/friends/requests/${request.id}`)]);
    expect([accept.statusCode, cancel.statusCode].sort()).toEqual(accept.statusCode === 200 ? [200, 409] : [204, 409]);
    expect((await friendIdsOf(alice)).length).toBe(accept.statusCode === 200 ? 1 : 0);
  });

  it('answers 404, never 500, for ids that name no request', async () => {
    const alice = await newPerson();
    for (const id of [randomUUID(), 'nope', '123', 'a'.repeat(100), '%27%20or%201%3D1']) {
      expect((await alice.post(`/api/friends/requests/${id}/accept`)).statusCode).toBe(404);
      expect((await alice.post(`/api/friends/requests/${id}/decline`)).statusCode).toBe(404);
      expect((await alice.delete(`/api/friends/requests/${id}`)).statusCode).toBe(404);
    }
  });

  it('needs a signed-in user for every friends route', async () => {
    const id = randomUUID();
    const calls = [
      ['GET', '/api/friends'],
      ['DELETE', `/api/friends/${id}`],
      ['GET', '/api/friends/requests'],
      ['POST', '/api/friends/requests'],
      ['POST', `/api/friends/requests/${id}/accept`],
      ['POST', `/api/friends/requests/${id}/decline`],
      ['DELETE', `/api/friends/requests/${id}`],
      ['GET', '/api/users/search?q=ana'],
    ] as const;
    for (const [method, url] of calls) {
      const response = await app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
    }
  });
});
