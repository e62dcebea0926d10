import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushKeyAnswer, pushSubscriptionInput, pushUnsubscribeInput } from '../../../domain/delivery/push';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody, noContent } from '../../http/route-kit';
import { vapidKeys } from '../../shared/delivery/vapid';
import { deletePushSubscription, savePushSubscription } from './push-service';

const tags = ['notifications'];

export const pushRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get('/push/key', { schema: { tags, summary: 'The server’s VAPID public key that browsers subscribe to Web Push with', response: { 200: pushKeyAnswer } } }, async () => ({
    publicKey: (await vapidKeys(db)).publicKey,
  }));

  app.post(
    '/push/subscriptions',
    {
      schema: {
        tags,
        summary: 'Saves this browser’s push subscription for the signed-in user (again with the same endpoint replaces it)',
        body: pushSubscriptionInput,
        response: { 204: noContent, 400: errorBody },
      },
    },
    async (request, reply) => {
      await savePushSubscription(db, requireUser(request).id, request.body, request.headers['user-agent'] ?? '');
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      schema: {
        tags,
        summary: 'Forgets one of the signed-in user’s push subscriptions by its endpoint',
        body: pushUnsubscribeInput,
        response: { 204: noContent, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      await deletePushSubscription(db, requireUser(request).id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};
