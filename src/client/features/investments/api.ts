import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvestmentProfile, InvestmentRecommendations } from '@domain/investment-views';
import type { RiskAnswers } from '@domain/investments';
import { apiRequest } from '@/lib/api-request';

/** Query keys are the URL parts (the default query function joins them with '/'). */
export const investmentsKeys = {
  all: ['/api/investments'] as const,
  profile: ['/api/investments', 'profile'] as const,
  recommendations: ['/api/investments', 'recommendations'] as const,
};

export function useInvestmentProfile() {
  return useQuery<InvestmentProfile>({ queryKey: investmentsKeys.profile });
}

/** Read on every visit: the advice follows money recorded anywhere in the app. */
export function useInvestmentRecommendations() {
  return useQuery<InvestmentRecommendations>({ queryKey: investmentsKeys.recommendations, staleTime: 0 });
}

export function useSaveRiskProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: RiskAnswers) => apiRequest<InvestmentProfile>('PUT', investmentsKeys.profile.join('/'), answers),
    onSuccess: async (profile) => {
      queryClient.setQueryData(investmentsKeys.profile, profile);
      await queryClient.invalidateQueries({ queryKey: investmentsKeys.recommendations });
    },
  });
}
