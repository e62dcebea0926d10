import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { errorCodes, errorMessages } from '../../domain/shared/errors';
import { errorAnswer } from './app-error';
import type { Lifecycle } from './lifecycle';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where instruments register (jobs add theirs); absent when METRICS_TOKEN is unset. */
    metrics?: Registry;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match !== null && timingSafeEqual(digest(match[1]!.trim()), expected);
}

interface MetricsSources {
  token: string | undefined;
  pool: pg.Pool;
  lifecycle: Lifecycle;
}

/** Requests by route pattern (never the raw URL, which would make a series per id) and status. */
function instrumentRequests(app: FastifyInstance, registry: Registry): void {
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'tandem_http_requests_total', help: 'HTTP requests answered', labelNames, registers: [registry] });
  const durations = new Histogram({
    name: 'tandem_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });
}

function instrumentPool(registry: Registry, pool: pg.Pool, lifecycle: Lifecycle): void {
  new Gauge({
    name: 'tandem_db_pool_connections',
    help: 'Database pool connections of this instance by state (waiting: queries queued for a connection)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'tandem_http_requests_in_flight',
    help: 'Requests being served right now (probes excluded)',
    registers: [registry],
    collect() {
      this.set(lifecycle.inFlight);
    },
  });
}

/**
 * `GET /metrics` in Prometheus text format, off (404) unless METRICS_TOKEN is set and then only
 * for `Authorization: Bearer <token>`. Outside /api: not part of the API, not rate limited.
 */
export function registerMetrics(app: FastifyInstance, { token, pool, lifecycle }: MetricsSources): void {
  const notFound = errorAnswer(errorCodes.notFound, errorMessages.notFound);
  if (!token) {
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => reply.status(404).send(notFound));
    return;
  }
  const expected = digest(token);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  instrumentRequests(app, registry);
  instrumentPool(registry, pool, lifecycle);
  app.decorate('metrics', registry);

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!bearerMatches(request, expected)) {
      return reply.status(401).header('www-authenticate', 'Bearer realm="metrics"').send(errorAnswer(errorCodes.unauthenticated, errorMessages.unauthenticated));
    }
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}
