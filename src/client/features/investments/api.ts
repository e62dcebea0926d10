import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RiskAnswers } from '@domain/investments/investments';
import { apiClient, type GetAnswer } from '@/lib/api/client';

/** Query keys are the URL parts (the default query function joins them with '/'). */
export const investmentsKeys = {
  all: ['/api/investments'] as const,
  profile: ['/api/investments', 'profile'] as const,
  recommendations: ['/api/investments', 'recommendations'] as const,
};

export function useInvestmentProfile() {
  return useQuery<GetAnswer<'/api/investments/profile'>>({ queryKey: investmentsKeys.profile });
}

/** Read on every visit: the advice follows money recorded anywhere in the app. */
export function useInvestmentRecommendations() {
  return useQuery<GetAnswer<'/api/investments/recommendations'>>({ queryKey: investmentsKeys.recommendations, staleTime: 0 });
}

export function useSaveRiskProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: RiskAnswers) => apiClient.put('/api/investments/profile', { body: answers }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(investmentsKeys.profile, profile);
      await queryClient.invalidateQueries({ queryKey: investmentsKeys.recommendations });
    },
  });
}
