import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { createLifecycle } from './http/lifecycle';
import { listeningUrl } from './http/listening-url';
import { createLogger } from './http/logging';
import { scheduledJobs } from './jobs/index';
import { startJobs, type JobRunner } from './jobs/runner';
import { connectRedis } from './shared/redis';

/** How long a draining instance keeps answering 503 on /api/ready before it closes, at most. */
const settleMs = 1_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const log = (message: string) => logger.info(message);
  const database = await openDatabase(config, log).catch((error: unknown) => {
    logger.fatal(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
  const redis = config.redisUrl ? connectRedis(config.redisUrl, { warn: (message) => logger.warn(message), info: log }) : undefined;
  const lifecycle = createLifecycle('starting');
  const app = await buildApp({ db: database.db, config, redis, lifecycle }, logger);
  let jobs: JobRunner | undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const graceMs = config.shutdownGraceSeconds * 1000;
    log(`${signal} received: /api/ready answers 503, finishing requests in flight (up to ${config.shutdownGraceSeconds} s)`);
    lifecycle.startDraining();
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, graceMs + 15_000);
    force.unref();
    try {
      const [finished] = await Promise.all([lifecycle.drained(Math.min(settleMs, graceMs), graceMs), jobs?.stop(graceMs)]);
      if (!finished) logger.warn(`${lifecycle.inFlight} requests still in flight after ${config.shutdownGraceSeconds} s; closing them`);
      await app.close();
      redis?.disconnect();
      await database.shutdown();
      log('stopped cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    logger.fatal({ err: error }, `could not listen on ${config.host}:${config.port}`);
    await database.shutdown();
    process.exit(1);
  }
  try {
    jobs = await startJobs({ databaseUrl: database.url, context: { db: database.db, config, redis, log: logger }, jobs: scheduledJobs, metrics: app.metrics });
  } catch (error) {
    logger.fatal({ err: error }, 'could not start the background job queue');
    await app.close();
    await database.shutdown();
    process.exit(1);
  }
  // A shutdown signal may have arrived during the awaits above, which type narrowing cannot see.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  if (stopping) return;
  lifecycle.markReady();
  log(`Tandem is ready at ${listeningUrl(app.server.address())}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
