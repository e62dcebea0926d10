import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { DeleteAccountInput } from '@domain/account/account';
import type { CreateCustomCategoryFields } from '@domain/categories/custom-categories';
import { apiClient, type GetAnswer, type ApiBody } from '@/lib/api/client';
import { refreshAfterMoneyWrite } from '@/lib/money-caches';
import { paths } from '@/lib/paths';
import { sessionKeys } from '@/lib/session';
import { categoryKeys } from '@/lib/use-categories';

export const accountKeys = { subscription: ['/api/subscription'] as const };

/** True once the plan is known to be Premium; Free and loading both read as not Premium. */
export function usePremium() {
  const query = useQuery<GetAnswer<'/api/subscription'>>({ queryKey: accountKeys.subscription });
  return { isPremium: query.data?.plan === 'premium', isLoading: query.isLoading };
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: CreateCustomCategoryFields }) =>
      id
        ? apiClient.patch('/api/categories/{id}', { path: { id }, body: values as ApiBody<'patch', '/api/categories/{id}'> })
        : apiClient.post('/api/categories', { body: values as ApiBody<'post', '/api/categories'> }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.list }),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, moveTo }: { id: string; moveTo?: string }) => apiClient.delete('/api/categories/{id}', { path: { id }, query: { moveTo } }),
    retry: false,
    onSuccess: async (_, { moveTo }) => {
      await queryClient.invalidateQueries({ queryKey: categoryKeys.list });
      // Moved transactions changed category: lists, breakdowns and the dashboard read them.
      if (moveTo) await refreshAfterMoneyWrite(queryClient);
    },
  });
}

/** Deletes the account, forgets everything cached for it and returns to the landing page. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => apiClient.delete('/api/users/me', { body: input }),
    retry: false,
    onSuccess: () => {
      queryClient.setQueryData(sessionKeys.user, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.user[0] });
      navigate(paths.dashboard);
    },
  });
}
