import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { UserSearchResult } from '../../../../src/domain/friends/friends';
import { makeFriends, sendFriendRequest, signedInAgent, uniqueEmail, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app } = await createTestApp();

/** A name no other test in this file uses, so prefix searches see only their own people. */
const uniqueName = (start: string) => `${start}${randomBytes(3).toString('hex')}`;

async function search(agent: Agent, q: string): Promise<UserSearchResult[]> {
  const response = await agent.get(`/api/users/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UserSearchResult[]>();
}

describe('searching people', () => {
  it.each([[''], ['q='], ['q=a'], ['q=%20%20b%20%20'], [`q=${'a'.repeat(255)}`]])('refuses %s with a clear 400', async (query) => {
    const alice = await signedInAgent(app);
    const response = await alice.get(`/api/users/search?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^(Type at least 2 characters to search\.|Search text is too long\.)$/);
  });

  it('finds by the start of the first name, the last name or "first last", in any case, without e-mail', async () => {
    const first = uniqueName('Mar');
    const last = uniqueName('Oli');
    const alice = await signedInAgent(app);
    const marta = await signedInAgent(app, { firstName: first, lastName: last });
    const expected = [{ id: marta.user.id, firstName: first, lastName: last, relation: 'none' }];
    expect(await search(alice, first.toUpperCase())).toEqual(expected);
    expect(await search(alice, last.slice(0, 5).toLowerCase())).toEqual(expected);
    expect(await search(alice, `  ${first}   ${last.slice(0, 4)}  `)).toEqual(expected);
    expect(await search(alice, `${last} ${first}`)).toEqual([]);
  });

  it('never matches e-mail text in a name search, nor reveals addresses', async () => {
    const alice = await signedInAgent(app);
    const hidden = uniqueEmail('zzsecret');
    await signedInAgent(app, { firstName: 'Plain', lastName: 'Person', email: hidden });
    expect(await search(alice, 'zzsecret')).toEqual([]);
    expect(await search(alice, hidden.split('@')[0]!)).toEqual([]);
    expect(await search(alice, 'tandem.test')).toEqual([]);
    expect(await search(alice, '@tandem')).toEqual([]);
    expect(await search(alice, hidden.slice(0, -1))).toEqual([]);
    const byName = await search(alice, 'Plain Per');
    expect(byName.length).toBeGreaterThan(0);
    for (const result of byName) expect(result).not.toHaveProperty('email');
  });

  it('finds someone by their exact e-mail address in any letter case and shows it', async () => {
    const alice = await signedInAgent(app);
    const bob = await signedInAgent(app, { firstName: 'Bob', lastName: 'Tan' });
    const expected = [{ id: bob.user.id, firstName: 'Bob', lastName: 'Tan', email: bob.email, relation: 'none' }];
    expect(await search(alice, bob.email)).toEqual(expected);
    expect(await search(alice, `  ${bob.email.toUpperCase()} `)).toEqual(expected);
  });

  it('never lists the person searching', async () => {
    const name = uniqueName('Self');
    const me = await signedInAgent(app, { firstName: name, lastName: 'Searcher' });
    const twin = await signedInAgent(app, { firstName: name, lastName: 'Twin' });
    expect((await search(me, name)).map((result) => result.id)).toEqual([twin.user.id]);
    expect(await search(me, me.email)).toEqual([]);
    expect(await search(me, `${name} Sea`)).toEqual([]);
  });

  it('treats %, _ and \\ as ordinary characters', async () => {
    const alice = await signedInAgent(app);
    const tag = randomBytes(3).toString('hex');
    const percent = await signedInAgent(app, { firstName: `Pe%r${tag}`, lastName: 'Cent' });
    await signedInAgent(app, { firstName: `Peter${tag}`, lastName: 'Under' });
    const slash = await signedInAgent(app, { firstName: `Ba\\ck${tag}`, lastName: 'Slash' });
    expect(await search(alice, '%%')).toEqual([]);
    expect(await search(alice, '__')).toEqual([]);
    expect(await search(alice, '%_')).toEqual([]);
    expect((await search(alice, 'Pe%')).map((result) => result.id)).toEqual([percent.user.id]);
    expect(await search(alice, `P_t`)).toEqual([]);
    expect((await search(alice, 'Ba\\')).map((result) => result.id)).toEqual([slash.user.id]);
  });

  it('answers at most 20 people, sorted by name', async () => {
    const alice = await signedInAgent(app);
    const name = uniqueName('Many');
    for (let index = 0; index < 23; index += 1) await signedInAgent(app, { firstName: name, lastName: `L${String(index).padStart(2, '0')}` });
    const results = await search(alice, name);
    expect(results).toHaveLength(20);
    expect(results.map((result) => result.lastName)).toEqual(Array.from({ length: 20 }, (_, index) => `L${String(index).padStart(2, '0')}`));
  });

  it('says where each person stands with the searcher, with the request to act on', async () => {
    const name = uniqueName('Rel');
    const me = await signedInAgent(app, { firstName: 'Me', lastName: 'Myself' });
    const friend = await signedInAgent(app, { firstName: name, lastName: 'Friend' });
    const asked = await signedInAgent(app, { firstName: name, lastName: 'Asked' });
    const asking = await signedInAgent(app, { firstName: name, lastName: 'Asking' });
    const stranger = await signedInAgent(app, { firstName: name, lastName: 'Stranger' });
    await makeFriends(me, friend);
    const sent = await sendFriendRequest(me, { userId: asked.user.id });
    const received = await sendFriendRequest(asking, { email: me.email });
    expect(await search(me, name)).toEqual([
      { id: asked.user.id, firstName: name, lastName: 'Asked', relation: 'requestSent', requestId: sent.id },
      { id: asking.user.id, firstName: name, lastName: 'Asking', relation: 'requestReceived', requestId: received.id },
      { id: friend.user.id, firstName: name, lastName: 'Friend', email: friend.email, relation: 'friend' },
      { id: stranger.user.id, firstName: name, lastName: 'Stranger', relation: 'none' },
    ]);
    // The same people seen by someone else: no relation of mine leaks into their answer.
    const other = await signedInAgent(app);
    expect((await search(other, name)).map((result) => result.relation)).toEqual(['none', 'none', 'none', 'none']);
    const fromAsked = await search(asked, 'Me Myself');
    expect(fromAsked.find((result) => result.id === me.user.id)).toEqual({
      id: me.user.id,
      firstName: 'Me',
      lastName: 'Myself',
      relation: 'requestReceived',
      requestId: sent.id,
    });
  });

  it('shows a pending request as answered once it is', async () => {
    const name = uniqueName('Ans');
    const me = await signedInAgent(app);
    const bob = await signedInAgent(app, { firstName: name, lastName: 'Bob' });
    const request = await sendFriendRequest(me, { userId: bob.user.id });
    await bob.post(`/api/friends/requests/${request.id}/decline`);
    expect((await search(me, name)).map((result) => result.relation)).toEqual(['none']);
  });
});
