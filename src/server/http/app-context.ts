import type { Config } from '../config';
import type { Database } from '../db/client';
import type { RedisClient } from '../shared/redis';
import type { Lifecycle } from './lifecycle';

/** What every module is given when it is registered. */
export interface AppContext {
  db: Database;
  config: Config;
  /** Present when REDIS_URL is set: state every instance must share. */
  redis?: RedisClient;
  /** Milliseconds since the epoch for caches that expire; tests pass their own to move time. */
  clock?: () => number;
  /** Starting, ready or draining; main.ts passes its own, tests get one that is ready at once. */
  lifecycle?: Lifecycle;
}
