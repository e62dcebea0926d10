import type { Friend, FriendRequest } from '../../../src/domain/friends/friends';
import type { Agent } from './user-factories';

/** Sends a friend request through the API (by e-mail unless a user id is given) and expects it to be created. */
export async function sendFriendRequest(from: Agent, to: { email: string } | { userId: string }): Promise<FriendRequest> {
  const response = await from.post('/api/friends/requests', to);
  if (response.statusCode !== 201) throw new Error(`sendFriendRequest: ${response.statusCode} ${response.body}`);
  return response.json<FriendRequest>();
}

/** Makes two accounts friends through the API: a request from `a`, accepted by `b`. */
export async function makeFriends(a: Agent, b: Agent): Promise<Friend> {
  const request = await sendFriendRequest(a, { email: b.email });
  const response = await b.post(`/api/friends/requests/${request.id}/accept`);
  if (response.statusCode !== 200) throw new Error(`makeFriends: ${response.statusCode} ${response.body}`);
  return response.json<Friend>();
}
