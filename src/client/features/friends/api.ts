import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { searchMinLength, type UserSearchResult } from '@domain/friends/friends';
import { apiClient, type GetAnswer } from '@/lib/api/client';

/** Query keys are the URL parts; a search adds its text. */
export const friendKeys = {
  friends: ['/api/friends'] as const,
  requests: ['/api/friends/requests'] as const,
  searches: ['/api/users/search'] as const,
  search: (q: string) => ['/api/users/search', q] as const,
};

export type RequestTarget = { email: string } | { userId: string };

export function useFriends() {
  return useQuery<GetAnswer<'/api/friends'>>({ queryKey: friendKeys.friends });
}

export function useFriendRequests() {
  return useQuery<GetAnswer<'/api/friends/requests'>>({ queryKey: friendKeys.requests });
}

/** People matching `q` (already trimmed); nothing is asked until it is long enough. */
export function useUserSearch(q: string) {
  return useQuery<UserSearchResult[]>({
    queryKey: friendKeys.search(q),
    queryFn: () => apiClient.get('/api/users/search', { query: { q } }),
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

export function useSendFriendRequest() {
  return useFriendsMutation((target: RequestTarget) => apiClient.post('/api/friends/requests', { body: target }));
}

export function useAcceptFriendRequest() {
  return useFriendsMutation((requestId: string) => apiClient.post('/api/friends/requests/{id}/accept', { path: { id: requestId } }));
}

export function useDeclineFriendRequest() {
  return useFriendsMutation((requestId: string) => apiClient.post('/api/friends/requests/{id}/decline', { path: { id: requestId } }));
}

export function useCancelFriendRequest() {
  return useFriendsMutation((requestId: string) => apiClient.delete('/api/friends/requests/{id}', { path: { id: requestId } }));
}

export function useRemoveFriend() {
  return useFriendsMutation((userId: string) => apiClient.delete('/api/friends/{userId}', { path: { userId } }));
}
