import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isMigrated } from '../../db/migrate';
import type { AppContext } from '../../http/app-context';

const probe = { public: true, rateLimit: false } as const;

/**
 * `/health` says the process is alive and reaches its database (restart it if not); `/ready`
 * says it should get traffic: migrated, not starting, not draining after SIGTERM.
 */
export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, lifecycle }) => {
  // Migrations only move forward: once this build's last one is in, it stays in.
  let migrated = false;

  app.get(
    '/health',
    {
      config: probe,
      schema: {
        tags: ['health'],
        summary: 'Answers once the database answers',
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );

  app.get(
    '/ready',
    {
      config: probe,
      schema: {
        tags: ['health'],
        summary: 'Answers 200 while this instance should receive traffic: database reachable and migrated, not starting or draining',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.enum(['starting', 'draining', 'unavailable', 'migrating']) }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const phase = lifecycle?.phase ?? 'ready';
      if (phase !== 'ready') return reply.status(503).send({ status: phase });
      try {
        if (!migrated) migrated = await isMigrated(db);
        else await db.execute(sql`select 1`);
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const });
      }
      if (!migrated) return reply.status(503).send({ status: 'migrating' as const });
      return { status: 'ready' as const };
    },
  );
};
