import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChartRange } from '@domain/crypto-coins';
import type { CoinChart, MarketCoin, Portfolio, Trade } from '@domain/crypto-wire';
import type { TradeFields } from '@domain/crypto';
import { apiRequest } from '@/lib/api-request';
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
  return useQuery<MarketCoin[]>({ queryKey: cryptoKeys.markets, staleTime: 60_000 });
}

export function useCoinChart(id: string | null, days: ChartRange) {
  return useQuery<CoinChart>({ queryKey: cryptoKeys.chart(id ?? '', days), enabled: id !== null, staleTime: 60_000 });
}

export function usePortfolio() {
  return useQuery<Portfolio>({ queryKey: cryptoKeys.portfolio, staleTime: 60_000 });
}

export function useTrades() {
  return useQuery<Trade[]>({ queryKey: cryptoKeys.trades });
}

/** A trade changes the holdings, their value and net worth on the dashboard. */
function useRefreshAfterTrade() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([cryptoKeys.trades, cryptoKeys.portfolio, moneyKeys.dashboardStats].map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

export function useCreateTrade() {
  const refresh = useRefreshAfterTrade();
  return useIdempotentMutation((input: TradeFields, idempotencyKey: string) => apiRequest<Trade>('POST', '/api/crypto/trades', input, { idempotencyKey }), {
    onSuccess: () => void refresh(),
  });
}

export function useUpdateTrade() {
  const refresh = useRefreshAfterTrade();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<TradeFields> }) => apiRequest<Trade>('PATCH', `/api/crypto/trades/${id}`, input),
    onSuccess: () => refresh(),
  });
}

export function useDeleteTrade() {
  const refresh = useRefreshAfterTrade();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `/api/crypto/trades/${id}`),
    onSuccess: () => refresh(),
  });
}
