/** The parts of a query's state a screen needs to choose between a placeholder, an error and its content. */
export interface QueryStatus<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

type Loaded<Queries extends Record<string, QueryStatus<unknown>>> = { [Name in keyof Queries]: NonNullable<Queries[Name]['data']> };

/**
 * Several queries read as one: loaded when every one has data, failed when any failed (its error
 * is the one shown), fetching while any fetches; retrying refetches them all.
 */
export function combineQueries<Queries extends Record<string, QueryStatus<unknown>>>(queries: Queries): QueryStatus<Loaded<Queries>> {
  const entries = Object.entries(queries);
  const failed = entries.find(([, query]) => query.isError)?.[1];
  const complete = entries.every(([, query]) => query.data !== undefined);
  return {
    data: complete ? (Object.fromEntries(entries.map(([name, query]) => [name, query.data])) as Loaded<Queries>) : undefined,
    isError: failed !== undefined,
    error: failed?.error ?? null,
    isFetching: entries.some(([, query]) => query.isFetching),
    refetch: () => {
      for (const [, query] of entries) void query.refetch();
    },
  };
}
