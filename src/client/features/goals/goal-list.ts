import type { GoalPriority, GoalStatus } from '@domain/categories/categories';
import type { Goal } from '@domain/goals/goals';
import { formatMinor, toMinor } from '@domain/shared/money';
import { categoryGroup, type GoalGroup } from './goal-categories';

export const goalSorts = ['targetDate', 'progress', 'priority', 'created'] as const;
export type GoalSort = (typeof goalSorts)[number];

/** `open` is every goal that is not archived: archived goals stay out of sight unless asked for. */
export const statusFilters = ['open', 'active', 'completed', 'archived'] as const;
export type StatusFilter = (typeof statusFilters)[number];

export interface GoalFilters {
  status: StatusFilter;
  group: GoalGroup | 'all';
  priority: GoalPriority | 'all';
  sort: GoalSort;
}

export const defaultFilters: GoalFilters = { status: 'open', group: 'all', priority: 'all', sort: 'targetDate' };

const priorityRank: Record<string, number> = { high: 0, medium: 1, low: 2 };

function matchesStatus(status: GoalStatus, filter: StatusFilter): boolean {
  return filter === 'open' ? status !== 'archived' : status === filter;
}

const comparators: Record<GoalSort, (a: Goal, b: Goal) => number> = {
  targetDate: (a, b) => a.targetDate.localeCompare(b.targetDate),
  progress: (a, b) => b.progress.percent - a.progress.percent,
  priority: (a, b) => (priorityRank[a.priority] ?? 1) - (priorityRank[b.priority] ?? 1) || a.targetDate.localeCompare(b.targetDate),
  created: (a, b) => b.createdAt.localeCompare(a.createdAt),
};

export function filterAndSortGoals(goals: readonly Goal[], filters: GoalFilters): Goal[] {
  return goals
    .filter(
      (goal) =>
        matchesStatus(goal.status, filters.status) &&
        (filters.group === 'all' || categoryGroup(goal.category) === filters.group) &&
        (filters.priority === 'all' || goal.priority === filters.priority),
    )
    .sort((a, b) => comparators[filters.sort](a, b) || b.createdAt.localeCompare(a.createdAt));
}

export function countByStatus(goals: readonly Goal[]): Record<StatusFilter, number> {
  const counts: Record<StatusFilter, number> = { open: 0, active: 0, completed: 0, archived: 0 };
  for (const goal of goals) {
    counts[goal.status] += 1;
    if (goal.status !== 'archived') counts.open += 1;
  }
  return counts;
}

export interface GoalTotals {
  saved: string;
  target: string;
  active: number;
  currency: string | null;
}

/**
 * Totals of the goals in sight (not archived), summed exactly in minor units of the account's
 * currency, which the user's goals are kept in (a currency change converts them). Without it, the
 * first goal's currency.
 */
export function goalTotals(goals: readonly Goal[], accountCurrency: string | null = null): GoalTotals {
  const currency = accountCurrency ?? goals[0]?.currency ?? null;
  const open = goals.filter((goal) => goal.status !== 'archived' && goal.currency === currency);
  const sum = (pick: (goal: Goal) => string) => open.reduce((total, goal) => total + (toMinor(pick(goal), goal.currency) ?? 0n), 0n);
  return {
    saved: currency
      ? formatMinor(
          sum((goal) => goal.currentAmount),
          currency,
        )
      : '0',
    target: currency
      ? formatMinor(
          sum((goal) => goal.targetAmount),
          currency,
        )
      : '0',
    active: goals.filter((goal) => goal.status === 'active').length,
    currency,
  };
}
