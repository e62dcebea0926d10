import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAccountInput, type DeleteAccountInput } from '../../../domain/account/account';
import type { AppContext } from '../../http/app-context';
import { requireSession } from '../../http/auth-guard';
import { perUserKey } from '../../http/rate-limit-keys';
import { errorBody, noContent } from '../../http/route-kit';
import { clearSessionCookie } from '../../shared/session-cookie';
import { deleteAccount } from './delete-account';
import { exportAccount } from './export-service';

const tags = ['account'];

const deletion = {
  // Each try costs an argon2 verification; guessing the password of a stolen session stays slow.
  config: { rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: perUserKey } },
  schema: {
    tags,
    summary: 'Deletes the signed-in account and everything that is only theirs',
    description:
      'The current password must be typed again (400 with a field error otherwise). Owned groups pass to the longest-standing admin, else member, or are deleted when nobody else is in them; group expenses, payments and referrals stay for the other people, under an anonymous "Deleted user". A Stripe subscription that would renew must be cancelled first (409 `subscription_active`). Every session ends and the cookie is cleared.',
    body: deleteAccountInput,
    response: { 204: noContent, 400: errorBody, 409: errorBody, 429: errorBody },
  },
};

export const accountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.get(
    '/export',
    {
      schema: {
        tags,
        summary: 'The whole account as one zip archive (Premium)',
        description:
          'Every record of the user as `<table>.json` and `<table>.csv`, plus `export.json` describing the archive; other people appear only by name where the user shares something with them. A Free account answers 403 `premium_required`; the transactions CSV on the money-tracking page stays available to everyone.',
        produces: ['application/zip'],
        response: { 200: z.unknown().describe('application/zip archive'), 403: errorBody },
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await exportAccount(db, requireSession(request).id);
      return reply.type('application/zip').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store').send(stream);
    },
  );

  const remove = async (request: FastifyRequest<{ Body: DeleteAccountInput }>, reply: FastifyReply) => {
    await deleteAccount(db, requireSession(request).id, request.body);
    clearSessionCookie(reply, config);
    return reply.status(204).send(null);
  };

  app.delete('/users/me', deletion, remove);
  // The same for clients and proxies that drop the body of a DELETE.
  app.post('/account/delete', deletion, remove);
};
