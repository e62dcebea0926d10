import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateGoalInput } from '@domain/goals/goals';
import { goalSharePermissions, type GoalSharePermission, type GroupSummary } from '@domain/groups/groups';
import { apiClient, type ApiBody } from '@/lib/api/client';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';
import { refreshAfterMoneyWrite } from '@/lib/money-caches';

/** What the goal form sends; amounts stay decimal strings so nothing passes through a float. */
export interface GoalPayload {
  title: string;
  description: string | null;
  targetAmount: string;
  currentAmount: string;
  targetDate: string;
  category: string;
  priority: string;
}

export type GoalPatch = Partial<Omit<UpdateGoalInput, 'description'>> & { description?: string | null };

export const sharePermissions = goalSharePermissions;
export type SharePermission = GoalSharePermission;

/** What goal sharing needs of a group from GET /api/groups. */
export type GroupChoice = Pick<GroupSummary, 'id' | 'name'>;

/** Every goal write refreshes the caches of docs/product/api-and-caching.md#after-writes. */
export function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return () => refreshAfterMoneyWrite(queryClient);
}

/** `submit` creates one goal under a fresh Idempotency-Key that its retry reuses. */
export function useCreateGoal() {
  return useIdempotentMutation((payload: GoalPayload, idempotencyKey: string) =>
    apiClient.post('/api/financial-goals', { body: payload as ApiBody<'post', '/api/financial-goals'>, idempotencyKey }),
  );
}

/** Shares a goal with a group, or changes an existing share's permission; the caller refreshes. */
export function useShareGoal() {
  return useMutation({
    mutationFn: ({ goalId, groupId, permission }: { goalId: string; groupId: string; permission: SharePermission }) =>
      apiClient.post('/api/goals/{id}/share-with-group', { path: { id: goalId }, body: { groupId, permission } }),
  });
}

export function useUpdateGoal() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: GoalPatch }) => apiClient.patch('/api/financial-goals/{id}', { path: { id }, body: changes }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteGoal() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete('/api/financial-goals/{id}', { path: { id } }),
    onSuccess: () => refresh(),
  });
}
