import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GoalShare } from '@domain/goal-shares';
import type { Goal, UpdateGoalInput } from '@domain/goals';
import { goalSharePermissions, type GoalSharePermission, type GroupSummary } from '@domain/groups';
import { apiRequest } from '@/lib/api-request';
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
  return useIdempotentMutation((payload: GoalPayload, idempotencyKey: string) => apiRequest<Goal>('POST', '/api/financial-goals', payload, { idempotencyKey }));
}

/** Shares a goal with a group, or changes an existing share's permission; the caller refreshes. */
export function useShareGoal() {
  return useMutation({
    mutationFn: ({ goalId, groupId, permission }: { goalId: string; groupId: string; permission: SharePermission }) =>
      apiRequest<GoalShare>('POST', `/api/goals/${encodeURIComponent(goalId)}/share-with-group`, { groupId, permission }),
  });
}

export function useUpdateGoal() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: GoalPatch }) =>
      apiRequest<Goal>('PATCH', `/api/financial-goals/${encodeURIComponent(id)}`, changes),
    onSuccess: () => refresh(),
  });
}

export function useDeleteGoal() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `/api/financial-goals/${encodeURIComponent(id)}`),
    onSuccess: () => refresh(),
  });
}
