import { useQuery } from '@tanstack/react-query';
import type { GroupSummary } from '@domain/groups/groups';
import { moneyKeys } from './money-caches';

/**
 * The signed-in user's groups, active first then archived, each by name. Groups, goal sharing
 * and the dashboard read this one list, so it lives in shared code rather than in any feature.
 */
export function useGroups() {
  return useQuery<GroupSummary[]>({ queryKey: moneyKeys.groups });
}

/** Active groups only: archived groups take no new shared goals or events. */
export function useActiveGroups() {
  return useQuery<GroupSummary[], Error, GroupSummary[]>({
    queryKey: moneyKeys.groups,
    select: (groups) => groups.filter((group) => group.status === 'active'),
  });
}
