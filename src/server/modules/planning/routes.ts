import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../http/app-context';
import { planningRoutes } from './planning-routes';
import { timeRoutes } from './time-routes';

/** Time tracking (/time/…) and the planning board and tasks (/planning/…). */
export const planningModuleRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  await app.register(timeRoutes, context);
  await app.register(planningRoutes, context);
};
