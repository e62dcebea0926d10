import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import type { CashFlow } from '@domain/cash-flow/cash-flow';
import { apiClient } from '@/lib/api/client';
import { moneyKeys } from '@/lib/money-caches';

/** Query keys: the URL, with the window as a trailing object so `['/api/cash-flow']` refreshes every window. */
export const cashFlowKeys = {
  all: moneyKeys.cashFlow,
  window: (days: number) => [...moneyKeys.cashFlow, { days }] as const,
};

/** The days ahead the period choice offers; the server's default (90) is the screen's. */
export const timelinePeriods = [30, 90, 180, 365] as const;
export type TimelinePeriod = (typeof timelinePeriods)[number];

export function useCashFlowTimeline(days: TimelinePeriod) {
  return useQuery<CashFlow>({
    queryKey: cashFlowKeys.window(days),
    queryFn: () => apiClient.get('/api/cash-flow', { query: { days } }),
    // A longer window keeps the shorter one on screen while it loads.
    placeholderData: keepPreviousData,
  });
}

/** The warning line moves every day's "low" flag, so every window is read again. */
export function useSaveThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: string) => apiClient.put('/api/cash-flow/threshold', { body: { amount } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashFlowKeys.all }),
  });
}
