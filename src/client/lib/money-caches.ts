import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the money data; the URL parts, as the default query function expects. */
export const moneyKeys = {
  goals: ['/api/financial-goals'] as const,
  goal: (id: string) => ['/api/financial-goals', id] as const,
  dashboardStats: ['/api/dashboard/stats'] as const,
  transactions: ['/api/transactions'] as const,
  events: ['/api/events'] as const,
  upcomingEvents: ['/api/events/upcoming'] as const,
  groups: ['/api/groups'] as const,
  budgets: ['/api/budgets'] as const,
  recurring: ['/api/recurring'] as const,
  cashFlow: ['/api/cash-flow'] as const,
};

/**
 * After any money write the client refreshes goals, dashboard stats, transactions, events,
 * upcoming events, groups, budgets, recurring transactions (a new transaction may pay an occurrence) and the cash-flow timeline (docs/product/api-and-caching.md#after-writes). Prefix matching also refreshes every filtered or
 * paged transaction list and every single goal.
 */
export function refreshAfterMoneyWrite(queryClient: QueryClient): Promise<void> {
  const keys = [
    moneyKeys.goals,
    moneyKeys.dashboardStats,
    moneyKeys.transactions,
    moneyKeys.events,
    moneyKeys.upcomingEvents,
    moneyKeys.groups,
    moneyKeys.budgets,
    moneyKeys.recurring,
    moneyKeys.cashFlow,
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
