import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { redisReady, type RedisClient } from './redis';

export interface SharedCacheOptions {
  /** Prefix of the Redis keys, e.g. `crypto:prices`. */
  namespace: string;
  /** How long an answer is served without asking again. */
  freshMs: number;
  /** How long an answer may stand in when a new one cannot be had. */
  keepMs: number;
  /** Shared between instances when present; the cache works alone when it is absent or down. */
  redis?: RedisClient;
  now?: () => number;
  /** Memory holds at most this many keys (oldest written leave first). */
  maxEntries?: number;
  /** After a failed load, how long to answer from what is at hand before asking again. */
  retryAfterMs?: number;
}

export interface Cached<T> {
  value: T;
  /** When the value was loaded, milliseconds since the epoch. */
  storedAt: number;
  /** True when a fresh value could not be loaded and this older one stands in. */
  stale: boolean;
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

/** How long one instance waits for another that is already loading the same key. */
const peerWaitMs = 3_000;
const peerPollMs = 100;

/**
 * A read-through cache shared by every user and, with Redis, by every instance: an answer is
 * loaded at most once per `freshMs` however many ask. Misses on one instance share one load
 * (single flight); with Redis a short lock lets one instance load while the others wait for
 * its answer. When loading fails the last good answer younger than `keepMs` is served, marked
 * stale; with none, the load's error is thrown; either way the source is left alone for
 * `retryAfterMs` before it is asked again. Redis failures fall back to memory silently
 * (the Redis client logs outages once).
 */
export class SharedCache<T> {
  private readonly memory = new Map<string, Entry<T>>();
  private readonly inFlight = new Map<string, Promise<Cached<T>>>();
  private readonly inFlightMany = new Map<string, Promise<Map<string, Cached<T>>>>();
  private readonly failures = new Map<string, { at: number; error: unknown }>();
  private readonly now: () => number;

  constructor(private readonly options: SharedCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  async get(key: string, load: () => Promise<T>): Promise<Cached<T>> {
    const known = await this.read(key);
    if (known && this.now() - known.storedAt < this.options.freshMs) return { ...known, stale: false };
    const running = this.inFlight.get(key);
    if (running) return running;
    // Another request may have loaded it while this one was reading.
    const latest = this.memory.get(key);
    if (latest && this.now() - latest.storedAt < this.options.freshMs) return { ...latest, stale: false };
    const failure = this.failures.get(key);
    if (failure && this.now() - failure.at < (this.options.retryAfterMs ?? 15_000)) {
      // A failing upstream is not asked again on every request.
      if (known) return { ...known, stale: true };
      throw failure.error;
    }
    const refresh = this.refresh(key, known, load).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, refresh);
    return refresh;
  }

  private async refresh(key: string, known: Entry<T> | null, load: () => Promise<T>): Promise<Cached<T>> {
    const lock = await this.lock(key);
    try {
      if (lock === 'held-elsewhere') {
        const fromPeer = await this.waitForPeer(key);
        if (fromPeer) return { ...fromPeer, stale: false };
      }
      const value = await load();
      const entry = { value, storedAt: this.now() };
      this.failures.delete(key);
      await this.write(key, entry);
      return { ...entry, stale: false };
    } catch (error) {
      this.recordFailure([key], error);
      const fallback = (await this.read(key)) ?? known;
      if (fallback) return { ...fallback, stale: true };
      throw error;
    } finally {
      if (typeof lock === 'string' && lock !== 'held-elsewhere') await this.unlock(key, lock);
    }
  }

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

  private recordFailure(keys: readonly string[], error: unknown): void {
    const at = this.now();
    for (const key of keys) {
      this.failures.delete(key);
      this.failures.set(key, { at, error });
    }
    const limit = this.options.maxEntries ?? 1_000;
    for (const oldest of this.failures.keys()) {
      if (this.failures.size <= limit) break;
      this.failures.delete(oldest);
    }
  }

  private readMemory(keys: readonly string[]): Map<string, Entry<T>> {
    return new Map(keys.flatMap((key) => {
      const entry = this.usable(this.memory.get(key));
      return entry ? [[key, entry] as const] : [];
    }));
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
      return new Map(keys.flatMap((key, index) => {
        const text = texts[index];
        return text ? [[key, JSON.parse(text) as Entry<T>] as const] : [];
      }));
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

  private usable(entry: Entry<T> | null | undefined): Entry<T> | null {
    return entry && this.now() - entry.storedAt <= this.options.keepMs ? entry : null;
  }

  private async read(key: string): Promise<Entry<T> | null> {
    const local = this.usable(this.memory.get(key));
    const shared = this.usable(await this.readRedis(key));
    if (shared && (!local || shared.storedAt > local.storedAt)) {
      this.remember(key, shared);
      return shared;
    }
    return local;
  }

  private async readRedis(key: string): Promise<Entry<T> | null> {
    const { redis } = this.options;
    if (!redisReady(redis)) return null;
    try {
      const text = await redis.get(this.redisKey(key));
      return text ? (JSON.parse(text) as Entry<T>) : null;
    } catch {
      return null;
    }
  }

  private async write(key: string, entry: Entry<T>): Promise<void> {
    this.remember(key, entry);
    const { redis } = this.options;
    if (!redisReady(redis)) return;
    try {
      await redis.set(this.redisKey(key), JSON.stringify(entry), 'PX', this.options.keepMs);
    } catch {
      // Memory keeps the answer for this instance; the others load their own.
    }
  }

  private remember(key: string, entry: Entry<T>): void {
    this.memory.delete(key);
    this.memory.set(key, entry);
    const limit = this.options.maxEntries ?? 1_000;
    for (const oldest of this.memory.keys()) {
      if (this.memory.size <= limit) break;
      this.memory.delete(oldest);
    }
  }

  /** A token when this instance may load, 'held-elsewhere' when another is loading, null without Redis. */
  private async lock(key: string): Promise<string | null> {
    const { redis } = this.options;
    if (!redisReady(redis)) return null;
    const token = randomUUID();
    try {
      const taken = await redis.set(this.lockKey(key), token, 'PX', peerWaitMs, 'NX');
      return taken === 'OK' ? token : 'held-elsewhere';
    } catch {
      return null;
    }
  }

  private async unlock(key: string, token: string): Promise<void> {
    const { redis } = this.options;
    if (!redisReady(redis)) return;
    try {
      if ((await redis.get(this.lockKey(key))) === token) await redis.del(this.lockKey(key));
    } catch {
      // The lock expires by itself.
    }
  }

  private async waitForPeer(key: string): Promise<Entry<T> | null> {
    const started = Date.now();
    while (Date.now() - started < peerWaitMs) {
      await delay(peerPollMs);
      const entry = await this.readRedis(key);
      if (entry && this.now() - entry.storedAt < this.options.freshMs) {
        this.remember(key, entry);
        return entry;
      }
    }
    return null;
  }

  private redisKey(key: string): string {
    return `${this.options.namespace}:${key}`;
  }

  private lockKey(key: string): string {
    return `${this.options.namespace}:lock:${key}`;
  }
}
