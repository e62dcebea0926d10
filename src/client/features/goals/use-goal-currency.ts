import { useQueryClient } from '@tanstack/react-query';
import type { DashboardStats } from '@domain/dashboard/dashboard';
import type { Goal } from '@domain/goals/goals';
import { moneyKeys } from '@/lib/money-caches';

/** The user's currency as the server last reported it (goals or dashboard), when already loaded. */
export function useGoalCurrency(): string | null {
  const queryClient = useQueryClient();
  const goals = queryClient.getQueryData<Goal[]>(moneyKeys.goals);
  const stats = queryClient.getQueryData<DashboardStats>(moneyKeys.dashboardStats);
  return goals?.[0]?.currency ?? stats?.currency ?? null;
}

export function currencySymbol(currency: string, locale: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}
