import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { escapeLikePattern, isEmailSearch, searchResultLimit, type SearchRelation, type UserSearchResult } from '../../../domain/friends/friends';
import type { Database } from '../../db/client';
import { friendRequests, friendships, users } from '../../db/schema/index';

/**
 * Names starting with the text: first name, last name, or "first last". The patterns are
 * anchored (no leading wildcard) and compare lower(...) with lower(...), so an expression index
 * `lower(first_name) text_pattern_ops` can serve them once the user table grows; until then the
 * scan stops at the result limit. E-mail is never part of a name search, so nobody can list
 * addresses by typing fragments of them.
 */
function namePrefix(text: string): SQL | undefined {
  const pattern = `${escapeLikePattern(text.replace(/\s+/g, ' '))}%`;
  return or(
    sql`lower(${users.firstName}) like lower(${pattern}) escape '\\'`,
    sql`lower(${users.lastName}) like lower(${pattern}) escape '\\'`,
    sql`lower(${users.firstName} || ' ' || ${users.lastName}) like lower(${pattern}) escape '\\'`,
  );
}

function relationOf(row: { friendSince: Date | null; requestId: string | null; requestSenderId: string | null }, userId: string): SearchRelation {
  if (row.friendSince) return 'friend';
  if (!row.requestId) return 'none';
  return row.requestSenderId === userId ? 'requestSent' : 'requestReceived';
}

/**
 * People matching an exact e-mail address (through the lower(email) unique index) or a name
 * prefix, never the searcher, at most 20, each with where they stand with the searcher. An
 * address is shown only to someone who typed it exactly, or to a friend.
 */
export async function searchUsers(db: Database, userId: string, query: string): Promise<UserSearchResult[]> {
  const byEmail = isEmailSearch(query);
  const match = byEmail ? sql`lower(${users.email}) = lower(${query})` : namePrefix(query);
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      friendSince: friendships.since,
      requestId: friendRequests.id,
      requestSenderId: friendRequests.senderId,
    })
    .from(users)
    .leftJoin(friendships, and(eq(friendships.userId, userId), eq(friendships.friendId, users.id)))
    .leftJoin(
      friendRequests,
      and(
        eq(friendRequests.status, 'pending'),
        or(and(eq(friendRequests.senderId, userId), eq(friendRequests.receiverId, users.id)), and(eq(friendRequests.senderId, users.id), eq(friendRequests.receiverId, userId))),
      ),
    )
    .where(and(ne(users.id, userId), isNull(users.deletedAt), match))
    .orderBy(sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, users.id)
    .limit(searchResultLimit);
  return rows.map((row) => {
    const relation = relationOf(row, userId);
    const result: UserSearchResult = { id: row.id, firstName: row.firstName, lastName: row.lastName, relation };
    if (byEmail || relation === 'friend') result.email = row.email;
    if (row.requestId && (relation === 'requestSent' || relation === 'requestReceived')) result.requestId = row.requestId;
    return result;
  });
}
