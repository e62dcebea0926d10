import { englishText } from '@domain/shared/message-text';
import { friendMessages, type Friend, type FriendRequest, type FriendUser, type UserSearchResult } from '@domain/friends/friends';
import { api, failure, json } from './fake-api';
import { testUser } from './fixtures';
import { declareSession } from './session';

let counter = 0;

/** Someone with an account; e-mail derived from the name unless given. */
export function makePerson(firstName: string, lastName: string, email?: string): FriendUser {
  counter += 1;
  return { id: `person-${counter}`, firstName, lastName, email: email ?? `${firstName}.${lastName}@example.com`.toLowerCase() };
}

export function makeFriend(person: FriendUser, since = '2025-02-14T09:30:00.000Z'): Friend {
  return { ...person, since };
}

/** A request someone sent the user: their address comes with it. */
export function makeRequest(person: FriendUser, createdAt = '2025-03-02T12:00:00.000Z'): FriendRequest {
  counter += 1;
  return { id: `request-${counter}`, user: person, createdAt };
}

/** A request the user sent; the server shows the receiver's address only to a sender who typed it. */
export function makeSentRequest(person: FriendUser, createdAt = '2025-03-02T12:00:00.000Z', typedEmail = false): FriendRequest {
  const { email, ...withoutEmail } = person;
  counter += 1;
  return { id: `request-${counter}`, user: typedEmail ? { ...withoutEmail, email } : withoutEmail, createdAt };
}

export interface FriendsApiOptions {
  friends?: Friend[];
  received?: FriendRequest[];
  sent?: FriendRequest[];
  /** Everyone else with an account, found by search and by e-mail. Friends and requesters are added. */
  people?: FriendUser[];
}

const namePrefix = (person: FriendUser, q: string) =>
  [person.firstName, person.lastName, `${person.firstName} ${person.lastName}`].some((name) => name.toLowerCase().startsWith(q.toLowerCase()));

/**
 * A signed-in session plus an in-memory friends server that keeps the real one's rules: requests
 * by e-mail or id, refusals with the server's texts and codes, answers only for pending requests,
 * and searches that show an address only to someone who typed it exactly (or to a friend).
 */
export function declareFriendsApi({ friends = [], received = [], sent = [], people = [] }: FriendsApiOptions = {}) {
  const state = { friends: [...friends], received: [...received], sent: [...sent] };
  const directory = new Map<string, FriendUser>();
  // People given in full last, so their addresses win over sent requests that leave them out.
  for (const person of [...sent.map((request) => request.user), ...received.map((request) => request.user), ...friends, ...people]) {
    directory.set(person.id, { id: person.id, firstName: person.firstName, lastName: person.lastName, email: person.email ?? '' });
  }
  // Like the server, a refusal names its catalogue text beside the English.
  const keyOf = (message: string) => Object.values(friendMessages).find((key) => englishText({ key }) === message);
  const notFound = (message: string, code = 'NOT_FOUND') => failure(404, message, code, { key: keyOf(message) });

  declareSession({ preferences: { theme: 'light', hasCompletedOnboarding: true, language: 'en' } });
  api.use({
    'GET /api/friends': () => [...state.friends].sort((a, b) => a.firstName.localeCompare(b.firstName)),
    'GET /api/friends/requests': () => ({ received: state.received, sent: state.sent }),
    'POST /api/friends/requests': ({ body }) => {
      const input = body as { email?: string; userId?: string };
      const person = input.email ? [...directory.values()].find((candidate) => candidate.email === input.email?.toLowerCase()) : directory.get(input.userId ?? '');
      if (!person) return notFound(input.email ? 'No account uses this e-mail address.' : 'This person could not be found.', 'USER_NOT_FOUND');
      if (state.friends.some((friend) => friend.id === person.id)) return failure(409, 'You are already friends with this person.', 'ALREADY_FRIENDS');
      if (state.sent.some((request) => request.user.id === person.id)) {
        return failure(409, 'You have already sent this person a friend request.', 'FRIEND_REQUEST_ALREADY_SENT');
      }
      if (state.received.some((request) => request.user.id === person.id)) {
        return failure(409, 'This person has already sent you a friend request. Accept it from your requests.', 'FRIEND_REQUEST_ALREADY_RECEIVED');
      }
      const request = makeSentRequest(person, '2025-03-10T08:00:00.000Z', input.email !== undefined);
      state.sent.unshift(request);
      return json(201, request);
    },
    'POST /api/friends/requests/:id/accept': ({ params }) => {
      const request = state.received.find((candidate) => candidate.id === params.id);
      if (!request) return notFound('Friend request not found.');
      state.received = state.received.filter((candidate) => candidate !== request);
      const friend = makeFriend(directory.get(request.user.id) ?? { ...request.user, email: '' }, '2025-03-10T08:00:00.000Z');
      state.friends.push(friend);
      return friend;
    },
    'POST /api/friends/requests/:id/decline': ({ params }) => {
      if (!state.received.some((candidate) => candidate.id === params.id)) return notFound('Friend request not found.');
      state.received = state.received.filter((candidate) => candidate.id !== params.id);
      return json(204);
    },
    'DELETE /api/friends/requests/:id': ({ params }) => {
      if (!state.sent.some((candidate) => candidate.id === params.id)) return notFound('Friend request not found.');
      state.sent = state.sent.filter((candidate) => candidate.id !== params.id);
      return json(204);
    },
    'DELETE /api/friends/:userId': ({ params }) => {
      if (!state.friends.some((friend) => friend.id === params.userId)) return notFound('This person is not in your friends.');
      state.friends = state.friends.filter((friend) => friend.id !== params.userId);
      return json(204);
    },
    'GET /api/users/search': ({ query }) => {
      const q = (query.get('q') ?? '').trim();
      if (q.length < 2) return failure(400, 'Type at least 2 characters to search.', 'VALIDATION_FAILED');
      const byEmail = q.includes('@');
      return [...directory.values()]
        .filter((person) => person.id !== testUser.id && (byEmail ? person.email === q.toLowerCase() : namePrefix(person, q)))
        .map((person): UserSearchResult => {
          const friend = state.friends.some((candidate) => candidate.id === person.id);
          const sentRequest = state.sent.find((request) => request.user.id === person.id);
          const receivedRequest = state.received.find((request) => request.user.id === person.id);
          const base = { id: person.id, firstName: person.firstName, lastName: person.lastName };
          const email = byEmail || friend ? { email: person.email } : {};
          if (friend) return { ...base, ...email, relation: 'friend' };
          if (sentRequest) return { ...base, ...email, relation: 'requestSent', requestId: sentRequest.id };
          if (receivedRequest) return { ...base, ...email, relation: 'requestReceived', requestId: receivedRequest.id };
          return { ...base, ...email, relation: 'none' };
        });
    },
  });
  return { state, calls: api.calls };
}
