import { useQuery } from '@tanstack/react-query';
import { mayContribute } from '@domain/goals/goal-permissions';
import type { Goal } from '@domain/goals/goals';
import { moneyKeys } from './money-caches';

/**
 * The signed-in user's goals and the goals shared with their groups (`isOwner` tells them apart).
 * Goals, transactions (contributions) and the dashboard all read this one list, so it lives in
 * shared code rather than in any one feature.
 */
export function useGoals() {
  return useQuery<Goal[]>({ queryKey: moneyKeys.goals });
}

const ownOnly = (goals: Goal[]) => goals.filter((goal) => goal.isOwner);

/** Only the user's own goals, for their own figures: someone else's shared goal is not their money. */
export function useOwnGoals() {
  return useQuery<Goal[], Error, Goal[]>({ queryKey: moneyKeys.goals, select: ownOnly });
}

/**
 * The goals a new contribution may go to: the user's own active goals and active goals shared
 * with them with can_contribute (view-only ones are left out). `keepGoalId` keeps the goal an
 * edited contribution already has, whatever its state.
 */
export function contributionChoices(goals: readonly Goal[], keepGoalId?: string | null): Goal[] {
  return goals.filter((goal) => goal.id === keepGoalId || (goal.status === 'active' && mayContribute(goal.permission)));
}
