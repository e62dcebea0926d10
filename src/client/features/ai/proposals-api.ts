import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ProposalView } from '@domain/ai/proposals';
import { apiClient } from '@/lib/api/client';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';
import { refreshAfterMoneyWrite } from '@/lib/money-caches';
import { aiKeys } from './api';

export const proposalKeys = {
  all: ['/api/ai/proposals'] as const,
  pending: ['/api/ai/proposals', { status: 'pending' }] as const,
  one: (id: string) => ['/api/ai/proposals', id] as const,
};

export function useProposal(id: string | null) {
  return useQuery({
    queryKey: proposalKeys.one(id ?? ''),
    queryFn: () => apiClient.get('/api/ai/proposals/{id}', { path: { id: id ?? '' } }),
    enabled: id !== null,
  });
}

export function usePendingProposals() {
  return useQuery({ queryKey: proposalKeys.pending, queryFn: () => apiClient.get('/api/ai/proposals', { query: { status: 'pending' } }) });
}

/** A proposal's new state everywhere it shows: its own card, the pending list and the conversation it came from. */
function settle(queryClient: QueryClient, view: ProposalView): Promise<void> {
  queryClient.setQueryData(proposalKeys.one(view.id), view);
  const refreshes = [queryClient.invalidateQueries({ queryKey: proposalKeys.all })];
  if (view.conversationId) refreshes.push(queryClient.invalidateQueries({ queryKey: aiKeys.conversation(view.conversationId) }));
  return Promise.all(refreshes).then(() => undefined);
}

/** Confirms under a fresh Idempotency-Key per intent, which the automatic retry reuses; then every money screen refreshes. */
export function useConfirmProposal() {
  const queryClient = useQueryClient();
  return useIdempotentMutation((id: string, idempotencyKey: string) => apiClient.post('/api/ai/proposals/{id}/confirm', { path: { id }, idempotencyKey }), {
    onSuccess: (view) => void Promise.all([settle(queryClient, view), refreshAfterMoneyWrite(queryClient)]),
  });
}

export function useUndoProposal() {
  const queryClient = useQueryClient();
  return useIdempotentMutation((id: string, idempotencyKey: string) => apiClient.post('/api/ai/proposals/{id}/undo', { path: { id }, idempotencyKey }), {
    onSuccess: (view) => void Promise.all([settle(queryClient, view), refreshAfterMoneyWrite(queryClient)]),
  });
}

export function useCancelProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post('/api/ai/proposals/{id}/cancel', { path: { id } }),
    onSuccess: (view) => void settle(queryClient, view),
  });
}
