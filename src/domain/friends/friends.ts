import { z } from 'zod';
import { onceFieldsParse } from '../shared/field-schemas';
import { authMessages, emailSchema } from '../auth/auth';

export const friendRequestStatuses = ['pending', 'accepted', 'declined', 'canceled'] as const;
export type FriendRequestStatus = (typeof friendRequestStatuses)[number];

export const friendMessages = {
  requestToSelf: 'messages.friendRequestToSelf',
  alreadyFriends: 'messages.alreadyFriends',
  requestAlreadySent: 'messages.friendRequestAlreadySent',
  requestAlreadyReceived: 'messages.friendRequestAlreadyReceived',
  noAccountWithEmail: 'messages.noAccountWithEmail',
  personNotFound: 'messages.personNotFound',
  emailOrUserId: 'validation.friendEmailOrPerson',
  requestNotFound: 'messages.friendRequestNotFound',
  requestNotPending: 'messages.friendRequestNotPending',
  notAFriend: 'messages.notAFriend',
  searchTooShort: 'validation.searchTooShort',
  searchTooLong: 'validation.searchTooLong',
  emailInvalid: authMessages.emailInvalid,
} as const;

/**
 * Codes that let the client tell apart the friend-specific refusals; a 404 here names who was
 * not found, which the generic status text would hide.
 */
export const friendErrorCodes = {
  userNotFound: 'USER_NOT_FOUND',
  requestToSelf: 'FRIEND_REQUEST_TO_SELF',
  alreadyFriends: 'ALREADY_FRIENDS',
  requestAlreadySent: 'FRIEND_REQUEST_ALREADY_SENT',
  requestAlreadyReceived: 'FRIEND_REQUEST_ALREADY_RECEIVED',
  requestNotPending: 'FRIEND_REQUEST_NOT_PENDING',
} as const;

/** Shorter searches would list half the user base; `q` is trimmed before the check. */
export const searchMinLength = 2;
export const searchMaxLength = 254;
export const searchResultLimit = 20;

/** Someone as the friends screens show them. */
export const friendUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type FriendUser = z.infer<typeof friendUserSchema>;

export const friendSchema = friendUserSchema.extend({
  /** When the friendship began (ISO timestamp). */
  since: z.string(),
});
export type Friend = z.infer<typeof friendSchema>;

/**
 * A pending request; `user` is the other person (the sender when received, the receiver when
 * sent). A sender's address travels with their request; a receiver's address is shown back only
 * to a sender who typed it, so requests to people found by name cannot harvest addresses.
 */
export const friendRequestSchema = z.object({
  id: z.string(),
  user: friendUserSchema.extend({ email: z.string().optional() }),
  createdAt: z.string(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

export const friendRequestsSchema = z.object({
  received: z.array(friendRequestSchema),
  sent: z.array(friendRequestSchema),
});
export type FriendRequests = z.infer<typeof friendRequestsSchema>;

/** Exactly one of `email` (invite by address) or `userId` (a search result). */
export const sendFriendRequestInput = z
  .object({
    email: emailSchema.optional(),
    userId: z.string({ error: friendMessages.personNotFound }).max(100, friendMessages.personNotFound).optional(),
  })
  .strict()
  .refine((value) => (value.email === undefined) !== (value.userId === undefined), { error: friendMessages.emailOrUserId, path: ['email'], ...onceFieldsParse });
export type SendFriendRequestInput = z.infer<typeof sendFriendRequestInput>;

export const userSearchQuery = z.object({
  q: z.string({ error: friendMessages.searchTooShort }).trim().min(searchMinLength, friendMessages.searchTooShort).max(searchMaxLength, friendMessages.searchTooLong),
});
export type UserSearchQuery = z.infer<typeof userSearchQuery>;

export const searchRelations = ['none', 'friend', 'requestSent', 'requestReceived'] as const;
export type SearchRelation = (typeof searchRelations)[number];

export const userSearchResultSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Present only when the search was this exact address, or the person is already a friend. */
  email: z.string().optional(),
  relation: z.enum(searchRelations),
  /** The pending request between the two, when `relation` is requestSent or requestReceived. */
  requestId: z.string().optional(),
});
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;

/** Whether a search text is a whole e-mail address (searched exactly) rather than a name prefix. */
export function isEmailSearch(text: string): boolean {
  return emailSchema.safeParse(text).success;
}

/** LIKE patterns treat `%`, `_` and `\` specially; a typed name must match only itself. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
