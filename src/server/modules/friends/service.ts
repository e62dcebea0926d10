import { and, eq, or, sql } from 'drizzle-orm';
import { friendMessages, type Friend } from '../../../domain/friends/friends';
import type { Database } from '../../db/client';
import { friendships, users } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { isUuid } from '../../http/route-kit';
import { friendUserColumns, toFriend } from './friend-view';

type Reader = Pick<Database, 'select'>;

/** The user's friends sorted by name, each with the moment the friendship began. */
export async function listFriends(db: Reader, userId: string): Promise<Friend[]> {
  const rows = await db
    .select({ ...friendUserColumns, since: friendships.since })
    .from(friendships)
    .innerJoin(users, eq(users.id, friendships.friendId))
    .where(eq(friendships.userId, userId))
    .orderBy(sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, users.id);
  return rows.map(toFriend);
}

/** One friend of the user, as the accept answer shows them. */
export async function getFriend(db: Reader, userId: string, friendId: string): Promise<Friend> {
  const [row] = await db
    .select({ ...friendUserColumns, since: friendships.since })
    .from(friendships)
    .innerJoin(users, eq(users.id, friendships.friendId))
    .where(and(eq(friendships.userId, userId), eq(friendships.friendId, friendId)));
  if (!row) throw notFound(friendMessages.notAFriend);
  return toFriend(row);
}

/** Ends a friendship for both people in one statement; someone who is not a friend answers 404. */
export async function removeFriend(db: Database, userId: string, friendId: string): Promise<void> {
  if (!isUuid(friendId)) throw notFound(friendMessages.notAFriend);
  const removed = await db
    .delete(friendships)
    .where(or(and(eq(friendships.userId, userId), eq(friendships.friendId, friendId)), and(eq(friendships.userId, friendId), eq(friendships.friendId, userId))))
    .returning({ userId: friendships.userId });
  if (removed.length === 0) throw notFound(friendMessages.notAFriend);
}
