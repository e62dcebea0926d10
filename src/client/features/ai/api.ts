import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationSummary } from '@domain/ai/ai';
import { apiClient } from '@/lib/api/client';

export const aiKeys = {
  conversations: ['/api/ai/conversations'] as const,
  conversation: (id: string) => ['/api/ai/conversations', id] as const,
  quota: ['/api/ai/quota'] as const,
};

export function useConversations() {
  return useQuery({ queryKey: aiKeys.conversations, queryFn: () => apiClient.get('/api/ai/conversations') });
}

export function useConversation(id: string | null) {
  return useQuery({
    queryKey: aiKeys.conversation(id ?? ''),
    queryFn: () => apiClient.get('/api/ai/conversations/{id}', { path: { id: id ?? '' } }),
    enabled: id !== null,
  });
}

export function useQuota() {
  return useQuery({ queryKey: aiKeys.quota, queryFn: () => apiClient.get('/api/ai/quota') });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete('/api/ai/conversations/{id}', { path: { id } }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<ConversationSummary[]>(aiKeys.conversations, (list) => list?.filter((entry) => entry.id !== id));
      queryClient.removeQueries({ queryKey: aiKeys.conversation(id) });
    },
  });
}
