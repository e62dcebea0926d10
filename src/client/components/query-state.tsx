import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import type { QueryStatus } from '@/lib/combine-queries';

interface QueryStateProps<T> {
  query: QueryStatus<T>;
  /** Shown until the first answer. */
  skeleton: ReactNode;
  errorTitle: string;
  errorTestId: string;
  errorClassName?: string;
  children: (data: T) => ReactNode;
}

/**
 * What a screen shows for a query: its content once there is data (kept when a later refetch
 * fails), the error with a retry when the load failed, the skeleton meanwhile.
 */
export function QueryState<T>({ query, skeleton, errorTitle, errorTestId, errorClassName, children }: QueryStateProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} testId={errorTestId} className={errorClassName} />;
  }
  return skeleton;
}
