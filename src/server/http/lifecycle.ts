import type { FastifyInstance } from 'fastify';

export type Phase = 'starting' | 'ready' | 'draining';

/** Probes are not work: they neither keep a draining instance alive nor count as in flight. */
export const probePaths = new Set(['/api/health', '/api/ready']);

/**
 * Where an instance is in its life, for `/api/ready` and a graceful stop: `starting` until
 * main.ts has everything running, `ready` while it takes traffic, `draining` after SIGTERM.
 */
export interface Lifecycle {
  readonly phase: Phase;
  readonly inFlight: number;
  markReady(): void;
  startDraining(): void;
  /**
   * Resolves once no request is in flight and at least `settleMs` have passed since draining
   * began (so a load balancer polling /api/ready sees 503), or at `deadlineMs` whatever is left.
   * Answers whether every request finished.
   */
  drained(settleMs: number, deadlineMs: number): Promise<boolean>;
  track(app: FastifyInstance): void;
}

export function createLifecycle(initial: Phase = 'ready'): Lifecycle {
  let phase = initial;
  let inFlight = 0;
  let drainingSince = 0;
  const idleWaiters = new Set<() => void>();
  const settle = () => {
    if (inFlight === 0) for (const wake of idleWaiters) wake();
  };
  return {
    get phase() {
      return phase;
    },
    get inFlight() {
      return inFlight;
    },
    markReady() {
      if (phase === 'starting') phase = 'ready';
    },
    startDraining() {
      if (phase === 'draining') return;
      phase = 'draining';
      drainingSince = Date.now();
    },
    drained(settleMs, deadlineMs) {
      return new Promise((resolve) => {
        const deadline = setTimeout(() => finish(false), deadlineMs);
        let settleTimer: NodeJS.Timeout | undefined;
        const finish = (complete: boolean) => {
          clearTimeout(deadline);
          clearTimeout(settleTimer);
          idleWaiters.delete(check);
          resolve(complete);
        };
        const check = () => {
          if (inFlight > 0) return;
          const wait = drainingSince + settleMs - Date.now();
          if (wait <= 0) return finish(true);
          clearTimeout(settleTimer);
          settleTimer = setTimeout(check, wait);
        };
        idleWaiters.add(check);
        check();
      });
    },
    track(app) {
      app.addHook('onRequest', async (request, reply) => {
        if (probePaths.has(request.url.split('?')[0] ?? '')) return;
        inFlight += 1;
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          inFlight -= 1;
          settle();
        };
        reply.raw.once('finish', release);
        reply.raw.once('close', release);
      });
    },
  };
}
