import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';
import { refreshAfterMoneyWrite } from '@/lib/money-caches';
import { transactionKeys } from './api';

/** Recent expenses of the user's groups this transaction could have paid, likely matches first. */
export function useGroupExpenseCandidates(transactionId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...transactionKeys.all, transactionId, 'group-expense-candidates'],
    queryFn: () => apiClient.get('/api/transactions/{id}/group-expense-candidates', { path: { id: transactionId } }),
    enabled,
  });
}

/** Links the transaction to the group expense it paid (or, with null, takes the link off); totals change, so the money caches refresh. */
export function useLinkGroupExpense(transactionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupExpenseId: string | null) =>
      groupExpenseId === null
        ? apiClient.delete('/api/transactions/{id}/group-expense', { path: { id: transactionId } })
        : apiClient.put('/api/transactions/{id}/group-expense', { path: { id: transactionId }, body: { groupExpenseId } }),
    onSuccess: () => {
      void refreshAfterMoneyWrite(queryClient);
    },
  });
}
