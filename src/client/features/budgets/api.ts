import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';
import { useRefreshBudgets } from '@/lib/use-budgets';

export interface BudgetTarget {
  month: string;
  category: string;
}

/** Sets (creates or changes) one category's budget for a month. */
export function useSetBudget() {
  const refresh = useRefreshBudgets();
  return useMutation({
    mutationFn: ({ month, category, amount, rollover }: BudgetTarget & { amount: string; rollover: boolean }) =>
      apiClient.put('/api/budgets/{month}/{category}', { path: { month, category }, body: { amount, rollover } }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteBudget() {
  const refresh = useRefreshBudgets();
  return useMutation({
    mutationFn: ({ month, category }: BudgetTarget) => apiClient.delete('/api/budgets/{month}/{category}', { path: { month, category } }),
    onSuccess: () => refresh(),
  });
}

export function useCopyPreviousMonth() {
  const refresh = useRefreshBudgets();
  return useMutation({
    mutationFn: (month: string) => apiClient.post('/api/budgets/{month}/copy-previous', { path: { month } }),
    onSuccess: () => refresh(),
  });
}

export function useBudgetsFromAverage() {
  const refresh = useRefreshBudgets();
  return useMutation({
    mutationFn: (month: string) => apiClient.post('/api/budgets/{month}/from-average', { path: { month } }),
    onSuccess: () => refresh(),
  });
}
