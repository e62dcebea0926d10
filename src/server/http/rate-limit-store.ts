import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { redisReady, type RedisClient } from '../shared/redis';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** A fixed window per key in this process's memory, at most `capacity` keys (oldest dropped first). */
class LocalWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  constructor(private readonly capacity = 10_000) {}

  incr(key: string, windowMs: number): Result {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      window = { count: 0, endsAt: now + windowMs };
      if (this.windows.size >= this.capacity) this.windows.delete(this.windows.keys().next().value!);
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }
}

// The first request of a window sets its expiry; the answer is the count and the time left.
const windowScript = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

type WithWindowCommand = RedisClient & { tandemRateWindow(key: string, windowMs: number): Promise<[number, number]> };

function withWindowCommand(redis: RedisClient): WithWindowCommand {
  const client = redis as WithWindowCommand;
  if (typeof client.tandemRateWindow !== 'function') redis.defineCommand('tandemRateWindow', { numberOfKeys: 1, lua: windowScript });
  return client;
}

class SharedWindows implements FastifyRateLimitStore {
  private readonly local = new LocalWindows();
  constructor(
    private readonly client: WithWindowCommand,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    const fallback = () => callback(null, this.local.incr(key, timeWindow));
    if (!redisReady(this.client)) return fallback();
    this.client.tandemRateWindow(`${this.prefix}${key}`, timeWindow).then(([current, ttl]) => callback(null, { current: Number(current), ttl: Number(ttl) }), fallback);
  }

  /** Routes with limits of their own count apart from the global one. */
  child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
    return new SharedWindows(this.client, `${this.prefix}${String(route?.method ?? '')}${String(route?.url ?? '')}:`);
  }
}

/**
 * Per-address counters every instance shares through Redis, so N instances allow the limit once,
 * not N times. While Redis is away each instance counts in its own memory (the client logs the
 * loss and the return once each) and goes back to Redis as soon as it answers again.
 */
export function sharedRateLimitStore(redis: RedisClient): FastifyRateLimitStoreCtor {
  const client = withWindowCommand(redis);
  return class extends SharedWindows {
    constructor() {
      super(client, 'tandem:rate:');
    }
  };
}
