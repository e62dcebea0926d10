import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupBalances, GroupExpense, GroupExpensePage, GroupSettlement, GroupSettlementPage } from '@domain/group-expenses';
import type { SplitMode } from '@domain/groups';
import { apiRequest } from '@/lib/api-request';
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
}

export interface SettlementPayload {
  from: string;
  to: string;
  amount: string;
  recordInMoneyTracking: boolean;
}

const base = (groupId: string) => `/api/groups/${encodeURIComponent(groupId)}`;
const withCursor = (url: string, cursor: string | null) => (cursor ? `${url}?cursor=${encodeURIComponent(cursor)}` : url);

export function useGroupBalances(groupId: string) {
  return useQuery<GroupBalances>({ queryKey: groupExpenseKeys.balances(groupId) });
}

/** Expenses newest first, one page of 50 at a time ("Load more" asks for the next cursor). */
export function useGroupExpenses(groupId: string) {
  return useInfiniteQuery({
    queryKey: groupExpenseKeys.expenses(groupId),
    queryFn: ({ pageParam }) => apiRequest<GroupExpensePage>('GET', withCursor(`${base(groupId)}/expenses`, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useGroupSettlements(groupId: string) {
  return useInfiniteQuery({
    queryKey: groupExpenseKeys.settlements(groupId),
    queryFn: ({ pageParam }) => apiRequest<GroupSettlementPage>('GET', withCursor(`${base(groupId)}/settlements`, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/**
 * Every write refreshes the whole group (its page, expenses, balances and payments); one that
 * posted transfers also refreshes the money caches (docs/product/api-and-caching.md#after-writes).
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
    (payload: GroupExpensePayload, idempotencyKey: string) => apiRequest<GroupExpense>('POST', `${base(groupId)}/expenses`, payload, { idempotencyKey }),
    { onSuccess: () => void refresh() },
  );
}

export function useUpdateGroupExpense(groupId: string) {
  const refresh = useRefresh(groupId);
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: GroupExpensePayload }) =>
      apiRequest<GroupExpense>('PATCH', `${base(groupId)}/expenses/${encodeURIComponent(id)}`, payload),
    onSuccess: () => refresh(),
  });
}

export function useDeleteGroupExpense(groupId: string) {
  const refresh = useRefresh(groupId);
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `${base(groupId)}/expenses/${encodeURIComponent(id)}`),
    onSuccess: () => refresh(),
  });
}

export function useRecordPayment(groupId: string) {
  const refresh = useRefresh(groupId);
  return useIdempotentMutation(
    (payload: SettlementPayload, idempotencyKey: string) => apiRequest<GroupSettlement>('POST', `${base(groupId)}/settlements`, payload, { idempotencyKey }),
    { onSuccess: (settlement) => void refresh(settlement.recordedInMoneyTracking) },
  );
}

export function useDeletePayment(groupId: string) {
  const refresh = useRefresh(groupId);
  return useMutation({
    mutationFn: (settlement: GroupSettlement) => apiRequest<void>('DELETE', `${base(groupId)}/settlements/${encodeURIComponent(settlement.id)}`),
    onSuccess: (_answer, settlement) => refresh(settlement.recordedInMoneyTracking),
  });
}
