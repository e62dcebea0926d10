import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest, ApiError } from './api-request';

const minute = 60_000;

/** Generic reads GET the query key parts joined by '/' (docs/product/api-and-caching.md#generic-reads). */
export const defaultQueryFn: QueryFunction = ({ queryKey }) => apiRequest('GET', queryKey.join('/'));

/** No retries for errors that mention 401, 403 or 404; otherwise up to two (docs/product/api-and-caching.md#retries). */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  const text = error instanceof ApiError ? `${error.status} ${error.message}` : String(error);
  if (/401|403|404/.test(text)) return false;
  if (error instanceof ApiError && [401, 403, 404].includes(error.status)) return false;
  return failureCount < 2;
}

/** Writes are retried once unless the failure message includes '40' (docs/product/api-and-caching.md#retries). */
export function shouldRetryWrite(failureCount: number, error: unknown): boolean {
  const text = error instanceof ApiError ? `${error.status} ${error.message}` : String(error);
  if (text.includes('40')) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: 5 * minute,
        gcTime: 10 * minute,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: shouldRetryRead,
      },
      mutations: { retry: shouldRetryWrite },
    },
  });
}
