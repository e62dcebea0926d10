import { useQuery } from '@tanstack/react-query';
import type { Goal } from '@domain/goals';
import { moneyKeys } from './money-caches';

/**
 * The signed-in user's goals. Goals, transactions (contributions) and the dashboard all read this
 * one list, so it lives in shared code rather than in any one feature.
 */
export function useGoals() {
  return useQuery<Goal[]>({ queryKey: moneyKeys.goals });
}
