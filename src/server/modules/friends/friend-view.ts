import type { Friend, FriendRequest, FriendUser } from '../../../domain/friends/friends';
import { users } from '../../db/schema/index';

/** The user columns the friends screens may show; e-mail is left out of searches by name. */
export const friendUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

export function toFriendUser(row: FriendUser): FriendUser {
  return { id: row.id, firstName: row.firstName, lastName: row.lastName, email: row.email };
}

export function toFriend(row: FriendUser & { since: Date }): Friend {
  return { ...toFriendUser(row), since: row.since.toISOString() };
}

/** `showEmail` is false for a receiver whose address the sender may not have known (see friendRequestSchema). */
export function toFriendRequest(request: { id: string; createdAt: Date }, otherUser: FriendUser, showEmail: boolean): FriendRequest {
  const { email, ...person } = toFriendUser(otherUser);
  return { id: request.id, user: showEmail ? { ...person, email } : person, createdAt: request.createdAt.toISOString() };
}
