import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { errorCodes } from '../../../domain/shared/errors';
import {
  friendErrorCodes,
  friendMessages,
  type Friend,
  type FriendRequest,
  type FriendRequests,
  type FriendUser,
  type SendFriendRequestInput,
} from '../../../domain/friends/friends';
import type { Database } from '../../db/client';
import { friendRequests, friendships, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/route-kit';
import { friendUserColumns, toFriendRequest } from './friend-view';
import { notifyFriendRequest } from './request-notice';
import { getFriend } from './service';

type Reader = Pick<Database, 'select'>;

const conflict = (code: string, message: string) => new AppError(409, code, message);
const requestNotFound = () => new AppError(404, errorCodes.notFound, friendMessages.requestNotFound);

function pendingBetween(userId: string, otherId: string): SQL | undefined {
  return and(
    eq(friendRequests.status, 'pending'),
    or(and(eq(friendRequests.senderId, userId), eq(friendRequests.receiverId, otherId)), and(eq(friendRequests.senderId, otherId), eq(friendRequests.receiverId, userId))),
  );
}

/** The pending requests the user received and sent, newest first, each naming the other person (sent ones without address). */
export async function listFriendRequests(db: Reader, userId: string): Promise<FriendRequests> {
  const request = { id: friendRequests.id, createdAt: friendRequests.createdAt };
  const newestFirst = [desc(friendRequests.createdAt), desc(friendRequests.id)];
  const [received, sent] = await Promise.all([
    db
      .select({ request, user: friendUserColumns })
      .from(friendRequests)
      .innerJoin(users, eq(users.id, friendRequests.senderId))
      .where(and(eq(friendRequests.receiverId, userId), eq(friendRequests.status, 'pending')))
      .orderBy(...newestFirst),
    db
      .select({ request, user: friendUserColumns })
      .from(friendRequests)
      .innerJoin(users, eq(users.id, friendRequests.receiverId))
      .where(and(eq(friendRequests.senderId, userId), eq(friendRequests.status, 'pending')))
      .orderBy(...newestFirst),
  ]);
  return {
    received: received.map((row) => toFriendRequest(row.request, row.user, true)),
    sent: sent.map((row) => toFriendRequest(row.request, row.user, false)),
  };
}

/** The person a request is for, by exact e-mail (case-insensitive) or by id. */
async function findReceiver(db: Reader, input: SendFriendRequestInput): Promise<FriendUser> {
  const byEmail = input.email !== undefined;
  const missing = new AppError(404, friendErrorCodes.userNotFound, byEmail ? friendMessages.noAccountWithEmail : friendMessages.personNotFound);
  let condition: SQL;
  if (input.email !== undefined) condition = sql`lower(${users.email}) = lower(${input.email})`;
  else if (input.userId !== undefined && isUuid(input.userId)) condition = eq(users.id, input.userId);
  else throw missing;
  const [row] = await db
    .select(friendUserColumns)
    .from(users)
    .where(and(condition, isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw missing;
  return row;
}

/** Refuses a request between people who are already friends or already have one pending. */
async function refuseWhenConnected(db: Reader, senderId: string, receiverId: string): Promise<void> {
  const [friendship] = await db
    .select({ since: friendships.since })
    .from(friendships)
    .where(and(eq(friendships.userId, senderId), eq(friendships.friendId, receiverId)))
    .limit(1);
  if (friendship) throw conflict(friendErrorCodes.alreadyFriends, friendMessages.alreadyFriends);
  const [pending] = await db.select({ senderId: friendRequests.senderId }).from(friendRequests).where(pendingBetween(senderId, receiverId)).limit(1);
  if (!pending) return;
  if (pending.senderId === senderId) throw conflict(friendErrorCodes.requestAlreadySent, friendMessages.requestAlreadySent);
  throw conflict(friendErrorCodes.requestAlreadyReceived, friendMessages.requestAlreadyReceived);
}

export async function sendFriendRequest(db: Database, senderId: string, input: SendFriendRequestInput): Promise<FriendRequest> {
  const receiver = await findReceiver(db, input);
  if (receiver.id === senderId) throw new AppError(400, friendErrorCodes.requestToSelf, friendMessages.requestToSelf);
  // The unique index on pending pairs settles races the checks cannot see: a request sent at
  // the same moment (either way) makes this insert do nothing, and the second check explains why.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await refuseWhenConnected(db, senderId, receiver.id);
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(friendRequests)
        .values({ senderId, receiverId: receiver.id })
        .onConflictDoNothing()
        .returning({ id: friendRequests.id, createdAt: friendRequests.createdAt });
      if (inserted) await notifyFriendRequest(tx, inserted.id, senderId, receiver.id);
      return inserted;
    });
    if (row) return toFriendRequest(row, receiver, input.email !== undefined);
  }
  throw conflict(friendErrorCodes.requestAlreadySent, friendMessages.requestAlreadySent);
}

/** Why a request the user may not answer could not be answered: not theirs (404) or no longer pending (409). */
async function refusalFor(db: Reader, requestId: string, owner: SQL): Promise<AppError> {
  const [row] = await db
    .select({ status: friendRequests.status })
    .from(friendRequests)
    .where(and(eq(friendRequests.id, requestId), owner))
    .limit(1);
  return row ? conflict(friendErrorCodes.requestNotPending, friendMessages.requestNotPending) : requestNotFound();
}

/**
 * Moves a pending request to `status` in one conditional update, so of two answers racing for the
 * same request exactly one wins and the other is told it was already answered.
 */
async function answerPending(db: Reader & Pick<Database, 'update'>, requestId: string, owner: SQL, status: 'accepted' | 'declined' | 'canceled') {
  if (!isUuid(requestId)) throw requestNotFound();
  const [answered] = await db
    .update(friendRequests)
    .set({ status, respondedAt: sql`now()` })
    .where(and(eq(friendRequests.id, requestId), owner, eq(friendRequests.status, 'pending')))
    .returning({ senderId: friendRequests.senderId, receiverId: friendRequests.receiverId });
  if (!answered) throw await refusalFor(db, requestId, owner);
  return answered;
}

/** The receiver accepts: the request and both friendship rows change in one transaction. */
export async function acceptFriendRequest(db: Database, userId: string, requestId: string): Promise<Friend> {
  return db.transaction(async (tx) => {
    const request = await answerPending(tx, requestId, eq(friendRequests.receiverId, userId), 'accepted');
    await tx
      .insert(friendships)
      .values([
        { userId, friendId: request.senderId },
        { userId: request.senderId, friendId: userId },
      ])
      .onConflictDoNothing();
    return getFriend(tx, userId, request.senderId);
  });
}

export async function declineFriendRequest(db: Database, userId: string, requestId: string): Promise<void> {
  await answerPending(db, requestId, eq(friendRequests.receiverId, userId), 'declined');
}

/** Only the sender cancels; to the receiver (or anyone else) the request does not exist here. */
export async function cancelFriendRequest(db: Database, userId: string, requestId: string): Promise<void> {
  await answerPending(db, requestId, eq(friendRequests.senderId, userId), 'canceled');
}
