import type { ReactNode } from 'react';
import { LoadError, type LoadErrorVariant } from '@/components/load-error';
import type { QueryStatus } from '@/lib/combine-queries';
import type { ExplainFailure } from '@/lib/failure-message';

interface QueryStateProps<T> {
  query: QueryStatus<T>;
  /** Shown until the first answer. */
  skeleton: ReactNode;
  errorTitle?: string;
  errorTestId?: string;
  errorClassName?: string;
  errorVariant?: LoadErrorVariant;
  /** What to say about the failure when the feature words it otherwise. */
  explain?: ExplainFailure;
  /** Shown instead of the standard error where a feature tells its failures its own way (crypto prices, say). */
  failure?: (failed: { error: unknown; retry: () => void; retrying: boolean }) => ReactNode;
  /** Shown instead of the content when the answer holds nothing to show. */
  empty?: { when: (data: T) => boolean; show: ReactNode };
  children: (data: T) => ReactNode;
}

/**
 * What a screen shows for a query: its content once there is data (kept when a later refetch
 * fails), the error with a retry when the load failed, the skeleton meanwhile.
 */
export function QueryState<T>({ query, skeleton, errorTitle, errorTestId, errorClassName, errorVariant, explain, failure, empty, children }: QueryStateProps<T>) {
  if (query.data !== undefined) return empty?.when(query.data) ? empty.show : children(query.data);
  if (query.isError) {
    const retry = () => void query.refetch();
    if (failure) return failure({ error: query.error, retry, retrying: query.isFetching });
    return (
      <LoadError
        title={errorTitle}
        error={query.error}
        explain={explain}
        onRetry={retry}
        retrying={query.isFetching}
        testId={errorTestId}
        variant={errorVariant}
        className={errorClassName}
      />
    );
  }
  return skeleton;
}
