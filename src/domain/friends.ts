export const friendRequestStatuses = ['pending', 'accepted', 'declined', 'canceled'] as const;
export type FriendRequestStatus = (typeof friendRequestStatuses)[number];
