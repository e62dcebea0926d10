import { setTimeout as delay } from 'node:timers/promises';
import { redisReady } from './redis';
import { peerPollMs, peerWaitMs, SharedCache, type Cached, type Entry } from './shared-cache';

/**
 * A shared cache whose values are kept key by key (a coin's price, whichever list asked for
 * it), with `SharedCache`'s single flight, Redis sharing, stale serving and failure back-off.
 */
export class KeyedCache<T> extends SharedCache<T> {
  private readonly inFlightMany = new Map<string, Promise<Map<string, Cached<T>>>>();

  /**
   * Several keys at once, each cached on its own, so a value loaded for one question serves every
   * other that includes its key. A load happens only when one of `keys` is older than `freshMs`,
   * and then asks for all of them: a given list of keys costs at most one load per `freshMs`,
   * as with `get`. The answer holds the keys with a usable value; when a load fails the ones
   * still within `keepMs` are served stale and the load's error is thrown only when none is.
   * `load` answers the keys it has values for; a key it leaves out is asked for again next time.
   */
  async getMany(keys: readonly string[], load: (keys: readonly string[]) => Promise<ReadonlyMap<string, T>>): Promise<Map<string, Cached<T>>> {
    const known = await this.readMany(keys);
    if (keys.every((key) => this.fresh(known.get(key)))) return this.answerOf(known);
    const flightKey = [...keys].sort().join(',');
    const running = this.inFlightMany.get(flightKey);
    if (running) return running;
    const due = keys.filter((key) => !this.fresh(this.memory.get(key)));
    if (due.length === 0) return this.answerOf(this.readMemory(keys));
    const failure = this.recentFailure(due);
    if (failure) {
      // A failing upstream is not asked again on every request.
      if (known.size) return this.answerOf(known);
      throw failure.error;
    }
    const refresh = this.refreshMany(flightKey, keys, known, load).finally(() => this.inFlightMany.delete(flightKey));
    this.inFlightMany.set(flightKey, refresh);
    return refresh;
  }

  /** Stores values loaded elsewhere (a wider question that also answers these keys). */
  async setMany(values: ReadonlyMap<string, T>): Promise<void> {
    const storedAt = this.now();
    await Promise.all([...values].map(([key, value]) => this.write(key, { value, storedAt })));
    for (const key of values.keys()) this.failures.delete(key);
  }

  private async refreshMany(
    flightKey: string,
    keys: readonly string[],
    known: Map<string, Entry<T>>,
    load: (keys: readonly string[]) => Promise<ReadonlyMap<string, T>>,
  ): Promise<Map<string, Cached<T>>> {
    const lock = await this.lock(flightKey);
    try {
      if (lock === 'held-elsewhere') {
        const fromPeer = await this.waitForPeerMany(keys);
        if (fromPeer) return this.answerOf(fromPeer);
      }
      const values = await load(keys);
      await this.setMany(values);
      return this.answerOf(new Map([...known, ...this.readMemory(keys)]));
    } catch (error) {
      this.recordFailure(keys, error);
      const fallback = new Map([...known, ...(await this.readMany(keys))]);
      if (fallback.size) return this.answerOf(fallback);
      throw error;
    } finally {
      if (typeof lock === 'string' && lock !== 'held-elsewhere') await this.unlock(flightKey, lock);
    }
  }

  private fresh(entry: Entry<T> | null | undefined): boolean {
    return entry !== null && entry !== undefined && this.now() - entry.storedAt < this.options.freshMs;
  }

  private answerOf(entries: ReadonlyMap<string, Entry<T>>): Map<string, Cached<T>> {
    return new Map([...entries].map(([key, entry]) => [key, { ...entry, stale: !this.fresh(entry) }]));
  }

  /** The failure of the newest load that asked for every one of `keys`, while it still holds. */
  private recentFailure(keys: readonly string[]): { at: number; error: unknown } | null {
    const retryAfterMs = this.options.retryAfterMs ?? 15_000;
    let latest: { at: number; error: unknown } | null = null;
    for (const key of keys) {
      const failure = this.failures.get(key);
      if (!failure || this.now() - failure.at >= retryAfterMs) return null;
      if (!latest || failure.at > latest.at) latest = failure;
    }
    return latest;
  }

  private readMemory(keys: readonly string[]): Map<string, Entry<T>> {
    return new Map(
      keys.flatMap((key) => {
        const entry = this.usable(this.memory.get(key));
        return entry ? [[key, entry] as const] : [];
      }),
    );
  }

  private async readMany(keys: readonly string[]): Promise<Map<string, Entry<T>>> {
    const local = this.readMemory(keys);
    const shared = await this.readRedisMany(keys);
    for (const [key, entry] of shared) {
      const usable = this.usable(entry);
      const mine = local.get(key);
      if (usable && (!mine || usable.storedAt > mine.storedAt)) {
        this.remember(key, usable);
        local.set(key, usable);
      }
    }
    return local;
  }

  private async readRedisMany(keys: readonly string[]): Promise<Map<string, Entry<T>>> {
    const { redis } = this.options;
    if (!redisReady(redis) || keys.length === 0) return new Map();
    try {
      const texts = await redis.mget(keys.map((key) => this.redisKey(key)));
      return new Map(
        keys.flatMap((key, index) => {
          const text = texts[index];
          return text ? [[key, JSON.parse(text) as Entry<T>] as const] : [];
        }),
      );
    } catch {
      return new Map();
    }
  }

  private async waitForPeerMany(keys: readonly string[]): Promise<Map<string, Entry<T>> | null> {
    const started = Date.now();
    while (Date.now() - started < peerWaitMs) {
      await delay(peerPollMs);
      const entries = await this.readRedisMany(keys);
      if (keys.every((key) => this.fresh(entries.get(key)))) {
        for (const [key, entry] of entries) this.remember(key, entry);
        return entries;
      }
    }
    return null;
  }
}
