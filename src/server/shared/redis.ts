import { Redis } from 'ioredis';

export type RedisClient = Redis;

interface RedisLog {
  warn(message: string): void;
  info(message: string): void;
}

/**
 * A client for what several instances must agree on (rate limits, shared caches). Commands fail
 * fast instead of queueing while Redis is away, so callers can fall back to their local answer;
 * the client keeps reconnecting in the background. Losing and regaining the connection is
 * logged once each time, not on every retry.
 */
export function connectRedis(url: string, log: RedisLog): RedisClient {
  const client = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  let available = true;
  const lost = () => {
    if (!available) return;
    available = false;
    log.warn('Redis is unavailable; shared limits and caches fall back to this instance until it returns');
  };
  // A refused connection reports an error; a dropped one may only close and try again
  // (`reconnecting` is never emitted after a deliberate disconnect, so shutdown stays quiet).
  client.on('error', lost);
  client.on('reconnecting', lost);
  client.on('ready', () => {
    if (available) return;
    available = true;
    log.info('Redis is available again');
  });
  return client;
}

/** True when the client can take commands right now. */
export function redisReady(client: RedisClient | undefined): client is RedisClient {
  return client?.status === 'ready';
}
