import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@domain/dashboard';
import type { RateHistory } from '@domain/exchange-rates';
import { apiRequest } from '@/lib/api-request';
import { moneyKeys } from '@/lib/money-caches';

export function useRateHistory(from: string, to: string, days: number) {
  const url = `/api/currency/history?from=${from}&to=${to}&days=${days}`;
  return useQuery({ queryKey: [url], queryFn: () => apiRequest<RateHistory>('GET', url), retry: false });
}

/** The user's currency, as the dashboard figures carry it. */
export function useBaseCurrency() {
  const stats = useQuery<DashboardStats>({ queryKey: moneyKeys.dashboardStats });
  return stats.data?.currency;
}
