import { describe, expect, it, vi } from 'vitest';
import { combineQueries, type QueryStatus } from '@/lib/combine-queries';

function query<T>(state: Partial<QueryStatus<T>>): QueryStatus<T> {
  return { data: undefined, isError: false, error: null, isFetching: false, refetch: vi.fn(), ...state };
}

describe('combined queries', () => {
  it('have data only once every query has answered', () => {
    expect(combineQueries({ profile: query({ data: 'p' }), plan: query<number>({ isFetching: true }) }).data).toBeUndefined();
    const both = combineQueries({ profile: query({ data: 'p' }), plan: query({ data: 7 }) });
    expect(both.data).toEqual({ profile: 'p', plan: 7 });
    expect(both.isError).toBe(false);
  });

  it('fail with the first failed query’s error and fetch while any fetches', () => {
    const first = new Error('profile failed');
    const combined = combineQueries({ profile: query({ isError: true, error: first }), plan: query({ isError: true, error: new Error('plan failed'), isFetching: true }) });
    expect(combined.isError).toBe(true);
    expect(combined.error).toBe(first);
    expect(combined.isFetching).toBe(true);
  });

  it('retry every query', () => {
    const profile = query({ isError: true });
    const plan = query({ data: 1 });
    combineQueries({ profile, plan }).refetch();
    expect(profile.refetch).toHaveBeenCalledOnce();
    expect(plan.refetch).toHaveBeenCalledOnce();
  });
});
