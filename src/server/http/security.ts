import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes, errorMessages } from '../../domain/shared/errors';
import { hasBearerHeader } from '../shared/api-tokens';
import { errorAnswer } from './app-error';
import type { Config } from '../config';
import { servesData } from './data-paths';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin the browser used to reach us; `request.host` honours TRUST_PROXY's forwarded headers. */
function requestOrigin(request: FastifyRequest): string | undefined {
  return request.host ? `${request.protocol}://${request.host}` : undefined;
}

/**
 * State-changing requests must come from our own pages: a present Origin must be ours (or a
 * configured trusted one); without Origin, a browser's `Sec-Fetch-Site: cross-site` is refused.
 * Clients that are not browsers send neither, and cannot carry a victim's cookie anyway.
 * A request with `Authorization: Bearer` is authenticated by that token alone, its cookie
 * ignored (session-hook.ts), and a foreign page cannot add that header without a CORS grant we
 * never give: there is no ambient credential to forge, so the check does not apply.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  const trusted = new Set(config.trustedOrigins);
  if (config.publicOrigin) trusted.add(new URL(config.publicOrigin).origin);
  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method) || hasBearerHeader(request)) return;
    const origin = request.headers.origin;
    const allowed = origin ? origin === requestOrigin(request) || trusted.has(origin) : request.headers['sec-fetch-site'] !== 'cross-site';
    if (!allowed) {
      return reply.status(403).send(errorAnswer(errorCodes.foreignOrigin, errorMessages.foreignOrigin));
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
    if (!servesData(request.url)) return;
    if (inFlight >= config.requestQueueLimit) {
      reply.header('retry-after', '1');
      return reply.status(503).send(errorAnswer(errorCodes.overloaded, errorMessages.overloaded));
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

/** Browser features the app never uses, switched off for every page and any frame it might be put in. */
export const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), interest-cohort=()';

/**
 * Answer headers helmet does not set: the permissions policy on everything, and `no-store` on
 * every API and MCP answer (signed-in ones carry someone's money data; sign-in answers carry the
 * session), so a shared computer's cache or a proxy never keeps them. A route that chose its
 * own caching keeps it.
 */
export function registerAnswerHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    void reply.header('permissions-policy', permissionsPolicy);
    if (servesData(request.url) && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    return payload;
  });
}
