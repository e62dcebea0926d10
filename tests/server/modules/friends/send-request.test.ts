import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FriendRequests } from '../../../../src/domain/friends/friends';
import { makeFriends, sendFriendRequest, signedInAgent, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app } = await createTestApp();

const newPerson = (firstName = 'Test', lastName = 'User') => signedInAgent(app, { firstName, lastName });

async function requestsOf(agent: Agent): Promise<FriendRequests> {
  const response = await agent.get('/api/friends/requests');
  expect(response.statusCode).toBe(200);
  return response.json<FriendRequests>();
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
    expect(received.received).toEqual([{ id: request.id, user: { id: alice.user.id, firstName: 'Alice', lastName: 'Moreau', email: alice.email }, createdAt: request.createdAt }]);
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
