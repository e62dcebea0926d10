import PgBoss from 'pg-boss';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { JobContext, ScheduledJob } from './scheduled-job';

export interface JobRunner {
  /** Queues a run now (tests and operators), answering its id. */
  runNow(name: string): Promise<string | null>;
  /** Lets running jobs finish (up to `timeoutMs`), then stops polling. */
  stop(timeoutMs: number): Promise<void>;
  boss: PgBoss;
}

interface RunnerOptions {
  databaseUrl: string;
  context: JobContext;
  jobs: ScheduledJob[];
  metrics?: Registry;
  /** How often an idle worker looks for work; pg-boss's own default is 2 s. */
  pollingIntervalSeconds?: number;
}

function jobMetrics(registry: Registry | undefined, boss: PgBoss, names: string[]) {
  if (!registry) return undefined;
  new Gauge({
    name: 'tandem_jobs_queued',
    help: 'Jobs waiting to run (created or waiting to retry), per job',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      const sizes = await Promise.all(names.map(async (name) => [name, await boss.getQueueSize(name).catch(() => 0)] as const));
      for (const [job, size] of sizes) this.set({ job }, size);
    },
  });
  return new Counter({
    name: 'tandem_jobs_total',
    help: 'Job runs finished by this instance, per job and outcome',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
}

/**
 * Creating a queue adds a partition to pg-boss's job table; instances doing it at the same moment
 * deadlock, so they take turns under an advisory lock (on a connection of the app's pool).
 */
async function oneInstanceAtATime(context: JobContext, work: () => Promise<void>): Promise<void> {
  const connection = await context.db.$client.connect();
  let broken: Error | undefined;
  try {
    await connection.query("select pg_advisory_lock(hashtext('tandem:job-queues'))");
    try {
      await work();
    } finally {
      await connection.query("select pg_advisory_unlock(hashtext('tandem:job-queues'))");
    }
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    connection.release(broken);
  }
}

/**
 * Starts pg-boss in its own schema (`pgboss`, created and migrated by pg-boss under its own lock)
 * with a small pool of its own, so jobs never take the connections requests need. Every instance
 * schedules and works every job; pg-boss hands each run to exactly one of them.
 */
export async function startJobs({ databaseUrl, context, jobs, metrics, pollingIntervalSeconds = 2 }: RunnerOptions): Promise<JobRunner> {
  const { log } = context;
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', max: 3, application_name: 'tandem-jobs' });
  let reported = false;
  boss.on('error', (error) => {
    // A lost database connection repeats this on every poll: the first one says enough.
    if (reported) return;
    reported = true;
    log.warn({ err: error }, 'job queue error; jobs resume when the database answers');
  });
  await boss.start();
  const finished = jobMetrics(
    metrics,
    boss,
    jobs.map((job) => job.name),
  );

  await oneInstanceAtATime(context, async () => {
    for (const job of jobs) {
      const settings = { retryLimit: job.retryLimit ?? 5, retryDelay: job.retryDelaySeconds ?? 30, retryBackoff: true, expireInSeconds: job.timeoutSeconds ?? 300 };
      if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, { name: job.name, ...settings });
      else await boss.createQueue(job.name, { name: job.name, ...settings });
      await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    }
  });
  for (const job of jobs) {
    await boss.work(job.name, { batchSize: 1, pollingIntervalSeconds, includeMetadata: true }, async ([run]) => {
      if (!run) return;
      const started = Date.now();
      const attempt = run.retryCount + 1;
      try {
        const summary = await job.run(context);
        reported = false;
        finished?.inc({ job: job.name, outcome: 'completed' });
        log.info({ job: job.name, jobId: run.id, attempt, ms: Date.now() - started }, `job ${job.name} done${summary ? `: ${summary}` : ''}`);
      } catch (error) {
        finished?.inc({ job: job.name, outcome: 'failed' });
        const retries = run.retryLimit - run.retryCount;
        log.warn({ err: error, job: job.name, jobId: run.id, attempt }, `job ${job.name} failed; ${retries > 0 ? `${retries} retries left` : 'no retries left'}`);
        throw error;
      }
    });
  }
  log.info(`background jobs running: ${jobs.map((job) => job.name).join(', ')}`);

  return {
    boss,
    runNow: (name) => boss.send(name, {}),
    stop: (timeoutMs) => boss.stop({ graceful: true, wait: true, timeout: Math.max(timeoutMs, 1000) }),
  };
}
