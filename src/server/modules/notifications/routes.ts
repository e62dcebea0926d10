import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listNotificationsQuery, markNotificationsReadInput, notificationListAnswer, unreadCountAnswer } from '../../../domain/notifications/notifications';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody } from '../../http/route-kit';
import { listNotifications, markRead } from './service';

const tags = ['notifications'];

export const notificationsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s notifications, newest first, with their texts in the user’s language and time zone, and how many are unread',
        querystring: listNotificationsQuery,
        response: { 200: notificationListAnswer, 400: errorBody },
      },
    },
    async (request) => listNotifications(db, requireUser(request).id, request.query),
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags,
        summary: 'Marks notifications read: the given ids (other people’s are ignored) or, with `all: true`, every one; answers how many stay unread',
        body: markNotificationsReadInput,
        response: { 200: unreadCountAnswer, 400: errorBody },
      },
    },
    async (request) => markRead(db, requireUser(request).id, request.body),
  );
};
