import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationDetail, ConversationSummary, QuotaView } from '@domain/ai';
import { apiRequest } from '@/lib/api-request';

export const aiKeys = {
  conversations: ['/api/ai/conversations'] as const,
  conversation: (id: string) => ['/api/ai/conversations', id] as const,
  quota: ['/api/ai/quota'] as const,
};

export function useConversations() {
  return useQuery({ queryKey: aiKeys.conversations, queryFn: () => apiRequest<ConversationSummary[]>('GET', '/api/ai/conversations') });
}

export function useConversation(id: string | null) {
  return useQuery({
    queryKey: aiKeys.conversation(id ?? ''),
    queryFn: () => apiRequest<ConversationDetail>('GET', `/api/ai/conversations/${id}`),
    enabled: id !== null,
  });
}

export function useQuota() {
  return useQuery({ queryKey: aiKeys.quota, queryFn: () => apiRequest<QuotaView>('GET', '/api/ai/quota') });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `/api/ai/conversations/${id}`),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<ConversationSummary[]>(aiKeys.conversations, (list) => list?.filter((entry) => entry.id !== id));
      queryClient.removeQueries({ queryKey: aiKeys.conversation(id) });
    },
  });
}
