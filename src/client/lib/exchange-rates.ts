import { useQuery } from '@tanstack/react-query';
import type { CurrencyCode } from '@domain/shared/currencies';
import { apiClient } from './api/client';
import { ApiError } from './api-request';

/** Reference rates of one currency on a day (today when no date): read by the transaction form and the currency page. */
export function useReferenceRates(base: string | undefined, date?: string, enabled = true) {
  const url = `/api/currency/rates?base=${base ?? ''}${date ? `&date=${date}` : ''}`;
  return useQuery({
    queryKey: [url],
    queryFn: () => apiClient.get('/api/currency/rates', { query: { base: base as CurrencyCode, date } }),
    enabled: enabled && Boolean(base),
    // An unreachable source is a state to show (type the rate), not a failure to hammer.
    retry: false,
  });
}

/** Whether a failed rates call means "no rates right now" (the source is unreachable). */
export function ratesUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 503;
}
