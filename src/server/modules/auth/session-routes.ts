import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionSchema } from '../../../domain/auth/auth';
import type { AppContext } from '../../http/app-context';
import { notFound } from '../../http/app-error';
import { requireSession } from '../../http/auth-guard';
import { errorBody, noContent } from '../../http/route-kit';
import { clearSessionCookie } from '../../shared/session-cookie';
import { listSessions, revokeSession } from './sessions';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const sessionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.get(
    '/auth/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's live sessions, newest first",
        response: { 200: z.array(sessionSchema) },
      },
    },
    async (request) => {
      const auth = requireSession(request);
      return listSessions(db, auth.id, auth.sessionId);
    },
  );

  app.delete(
    '/auth/sessions/:id',
    {
      schema: {
        tags: ['auth'],
        summary: "Signs out one of the user's sessions",
        // Any text is accepted here so a malformed id answers 404 like someone else's session.
        params: z.object({ id: z.string() }),
        response: { 204: noContent, 404: errorBody },
      },
    },
    async (request, reply) => {
      const auth = requireSession(request);
      const id = request.params.id.toLowerCase();
      if (!uuidPattern.test(id) || !(await revokeSession(db, auth.id, id))) throw notFound();
      if (id === auth.sessionId) clearSessionCookie(reply, config);
      return reply.status(204).send(null);
    },
  );
};
