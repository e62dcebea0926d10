import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes, errorMessages } from '../../domain/errors';
import type { Config } from '../config';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin the browser used to reach us; `request.host` honours TRUST_PROXY's forwarded headers. */
function requestOrigin(request: FastifyRequest): string | undefined {
  return request.host ? `${request.protocol}://${request.host}` : undefined;
}

/**
 * State-changing requests must come from our own pages: a present Origin must be ours (or a
 * configured trusted one); without Origin, a browser's `Sec-Fetch-Site: cross-site` is refused.
 * Clients that are not browsers send neither, and cannot carry a victim's cookie anyway.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  const trusted = new Set(config.trustedOrigins);
  if (config.publicOrigin) trusted.add(new URL(config.publicOrigin).origin);
  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    const allowed = origin ? origin === requestOrigin(request) || trusted.has(origin) : request.headers['sec-fetch-site'] !== 'cross-site';
    if (!allowed) {
      return reply.status(403).send({ message: errorMessages.foreignOrigin, code: errorCodes.foreignOrigin });
    }
  });
}

/**
 * Bounded in-flight work: past the limit, answer 503 at once instead of letting every request
 * queue for the database and time out together.
 */
export function registerLoadShedding(app: FastifyInstance, config: Config): void {
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (inFlight >= config.requestQueueLimit) {
      reply.header('retry-after', '1');
      return reply.status(503).send({ message: errorMessages.overloaded, code: errorCodes.overloaded });
    }
    inFlight += 1;
    let released = false;
    const release = () => {
      if (!released) {
        released = true;
        inFlight -= 1;
      }
    };
    reply.raw.once('finish', release);
    reply.raw.once('close', release);
  });
}

export function contentSecurityPolicy(production: boolean) {
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: production ? [] : null,
    },
  };
}
