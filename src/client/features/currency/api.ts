import { useQuery } from '@tanstack/react-query';
import type { CurrencyCode } from '@domain/shared/currencies';
import { apiClient, type GetAnswer } from '@/lib/api/client';
import { moneyKeys } from '@/lib/money-caches';

export function useRateHistory(from: string, to: string, days: number) {
  const url = `/api/currency/history?from=${from}&to=${to}&days=${days}`;
  return useQuery({
    queryKey: [url],
    queryFn: () => apiClient.get('/api/currency/history', { query: { from: from as CurrencyCode, to: to as CurrencyCode, days } }),
    retry: false,
  });
}

/** The user's currency, as the dashboard figures carry it. */
export function useBaseCurrency() {
  const stats = useQuery<GetAnswer<'/api/dashboard/stats'>>({ queryKey: moneyKeys.dashboardStats });
  return stats.data?.currency;
}
