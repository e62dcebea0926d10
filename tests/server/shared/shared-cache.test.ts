import { describe, expect, it } from 'vitest';
import { KeyedCache } from '../../../src/server/shared/keyed-cache';
import { SharedCache } from '../../../src/server/shared/shared-cache';

function cacheAt(clock: { now: number }, retryAfterMs = 0) {
  return new SharedCache<string>({ namespace: 'test', freshMs: 60_000, keepMs: 600_000, retryAfterMs, now: () => clock.now });
}

describe('the shared cache', () => {
  it('loads once for simultaneous misses and serves the answer while it is fresh', async () => {
    const clock = { now: 1_000 };
    const cache = cacheAt(clock);
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

  it('serves the last good answer, marked stale, when a new one cannot be had', async () => {
    const clock = { now: 1_000 };
    const cache = cacheAt(clock);
    await cache.get('k', async () => 'good');
    clock.now += 120_000;
    const answer = await cache.get('k', async () => {
      throw new Error('upstream down');
    });
    expect(answer).toMatchObject({ value: 'good', stale: true });
  });

  it('fails when a load fails with nothing kept', async () => {
    const clock = { now: 1_000 };
    const cache = cacheAt(clock);
    await cache.get('old', async () => 'good');
    clock.now += 700_000;
    const failing = async () => {
      throw new Error('upstream down');
    };
    await expect(cache.get('new', failing)).rejects.toThrow('upstream down');
    // Past `keepMs` an old answer no longer stands in either.
    await expect(cache.get('old', failing)).rejects.toThrow('upstream down');
  });
});

function keyedCacheAt(clock: { now: number }, retryAfterMs = 0) {
  return new KeyedCache<string>({ namespace: 'test', freshMs: 60_000, keepMs: 600_000, retryAfterMs, now: () => clock.now });
}

describe('the shared cache, key by key', () => {
  const failing = async (): Promise<Map<string, string>> => {
    throw new Error('upstream down');
  };
  const valuesOf = (answer: Map<string, { value: string; stale: boolean }>) => Object.fromEntries([...answer].map(([key, cached]) => [key, cached.value]));

  it('answers a key loaded by a wider question without loading again', async () => {
    const clock = { now: 1_000 };
    const cache = keyedCacheAt(clock);
    const asked: string[][] = [];
    const load = async (keys: readonly string[]) => {
      asked.push([...keys]);
      return new Map(keys.map((key) => [key, `${key} at ${clock.now}`]));
    };
    await cache.getMany(['a', 'b', 'c'], load);
    clock.now += 30_000;
    expect(valuesOf(await cache.getMany(['b'], load))).toEqual({ b: 'b at 1000' });
    expect(asked).toEqual([['a', 'b', 'c']]);
    // One key due: the whole question is asked again, so its keys age together.
    expect(valuesOf(await cache.getMany(['a', 'd'], load))).toEqual({ a: 'a at 31000', d: 'd at 31000' });
    expect(asked).toEqual([
      ['a', 'b', 'c'],
      ['a', 'd'],
    ]);
  });

  it('serves what it still holds when a load fails, and fails only with nothing to serve', async () => {
    const clock = { now: 1_000 };
    const cache = keyedCacheAt(clock);
    await cache.getMany(['a', 'b'], async (keys) => new Map(keys.map((key) => [key, `good ${key}`])));
    clock.now += 5 * 60_000;
    const answer = await cache.getMany(['b', 'z'], failing);
    expect([...answer]).toEqual([['b', { value: 'good b', storedAt: 1_000, stale: true }]]);
    await expect(cache.getMany(['z'], failing)).rejects.toThrow('upstream down');
    clock.now += 5 * 60_000 + 1;
    await expect(cache.getMany(['a'], failing)).rejects.toThrow('upstream down');
  });

  it('leaves a failing source alone for a while, whichever question comes', async () => {
    const clock = { now: 1_000 };
    const cache = keyedCacheAt(clock, 15_000);
    let loads = 0;
    const countedFailure = async () => {
      loads += 1;
      return failing();
    };
    await cache.getMany(['a'], async () => new Map([['a', 'good a']]));
    clock.now += 61_000;
    await cache.getMany(['a', 'b'], countedFailure).catch(() => undefined);
    expect(valuesOf(await cache.getMany(['a'], countedFailure))).toEqual({ a: 'good a' });
    expect(loads).toBe(1);
    clock.now += 15_000;
    await cache.getMany(['a'], countedFailure);
    expect(loads).toBe(2);
  });
});
