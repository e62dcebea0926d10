import { useQuery } from '@tanstack/react-query';
import type { GroupGoal } from '@domain/goals/goal-shares';
import { moneyKeys } from '@/lib/money-caches';

/** Under the groups key, so every write that refreshes groups refreshes this list too. */
export const groupGoalsKey = (groupId: string) => [...moneyKeys.groups, groupId, 'goals'] as const;

/** The goals shared with a group (GET /api/groups/{id}/goals). */
export function useGroupGoals(groupId: string) {
  return useQuery<GroupGoal[]>({ queryKey: groupGoalsKey(groupId) });
}
