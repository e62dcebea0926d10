import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTokenInput } from '@domain/tokens/api-tokens';
import { apiClient, type GetAnswer } from '@/lib/api/client';

export const tokenKeys = { list: ['/api/tokens'] as const };

export type TokenList = GetAnswer<'/api/tokens'>;

export function useApiTokens() {
  return useQuery<TokenList>({ queryKey: tokenKeys.list });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTokenInput) => apiClient.post('/api/tokens', { body: input }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokenKeys.list }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete('/api/tokens/{id}', { path: { id } }),
    retry: false,
    onSuccess: (_, id) => {
      queryClient.setQueryData<TokenList>(tokenKeys.list, (list) => (list ? { tokens: list.tokens.filter((token) => token.id !== id) } : list));
      void queryClient.invalidateQueries({ queryKey: tokenKeys.list });
    },
  });
}
