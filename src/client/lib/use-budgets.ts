import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isCustomCategoryKey } from '@domain/categories/categories';
import type { BudgetMonth } from '@domain/budgets/budgets';
import { addMonths, monthKey } from '@domain/shared/dates';
import { apiClient } from './api/client';
import { moneyKeys } from './money-caches';
import { useCustomCategoryNames } from './use-categories';

/**
 * A month's budgets (GET /api/budgets?month=): the budgets screen, the dashboard and insights
 * all read it, so it lives in shared code. Every money write refreshes it (its spending moves).
 */
export const budgetKeys = {
  all: moneyKeys.budgets,
  month: (month: string) => [...moneyKeys.budgets, month] as const,
};

export function useBudgetMonth(month: string) {
  return useQuery<BudgetMonth>({
    queryKey: budgetKeys.month(month),
    queryFn: () => apiClient.get('/api/budgets', { query: { month } }),
  });
}

/** `YYYY-MM` of the user's today. */
export function currentMonth(today: string): string {
  return monthKey(today);
}

export function shiftMonthKey(month: string, months: number): string {
  return monthKey(addMonths(`${month}-01`, months));
}

/** Refreshes every month's budgets after a write. */
export function useRefreshBudgets() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: budgetKeys.all });
}

/** Dismisses a month's alerts (one category's when named). */
export function useDismissBudgetAlerts() {
  const refresh = useRefreshBudgets();
  return useMutation({
    mutationFn: (body: { month: string; category?: string }) => apiClient.post('/api/budgets/alerts/dismiss', { body }),
    onSuccess: () => refresh(),
  });
}

/** Sets this month's budgets from the 50/30/20 needs and wants targets. */
export function useBudgetsFromRule() {
  const refresh = useRefreshBudgets();
  return useMutation({
    mutationFn: ({ month, needs, wants }: { month: string; needs: string; wants: string }) =>
      apiClient.post('/api/budgets/{month}/from-rule', { path: { month }, body: { needs, wants } }),
    onSuccess: () => refresh(),
  });
}

/** A category's name as the user reads it: the built-in translation, or their own category's name. */
export function useBudgetCategoryName(keys: readonly string[]): (key: string) => string {
  const { t } = useTranslation();
  const custom = useCustomCategoryNames(keys);
  return (key) => (isCustomCategoryKey(key) ? (custom.get(key) ?? t('budgets.customCategory')) : t(`transactions.categories.${key}`));
}
