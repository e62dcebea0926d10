import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FriendRequests } from '../../../../src/domain/friends';
import { makeFriends, sendFriendRequest, signedInAgent, type Agent } from '../../support/factories';
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

describe('sending a friend request', () => {
  it('sends by e-mail, in any letter case, and answers the request naming the receiver', async () => {
    const alice = await newPerson('Alice', 'Moreau');
    const bob = await newPerson('Bob', 'Tan');
    const response = await alice.post('/api/friends/requests', { email: bob.email.toUpperCase() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      user: { id: bob.user.id, firstName: 'Bob', lastName: 'Tan', email: bob.email },
      createdAt: expect.any(String),
    });
  });

  it('sends by user id and lists the request as sent for one and received for the other', async () => {
    const alice = await newPerson('Alice', 'Moreau');
    const bob = await newPerson('Bob', 'Tan');
    const request = await sendFriendRequest(alice, { userId: bob.user.id });
    const sent = await requestsOf(alice);
    expect(sent.received).toEqual([]);
    expect(sent.sent).toEqual([{ id: request.id, user: { id: bob.user.id, firstName: 'Bob', lastName: 'Tan' }, createdAt: request.createdAt }]);
    const received = await requestsOf(bob);
    expect(received.sent).toEqual([]);
    expect(received.received).toEqual([
      { id: request.id, user: { id: alice.user.id, firstName: 'Alice', lastName: 'Moreau', email: alice.email }, createdAt: request.createdAt },
    ]);
  });

  it('never shows the address of someone asked by id, so requests cannot harvest e-mails', async () => {
    const alice = await newPerson();
    const byId = await newPerson('Found', 'ByName');
    const byEmail = await newPerson('Known', 'Address');
    const answer = await alice.post('/api/friends/requests', { userId: byId.user.id });
    expect(answer.json().user).toEqual({ id: byId.user.id, firstName: 'Found', lastName: 'ByName' });
    await sendFriendRequest(alice, { email: byEmail.email });
    const sent = (await requestsOf(alice)).sent;
    expect(sent).toHaveLength(2);
    for (const request of sent) expect(request.user).not.toHaveProperty('email');
    expect(JSON.stringify(await requestsOf(alice))).not.toContain(byId.email);
  });

  it('refuses a request to yourself, by e-mail or by id', async () => {
    const alice = await newPerson();
    for (const body of [{ email: alice.email }, { userId: alice.user.id }]) {
      const response = await alice.post('/api/friends/requests', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('You cannot send a friend request to yourself.');
    }
    expect(await requestsOf(alice)).toEqual({ received: [], sent: [] });
  });

  it('refuses sending the same request twice', async () => {
    const alice = await newPerson();
    const bob = await newPerson();
    await sendFriendRequest(alice, { email: bob.email });
    const again = await alice.post('/api/friends/requests', { userId: bob.user.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'You have already sent this person a friend request.', code: 'FRIEND_REQUEST_ALREADY_SENT' });
    expect((await requestsOf(alice)).sent).toHaveLength(1);
  });

  it('tells someone whose friend already asked them that the other request is waiting', async () => {
    const alice = await newPerson();
    const bob = await newPerson();
    await sendFriendRequest(alice, { email: bob.email });
    const reverse = await bob.post('/api/friends/requests', { email: alice.email });
    expect(reverse.statusCode).toBe(409);
    expect(reverse.json()).toMatchObject({
      message: 'This person has already sent you a friend request. Accept it from your requests.',
      code: 'FRIEND_REQUEST_ALREADY_RECEIVED',
    });
    expect((await requestsOf(bob)).sent).toEqual([]);
  });

  it('refuses a request to someone who is already a friend', async () => {
    const alice = await newPerson();
    const bob = await newPerson();
    await makeFriends(alice, bob);
    for (const [from, to] of [
      [alice, bob],
      [bob, alice],
    ] as const) {
      const response = await from.post('/api/friends/requests', { email: to.email });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: 'You are already friends with this person.', code: 'ALREADY_FRIENDS' });
    }
  });

  it('says clearly that nobody uses an unknown address or id', async () => {
    const alice = await newPerson();
    const byEmail = await alice.post('/api/friends/requests', { email: 'nobody-here@tandem.test' });
    expect(byEmail.statusCode).toBe(404);
    expect(byEmail.json()).toMatchObject({ message: 'No account uses this e-mail address.', code: 'USER_NOT_FOUND' });
    for (const userId of [randomUUID(), 'not-a-uuid', "'; drop table users; --"]) {
      const byId = await alice.post('/api/friends/requests', { userId });
      expect(byId.statusCode).toBe(404);
      expect(byId.json()).toMatchObject({ message: 'This person could not be found.', code: 'USER_NOT_FOUND' });
    }
  });

  it.each([
    [{}, 'Send either an e-mail address or a person, not both.'],
    [{ email: 'a@tandem.test', userId: randomUUID() }, 'Send either an e-mail address or a person, not both.'],
    [{ email: 'not an address' }, 'Enter a valid email address'],
    [{ email: 42 }, 'Enter a valid email address'],
    [{ userId: 7 }, 'This person could not be found.'],
    [{ email: 'a@tandem.test', note: 'hi' }, 'Unknown field: note'],
  ])('answers %j with 400 “%s”', async (body, message) => {
    const alice = await newPerson();
    const response = await alice.post('/api/friends/requests', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION_FAILED' });
  });

  it('allows a new request once an earlier one was declined or canceled', async () => {
    const alice = await newPerson();
    const bob = await newPerson();
    const first = await sendFriendRequest(alice, { email: bob.email });
    expect((await bob.post(`/api/friends/requests/${first.id}/decline`)).statusCode).toBe(204);
    const second = await sendFriendRequest(alice, { email: bob.email });
    expect((await alice.delete(`/api/friends/requests/${second.id}`)).statusCode).toBe(204);
    const third = await sendFriendRequest(bob, { email: alice.email });
    expect((await requestsOf(alice)).received.map((request) => request.id)).toEqual([third.id]);
  });

  it('records one request when both people ask each other at the same moment', async () => {
    const alice = await newPerson();
    const bob = await newPerson();
    const answers = await Promise.all([
      alice.post('/api/friends/requests', { email: bob.email }),
      bob.post('/api/friends/requests', { email: alice.email }),
      alice.post('/api/friends/requests', { email: bob.email }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    const pending = await requestsOf(alice);
    expect(pending.sent.length + pending.received.length).toBe(1);
  });
});

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
