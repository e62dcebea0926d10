import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Goal, UpdateGoalInput } from '@domain/goals';
import { apiRequest, ApiError } from '@/lib/api-request';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';
import { moneyKeys, refreshAfterMoneyWrite } from '@/lib/money-caches';

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

export const sharePermissions = ['view', 'can_contribute'] as const;
export type SharePermission = (typeof sharePermissions)[number];

export interface GroupSummary {
  id: string;
  name: string;
}

/**
 * The user's groups decide whether sharing is offered. Until groups exist on the server the
 * list answers 404, which simply means "no groups": no error and no retries.
 */
export function useGroups() {
  return useQuery<GroupSummary[]>({
    queryKey: moneyKeys.groups,
    queryFn: async () => {
      try {
        const answer = await apiRequest<unknown>('GET', '/api/groups');
        return Array.isArray(answer) ? (answer as GroupSummary[]) : [];
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
    retry: false,
  });
}

/** Every goal write refreshes the caches spec §7 lists. */
export function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return () => refreshAfterMoneyWrite(queryClient);
}

/** `submit` creates one goal under a fresh Idempotency-Key that its retry reuses. */
export function useCreateGoal() {
  return useIdempotentMutation((payload: GoalPayload, idempotencyKey: string) => apiRequest<Goal>('POST', '/api/financial-goals', payload, { idempotencyKey }));
}

export function useShareGoal() {
  return useMutation({
    mutationFn: ({ goalId, groupId, permission }: { goalId: string; groupId: string; permission: SharePermission }) =>
      apiRequest<unknown>('POST', `/api/goals/${encodeURIComponent(goalId)}/share-with-group`, { groupId, permission }),
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
