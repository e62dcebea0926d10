import { describe, expect, it } from 'vitest';
import { SharedCache } from '../../../src/server/shared/shared-cache';

function cacheAt(clock: { now: number }, failures: { key: string; servingStale: boolean }[]) {
  return new SharedCache<string>({
    namespace: 'test',
    freshMs: 60_000,
    keepMs: 600_000,
    retryAfterMs: 0,
    now: () => clock.now,
    onLoadError: (_error, key, servingStale) => failures.push({ key, servingStale }),
  });
}

describe('the shared cache', () => {
  it('loads once for simultaneous misses and serves the answer while it is fresh', async () => {
    const clock = { now: 1_000 };
    const cache = cacheAt(clock, []);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return `answer ${loads}`;
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.get('k', load)));
    expect(answers.map((answer) => answer.value)).toEqual(Array(5).fill('answer 1'));
    clock.now += 59_000;
    expect((await cache.get('k', load)).value).toBe('answer 1');
    expect(loads).toBe(1);
  });

  it('serves the last good answer, marked stale, when a new one cannot be had, and says so', async () => {
    const clock = { now: 1_000 };
    const failures: { key: string; servingStale: boolean }[] = [];
    const cache = cacheAt(clock, failures);
    await cache.get('k', async () => 'good');
    clock.now += 120_000;
    const answer = await cache.get('k', async () => {
      throw new Error('upstream down');
    });
    expect(answer).toMatchObject({ value: 'good', stale: true });
    expect(failures).toEqual([{ key: 'k', servingStale: true }]);
  });

  it('fails, saying nothing stands in, when a load fails with nothing kept', async () => {
    const clock = { now: 1_000 };
    const failures: { key: string; servingStale: boolean }[] = [];
    const cache = cacheAt(clock, failures);
    await cache.get('old', async () => 'good');
    clock.now += 700_000;
    const failing = async () => {
      throw new Error('upstream down');
    };
    await expect(cache.get('new', failing)).rejects.toThrow('upstream down');
    // Past `keepMs` an old answer no longer stands in either.
    await expect(cache.get('old', failing)).rejects.toThrow('upstream down');
    expect(failures).toEqual([
      { key: 'new', servingStale: false },
      { key: 'old', servingStale: false },
    ]);
  });
});
