import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { createLogger } from './http/logging';
import { connectRedis } from './shared/redis';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const log = (message: string) => logger.info(message);
  const database = await openDatabase(config, log).catch((error: unknown) => {
    logger.fatal(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
  const redis = config.redisUrl ? connectRedis(config.redisUrl, { warn: (message) => logger.warn(message), info: log }) : undefined;
  const app = await buildApp({ db: database.db, config, redis }, logger);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    try {
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
  log(`Tandem is ready at http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
