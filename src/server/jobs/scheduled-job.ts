import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { RedisClient } from '../shared/redis';

/** What a job's `run` is given: the same database, configuration and Redis as the routes. */
export interface JobContext {
  db: Database;
  config: Config;
  redis?: RedisClient;
  log: Logger;
}

/**
 * Work done on a schedule by whichever instance picks it up first: pg-boss creates one job per
 * cron tick across all instances, and a failed run is retried with growing delays.
 */
export interface ScheduledJob {
  /** Queue name: lower-case words joined by dashes, e.g. `exchange-rates-refresh`. */
  name: string;
  /** Five-field cron in UTC, e.g. `*\/15 * * * *` for every 15 minutes. */
  cron: string;
  /** Returns a short summary for the log ("removed 12 sessions"), or nothing. */
  run(context: JobContext): Promise<string | void>;
  /** Retries after a failure (default 5), the first after `retryDelaySeconds` (default 30), then doubling. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A run taking longer than this counts as failed and is retried (default 5 minutes). */
  timeoutSeconds?: number;
}

/** Declares a job; add it to `scheduledJobs` in `src/server/jobs/index.ts` and every instance runs it. */
export const scheduledJob = (job: ScheduledJob): ScheduledJob => job;
