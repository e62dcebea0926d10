import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../http/app-context';
import { marketRoutes } from './market-routes';
import { tradeRoutes } from './trade-routes';

export const cryptoRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  await app.register(marketRoutes, context);
  await app.register(tradeRoutes, context);
};
