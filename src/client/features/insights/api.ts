import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GetAnswer } from '@/lib/api/client';

export interface WhatIf {
  annualReturn: string;
  years: string;
  monthlyContribution: string;
}

/** Query keys are the URL parts (the default query function joins them with '/'). */
export const insightsKeys = {
  all: ['/api/insights'] as const,
  advanced: (whatIf: WhatIf | null) => {
    const query = whatIf ? `?${new URLSearchParams({ ...whatIf }).toString()}` : '';
    return ['/api/insights', `advanced${query}`] as const;
  },
};

/** Read on every visit: the figures follow every money write made elsewhere in the app. */
export function useInsights() {
  return useQuery<GetAnswer<'/api/insights'>>({ queryKey: insightsKeys.all, staleTime: 0 });
}

/** The Premium part; `whatIf` null asks for the standard projection. */
export function useAdvancedInsights(enabled: boolean, whatIf: WhatIf | null) {
  return useQuery<GetAnswer<'/api/insights/advanced'>>({ queryKey: insightsKeys.advanced(whatIf), enabled, staleTime: 0, placeholderData: keepPreviousData });
}
