import { useQueryClient } from '@tanstack/react-query';
import type { contributionPayload } from '@domain/goals/add-funds';
import { apiClient } from '@/lib/api/client';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';
import { refreshAfterMoneyWrite } from '@/lib/money-caches';

type ContributionBody = ReturnType<typeof contributionPayload> & { userId: string };

/** A goal contribution is a transaction: the same endpoint, the same caches refreshed (docs/product/api-and-caching.md#after-writes). */
export function useAddFunds() {
  const queryClient = useQueryClient();
  return useIdempotentMutation((body: ContributionBody, idempotencyKey: string) => apiClient.post('/api/transactions', { body, idempotencyKey }), {
    onSuccess: () => void refreshAfterMoneyWrite(queryClient),
  });
}
