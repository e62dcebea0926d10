import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';

export const referralKeys = {
  summary: ['referrals'] as const,
};

export function useReferralSummary() {
  return useQuery({ queryKey: referralKeys.summary, queryFn: () => apiClient.get('/api/referrals') });
}

export function useSetReferralActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) => apiClient.patch('/api/referrals', { body: { active } }),
    onSuccess: (summary) => queryClient.setQueryData(referralKeys.summary, summary),
  });
}

/** The link a friend opens to sign up with the code already filled in. */
export function referralLink(code: string): string {
  return `${window.location.origin}/?ref=${encodeURIComponent(code)}`;
}
