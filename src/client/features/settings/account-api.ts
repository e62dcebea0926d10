import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { DeleteAccountInput } from '@domain/account';
import type { CreateCustomCategoryFields, CustomCategory, UpdateCustomCategoryInput } from '@domain/custom-categories';
import type { SubscriptionState } from '@domain/plans';
import { apiRequest } from '@/lib/api-request';
import { refreshAfterMoneyWrite } from '@/lib/money-caches';
import { paths } from '@/lib/paths';
import { sessionKeys } from '@/lib/session';
import { categoryKeys } from '@/lib/use-categories';

export const accountKeys = { subscription: ['/api/subscription'] as const };

/** True once the plan is known to be Premium; Free and loading both read as not Premium. */
export function usePremium() {
  const query = useQuery<SubscriptionState>({ queryKey: accountKeys.subscription });
  return { isPremium: query.data?.plan === 'premium', isLoading: query.isLoading };
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: CreateCustomCategoryFields | UpdateCustomCategoryInput }) =>
      id
        ? apiRequest<CustomCategory>('PATCH', `/api/categories/${encodeURIComponent(id)}`, values)
        : apiRequest<CustomCategory>('POST', '/api/categories', values),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.list }),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, moveTo }: { id: string; moveTo?: string }) =>
      apiRequest<void>('DELETE', `/api/categories/${encodeURIComponent(id)}${moveTo ? `?moveTo=${encodeURIComponent(moveTo)}` : ''}`),
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
    mutationFn: (input: DeleteAccountInput) => apiRequest<void>('DELETE', '/api/users/me', input),
    retry: false,
    onSuccess: () => {
      queryClient.setQueryData(sessionKeys.user, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.user[0] });
      navigate(paths.dashboard);
    },
  });
}
