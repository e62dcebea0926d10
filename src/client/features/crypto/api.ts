import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChartRange } from '@domain/crypto/crypto-coins';
import type { TradeFields } from '@domain/crypto/crypto';
import { apiClient, type GetAnswer, type ApiBody } from '@/lib/api/client';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';
import { moneyKeys } from '@/lib/money-caches';

/** Query keys are the URL parts (the default query function joins them with '/'). */
export const cryptoKeys = {
  markets: ['/api/crypto/markets'] as const,
  chart: (id: string, days: ChartRange) => ['/api/crypto/coins', id, `chart?days=${days}`] as const,
  trades: ['/api/crypto/trades'] as const,
  portfolio: ['/api/crypto/portfolio'] as const,
};

export function useMarkets() {
  return useQuery<GetAnswer<'/api/crypto/markets'>>({ queryKey: cryptoKeys.markets, staleTime: 60_000 });
}

export function useCoinChart(id: string | null, days: ChartRange) {
  return useQuery<GetAnswer<'/api/crypto/coins/{id}/chart'>>({ queryKey: cryptoKeys.chart(id ?? '', days), enabled: id !== null, staleTime: 60_000 });
}

export function usePortfolio() {
  return useQuery<GetAnswer<'/api/crypto/portfolio'>>({ queryKey: cryptoKeys.portfolio, staleTime: 60_000 });
}

export function useTrades() {
  return useQuery<GetAnswer<'/api/crypto/trades'>>({ queryKey: cryptoKeys.trades });
}

/** A trade changes the holdings, their value and net worth on the dashboard. */
function useRefreshAfterTrade() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([cryptoKeys.trades, cryptoKeys.portfolio, moneyKeys.dashboardStats].map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

export function useCreateTrade() {
  const refresh = useRefreshAfterTrade();
  return useIdempotentMutation(
    (input: TradeFields, idempotencyKey: string) => apiClient.post('/api/crypto/trades', { body: input as ApiBody<'post', '/api/crypto/trades'>, idempotencyKey }),
    {
      onSuccess: () => void refresh(),
    },
  );
}

export function useUpdateTrade() {
  const refresh = useRefreshAfterTrade();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<TradeFields> }) =>
      apiClient.patch('/api/crypto/trades/{id}', { path: { id }, body: input as ApiBody<'patch', '/api/crypto/trades/{id}'> }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteTrade() {
  const refresh = useRefreshAfterTrade();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete('/api/crypto/trades/{id}', { path: { id } }),
    onSuccess: () => refresh(),
  });
}
