import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../http/app-context';
import { pushRoutes } from './push-routes';
import { unsubscribeRoutes } from './unsubscribe-routes';

/** Notifications outside the app: devices subscribed to Web Push, and the e-mails' unsubscribe link. */
export const deliveryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  await app.register(pushRoutes, context);
  await app.register(unsubscribeRoutes, context);
};
