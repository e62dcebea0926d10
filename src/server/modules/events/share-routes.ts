import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCalendarShareInput } from '../../../domain/events/events';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody, noContent } from '../../http/route-kit';
import { publicCalendar, publicFeed } from './public-calendar';
import { createShare, listShares, revokeShare } from './share-service';
import { calendarShareSchema, publicCalendarSchema, tokenParams } from './wire-schemas';

const tags = ['calendar shares'];

/** Where links point: the configured public origin, else the origin the request came to. */
function originOf(request: FastifyRequest, publicOrigin: string | undefined): string {
  return (publicOrigin ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

export const calendarShareRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.post(
    '/calendar/shares',
    {
      schema: {
        tags,
        summary: 'Creates a public read-only link to the user’s calendar, or to a group calendar they own or administer',
        body: createCalendarShareInput,
        response: { 201: calendarShareSchema, 400: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const share = await createShare(db, requireUser(request).id, request.body.groupId, originOf(request, config.publicOrigin));
      return reply.status(201).send(share);
    },
  );

  app.get(
    '/calendar/shares',
    { schema: { tags, summary: 'The user’s links that are not revoked, and links others made to groups the user owns', response: { 200: z.array(calendarShareSchema) } } },
    async (request) => listShares(db, requireUser(request).id, originOf(request, config.publicOrigin)),
  );

  app.delete(
    '/calendar/shares/:token',
    {
      schema: {
        tags,
        summary: 'Revokes a link: its creator, or the owner of the group it shares (other members 403)',
        params: tokenParams,
        response: { 204: noContent, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      await revokeShare(db, requireUser(request).id, request.params.token);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/shared/calendar/:token',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A shared calendar, signed out: from 30 days ago to a year ahead, without attendees',
        params: tokenParams,
        response: { 200: publicCalendarSchema, 404: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return publicCalendar(db, request.params.token);
    },
  );
};

/**
 * GET /shared/calendar/{token}.ics, outside /api so calendar apps subscribe to the address the
 * share shows. Registered before the web client, whose page fallback would otherwise answer it.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.get(
    '/shared/calendar/:token.ics',
    {
      // Paths outside /api skip the global limiter; a public feed is counted like the API.
      config: { public: true, rateLimit: { max: config.rateLimitPerMinute, timeWindow: '1 minute', allowList: () => false } },
      schema: { hide: true, params: tokenParams },
    },
    async (request, reply) => {
      const feed = await publicFeed(db, request.params.token);
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'no-cache').header('x-robots-tag', 'noindex').send(feed);
    },
  );
};
