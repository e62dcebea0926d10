import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Transaction, TransactionPage } from '@domain/transactions/transactions';
import { apiClient, type ApiBody } from '@/lib/api/client';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';
import { moneyKeys, refreshAfterMoneyWrite } from '@/lib/money-caches';
import { monthKey } from '@domain/shared/dates';
import { useFormat } from '@/lib/use-format';
import { filtersToQuery, shiftMonth, type TransactionFilters } from './filters';

/** Every key starts with the transactions key, so a money write refreshes lists and summaries alike. */
export const transactionKeys = {
  all: moneyKeys.transactions,
  list: (filters: TransactionFilters) => [...moneyKeys.transactions, 'list', filters] as const,
  summary: (from: string, to: string) => [...moneyKeys.transactions, 'summary', { from, to }] as const,
};

export const pageSize = 50;
export const exportPageSize = 200;

export function fetchTransactionPage(filters: TransactionFilters, cursor: string | null, limit = pageSize): Promise<TransactionPage> {
  return apiClient.get('/api/transactions', { query: { ...filtersToQuery(filters), limit, cursor: cursor ?? undefined } });
}

export function useTransactionPages(filters: TransactionFilters) {
  return useInfiniteQuery({
    queryKey: transactionKeys.list(filters),
    queryFn: ({ pageParam }) => fetchTransactionPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Totals per month and category for a range of months (YYYY-MM). */
export function useTransactionSummary(from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: transactionKeys.summary(from, to),
    queryFn: () => apiClient.get('/api/transactions/summary', { query: { from, to } }),
    enabled,
  });
}

/** This month and the one before (for the change), in the user's time zone; also tells the user's currency. */
export function useCurrentSummary() {
  const month = monthKey(useFormat().today);
  return useTransactionSummary(shiftMonth(month, -1), month);
}

/**
 * What the form sends (docs/product/api-and-caching.md#calls), with the amount as an exact decimal string ("12.5"), which the
 * API accepts alongside a number, so nothing passes through a float; the date as an ISO value.
 */
export interface TransactionPayload {
  amount: string;
  type: Transaction['type'];
  category: string;
  description: string;
  goalId: string | null;
  destination: string | null;
  date: string;
  /** Left out for money in the user's own currency. */
  currency?: string;
  rate?: string;
}

function useMoneyWrite<TInput, TResult>(write: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // Not awaited: the form closes at once while the refreshed figures arrive.
    onSuccess: () => {
      void refreshAfterMoneyWrite(queryClient);
    },
  });
}

/** `submit` posts one transaction under a fresh Idempotency-Key that its retry reuses. */
export function useCreateTransaction() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(
    (payload: TransactionPayload & { userId?: string }, idempotencyKey: string) =>
      apiClient.post('/api/transactions', { body: payload as ApiBody<'post', '/api/transactions'>, idempotencyKey }),
    {
      onSuccess: () => {
        void refreshAfterMoneyWrite(queryClient);
      },
    },
  );
}

export function useUpdateTransaction() {
  return useMoneyWrite(({ id, payload }: { id: string; payload: TransactionPayload }) =>
    apiClient.patch('/api/transactions/{id}', { path: { id }, body: payload as ApiBody<'patch', '/api/transactions/{id}'> }),
  );
}

export function useDeleteTransaction() {
  return useMoneyWrite((id: string) => apiClient.delete('/api/transactions/{id}', { path: { id } }));
}
