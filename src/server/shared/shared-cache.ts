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

export interface Entry<T> {
  value: T;
  storedAt: number;
}

/** How long one instance waits for another that is already loading the same key. */
export const peerWaitMs = 3_000;
export const peerPollMs = 100;

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
  protected readonly memory = new Map<string, Entry<T>>();
  private readonly inFlight = new Map<string, Promise<Cached<T>>>();
  protected readonly failures = new Map<string, { at: number; error: unknown }>();
  protected readonly now: () => number;

  constructor(protected readonly options: SharedCacheOptions) {
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

  protected recordFailure(keys: readonly string[], error: unknown): void {
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

  protected usable(entry: Entry<T> | null | undefined): Entry<T> | null {
    return entry && this.now() - entry.storedAt <= this.options.keepMs ? entry : null;
  }

  protected async read(key: string): Promise<Entry<T> | null> {
    const local = this.usable(this.memory.get(key));
    const shared = this.usable(await this.readRedis(key));
    if (shared && (!local || shared.storedAt > local.storedAt)) {
      this.remember(key, shared);
      return shared;
    }
    return local;
  }

  protected async readRedis(key: string): Promise<Entry<T> | null> {
    const { redis } = this.options;
    if (!redisReady(redis)) return null;
    try {
      const text = await redis.get(this.redisKey(key));
      return text ? (JSON.parse(text) as Entry<T>) : null;
    } catch {
      return null;
    }
  }

  protected async write(key: string, entry: Entry<T>): Promise<void> {
    this.remember(key, entry);
    const { redis } = this.options;
    if (!redisReady(redis)) return;
    try {
      await redis.set(this.redisKey(key), JSON.stringify(entry), 'PX', this.options.keepMs);
    } catch {
      // Memory keeps the answer for this instance; the others load their own.
    }
  }

  protected remember(key: string, entry: Entry<T>): void {
    this.memory.delete(key);
    this.memory.set(key, entry);
    const limit = this.options.maxEntries ?? 1_000;
    for (const oldest of this.memory.keys()) {
      if (this.memory.size <= limit) break;
      this.memory.delete(oldest);
    }
  }

  /** A token when this instance may load, 'held-elsewhere' when another is loading, null without Redis. */
  protected async lock(key: string): Promise<string | null> {
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

  protected async unlock(key: string, token: string): Promise<void> {
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

  protected redisKey(key: string): string {
    return `${this.options.namespace}:${key}`;
  }

  private lockKey(key: string): string {
    return `${this.options.namespace}:lock:${key}`;
  }
}
