export interface OutageLog {
  warn(message: string): void;
  info(message: string): void;
}

export interface UpstreamOutage {
  failed(error: unknown): void;
  answered(): void;
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
  return String(error);
}

/**
 * Tells the log when CoinGecko stops answering and when it answers again, once each: without a
 * network every failed call would otherwise add a warning (with a stack) every few seconds.
 */
export function upstreamOutage(now: () => number, log: OutageLog | undefined): UpstreamOutage {
  let downSince: number | null = null;
  return {
    failed(error) {
      if (downSince !== null) return;
      downSince = now();
      log?.warn(`CoinGecko cannot be reached (${reasonOf(error)}); coins priced in the last 10 minutes are served until it answers again`);
    },
    answered() {
      if (downSince === null) return;
      const seconds = Math.round((now() - downSince) / 1000);
      downSince = null;
      log?.info(`CoinGecko answers again after ${seconds} s`);
    },
  };
}
