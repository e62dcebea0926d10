import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { searchMinLength, type Friend, type FriendRequest, type FriendRequests, type UserSearchResult } from '@domain/friends';
import { apiRequest } from '@/lib/api-request';

/** Query keys are the URL parts; a search adds its text. */
export const friendKeys = {
  friends: ['/api/friends'] as const,
  requests: ['/api/friends/requests'] as const,
  searches: ['/api/users/search'] as const,
  search: (q: string) => ['/api/users/search', q] as const,
};

export type RequestTarget = { email: string } | { userId: string };

export function useFriends() {
  return useQuery<Friend[]>({ queryKey: friendKeys.friends });
}

export function useFriendRequests() {
  return useQuery<FriendRequests>({ queryKey: friendKeys.requests });
}

/** People matching `q` (already trimmed); nothing is asked until it is long enough. */
export function useUserSearch(q: string) {
  return useQuery<UserSearchResult[]>({
    queryKey: friendKeys.search(q),
    queryFn: () => apiRequest<UserSearchResult[]>('GET', `/api/users/search?q=${encodeURIComponent(q)}`),
    enabled: q.length >= searchMinLength,
  });
}

/**
 * Every friends write can change all three views: the friends list, the pending requests and
 * the relation shown on each search result. Refreshed after failures too: a 409 means the
 * screen was behind (someone answered or canceled meanwhile).
 */
function refreshFriends(queryClient: QueryClient): Promise<void> {
  const keys = [friendKeys.friends, friendKeys.requests, friendKeys.searches];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

function useFriendsMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => refreshFriends(queryClient) });
}

const requestUrl = (id: string) => `/api/friends/requests/${encodeURIComponent(id)}`;

export function useSendFriendRequest() {
  return useFriendsMutation((target: RequestTarget) => apiRequest<FriendRequest>('POST', '/api/friends/requests', target));
}

export function useAcceptFriendRequest() {
  return useFriendsMutation((requestId: string) => apiRequest<Friend>('POST', `${requestUrl(requestId)}/accept`));
}

export function useDeclineFriendRequest() {
  return useFriendsMutation((requestId: string) => apiRequest<void>('POST', `${requestUrl(requestId)}/decline`));
}

export function useCancelFriendRequest() {
  return useFriendsMutation((requestId: string) => apiRequest<void>('DELETE', requestUrl(requestId)));
}

export function useRemoveFriend() {
  return useFriendsMutation((userId: string) => apiRequest<void>('DELETE', `/api/friends/${encodeURIComponent(userId)}`));
}
