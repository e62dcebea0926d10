import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupExpenseCategory, GroupSettlement } from '@domain/group-expenses/group-expenses';
import type { SplitMode } from '@domain/groups/groups';
import { apiClient, type GetAnswer } from '@/lib/api/client';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';
import { refreshAfterMoneyWrite } from '@/lib/money-caches';

/** Query keys: the URL parts, so the default query function reads balances by itself. */
export const groupExpenseKeys = {
  group: (groupId: string) => ['/api/groups', groupId] as const,
  expenses: (groupId: string) => ['/api/groups', groupId, 'expenses'] as const,
  balances: (groupId: string) => ['/api/groups', groupId, 'balances'] as const,
  settlements: (groupId: string) => ['/api/groups', groupId, 'settlements'] as const,
};

/** What the expense form sends: amounts stay decimal strings, never floats. */
export interface GroupExpensePayload {
  description: string;
  amount: string;
  paidBy: string;
  date: string;
  split: { mode: SplitMode; members: { userId: string; value?: string }[] };
  /** The expense category each member's share counts in, in their own spending. */
  category: GroupExpenseCategory;
}

export interface SettlementPayload {
  from: string;
  to: string;
  amount: string;
  recordInMoneyTracking: boolean;
}

/** The group's path parameter and, past the first page, the cursor to continue from. */
const pageOf = (groupId: string, cursor: string | null) => ({ path: { id: groupId }, query: { cursor: cursor ?? undefined } });

export function useGroupBalances(groupId: string) {
  return useQuery<GetAnswer<'/api/groups/{id}/balances'>>({ queryKey: groupExpenseKeys.balances(groupId) });
}

/** Expenses newest first, one page of 50 at a time ("Load more" asks for the next cursor). */
export function useGroupExpenses(groupId: string) {
  return useInfiniteQuery({
    queryKey: groupExpenseKeys.expenses(groupId),
    queryFn: ({ pageParam }) => apiClient.get('/api/groups/{id}/expenses', pageOf(groupId, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useGroupSettlements(groupId: string) {
  return useInfiniteQuery({
    queryKey: groupExpenseKeys.settlements(groupId),
    queryFn: ({ pageParam }) => apiClient.get('/api/groups/{id}/settlements', pageOf(groupId, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/**
 * Every write refreshes the whole group (its page, expenses, balances and payments); one that
 * touched money tracking (an expense's share rows, a payment's transfers) also refreshes the money caches (docs/product/api-and-caching.md#after-writes).
 */
function useRefresh(groupId: string) {
  const queryClient = useQueryClient();
  return async (touchedMoneyTracking = false) => {
    await queryClient.invalidateQueries({ queryKey: groupExpenseKeys.group(groupId) });
    if (touchedMoneyTracking) await refreshAfterMoneyWrite(queryClient);
  };
}

export function useCreateGroupExpense(groupId: string) {
  const refresh = useRefresh(groupId);
  return useIdempotentMutation(
    (payload: GroupExpensePayload, idempotencyKey: string) => apiClient.post('/api/groups/{id}/expenses', { path: { id: groupId }, body: payload, idempotencyKey }),
    // Every member's share is a transaction of theirs: the money caches change too.
    { onSuccess: () => void refresh(true) },
  );
}

export function useUpdateGroupExpense(groupId: string) {
  const refresh = useRefresh(groupId);
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: GroupExpensePayload }) =>
      apiClient.patch('/api/groups/{id}/expenses/{expenseId}', { path: { id: groupId, expenseId: id }, body: payload }),
    onSuccess: () => refresh(true),
  });
}

export function useDeleteGroupExpense(groupId: string) {
  const refresh = useRefresh(groupId);
  return useMutation({
    mutationFn: (id: string) => apiClient.delete('/api/groups/{id}/expenses/{expenseId}', { path: { id: groupId, expenseId: id } }),
    onSuccess: () => refresh(true),
  });
}

export function useRecordPayment(groupId: string) {
  const refresh = useRefresh(groupId);
  return useIdempotentMutation(
    (payload: SettlementPayload, idempotencyKey: string) => apiClient.post('/api/groups/{id}/settlements', { path: { id: groupId }, body: payload, idempotencyKey }),
    { onSuccess: (settlement) => void refresh(settlement.recordedInMoneyTracking) },
  );
}

export function useDeletePayment(groupId: string) {
  const refresh = useRefresh(groupId);
  return useMutation({
    mutationFn: (settlement: GroupSettlement) => apiClient.delete('/api/groups/{id}/settlements/{settlementId}', { path: { id: groupId, settlementId: settlement.id } }),
    onSuccess: (_answer, settlement) => refresh(settlement.recordedInMoneyTracking),
  });
}
