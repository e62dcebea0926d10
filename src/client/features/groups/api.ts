import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupInviteRole, GroupRole, GroupStatus, InvitePreview } from '@domain/groups/groups';
import type { CalendarEvent } from '@domain/events/events';
import { apiClient, type GetAnswer, type ApiBody } from '@/lib/api/client';
import { ApiError } from '@/lib/api-request';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';
import { moneyKeys } from '@/lib/money-caches';
import { shouldRetryWrite } from '@/lib/query-client';

const encoded = (part: string) => encodeURIComponent(part);

/** Query keys are the URL parts; everything about groups starts with the list's key. */
export const groupKeys = {
  all: moneyKeys.groups,
  detail: (id: string) => [...moneyKeys.groups, encoded(id)] as const,
  invites: (id: string) => [...moneyKeys.groups, encoded(id), 'invites'] as const,
  invite: (token: string) => ['/api/invites', encoded(token)] as const,
  /** Under the upcoming-events key, so every event write refreshes it too. */
  upcomingEvents: (id: string) => [...moneyKeys.upcomingEvents, { groupId: id }] as const,
};

/** The group's next events, soonest first (the calendar owns writing them). */
export function useGroupUpcomingEvents(groupId: string) {
  return useQuery<CalendarEvent[]>({
    queryKey: groupKeys.upcomingEvents(groupId),
    queryFn: () => apiClient.get('/api/events/upcoming', { query: { groupId, limit: 5 } }),
  });
}

export interface GroupPayload {
  name: string;
  description: string;
  color: string;
  /** Absent: the server uses the creator's own currency. */
  currency?: string;
}

export type GroupChanges = Partial<GroupPayload & { status: GroupStatus }>;

/** Every group write refreshes the groups list and every group under it (docs/product/api-and-caching.md#after-writes). */
export function useRefreshGroups() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: groupKeys.all });
}

export function useGroup(id: string) {
  return useQuery<GetAnswer<'/api/groups/{id}'>>({ queryKey: groupKeys.detail(id) });
}

/** Owners and admins only: members are refused (403). */
export function useGroupInvites(id: string) {
  return useQuery<GetAnswer<'/api/groups/{id}/invites'>>({ queryKey: groupKeys.invites(id) });
}

export function useInvitePreview(token: string) {
  return useQuery<GetAnswer<'/api/invites/{token}'>>({ queryKey: groupKeys.invite(token) });
}

/** One group per submission, whatever the retries: the key travels with the retry. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(
    (payload: GroupPayload, idempotencyKey: string) => apiClient.post('/api/groups', { body: payload as ApiBody<'post', '/api/groups'>, idempotencyKey }),
    {
      onSuccess: (group) => {
        // The new group's page opens next: it has everything it needs already.
        queryClient.setQueryData(groupKeys.detail(group.id), group);
        void queryClient.invalidateQueries({ queryKey: groupKeys.all, exact: true });
      },
    },
  );
}

export function useUpdateGroup(id: string) {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (changes: GroupChanges) => apiClient.patch('/api/groups/{id}', { path: { id }, body: changes as ApiBody<'patch', '/api/groups/{id}'> }),
    onSuccess: () => refresh(),
  });
}

/**
 * Deleting and leaving take the group away: its page is left first (the caller navigates), then
 * its cached detail is dropped so nothing refetches a group that no longer answers.
 */
export function useGroupExit(id: string) {
  const queryClient = useQueryClient();
  return () => {
    queryClient.removeQueries({ queryKey: groupKeys.detail(id) });
    return queryClient.invalidateQueries({ queryKey: groupKeys.all });
  };
}

export function useDeleteGroup(id: string) {
  return useMutation({ mutationFn: () => apiClient.delete('/api/groups/{id}', { path: { id } }) });
}

export function useChangeRole(groupId: string) {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: GroupRole }) => apiClient.patch('/api/groups/{id}/members/{userId}', { path: { id: groupId, userId }, body: { role } }),
    onSuccess: () => refresh(),
  });
}

/** Removing someone, or leaving when `userId` is the signed-in user's own. */
export function useRemoveMember(groupId: string) {
  return useMutation({
    mutationFn: (userId: string) => apiClient.delete('/api/groups/{id}/members/{userId}', { path: { id: groupId, userId } }),
  });
}

export function useCreateInvite(groupId: string) {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (input: { role: GroupInviteRole; expiresInDays: number }) => apiClient.post('/api/groups/{id}/invites', { path: { id: groupId }, body: input }),
    onSuccess: () => refresh(),
  });
}

export function useRevokeInvite(groupId: string) {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (inviteId: string) => apiClient.delete('/api/groups/{id}/invites/{inviteId}', { path: { id: groupId, inviteId } }),
    onSuccess: () => refresh(),
  });
}

/** docs/product/api-and-caching.md#retries: a write is retried once unless it failed with a 40x; an expired link (410) stays expired too. */
function retryUnlessGone(failureCount: number, error: unknown): boolean {
  return !(error instanceof ApiError && error.status === 410) && shouldRetryWrite(failureCount, error);
}

export function useAcceptInvite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post('/api/invites/{token}/accept', { path: { token } }),
    retry: retryUnlessGone,
    onSuccess: () => {
      // The link now opens as "already a member" should they come back to it.
      queryClient.setQueryData<InvitePreview>(groupKeys.invite(token), (preview) => preview && { ...preview, state: 'used' });
      return queryClient.invalidateQueries({ queryKey: groupKeys.all });
    },
  });
}

export function useDeclineInvite(token: string) {
  return useMutation({ mutationFn: () => apiClient.post('/api/invites/{token}/decline', { path: { token } }), retry: retryUnlessGone });
}
