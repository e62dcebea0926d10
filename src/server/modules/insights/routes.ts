import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { advancedInsightsQuery, advancedInsightsSchema, insightsSchema } from '../../../domain/insights/insights';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody } from '../../http/route-kit';
import { advancedInsightsFor, insightsFor } from './service';

const tags = ['insights'];

export const insightsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/insights',
    {
      schema: {
        tags,
        summary: 'Spending breakdown and trend, goal progress, 50/30/20 against what was done, the 8% / 5-year projection and the most pressing recommendations',
        description:
          'In the user’s currency, from the monthly rollups; transactions in other currencies are left out and listed in `otherCurrencies`. While fewer than three months are recorded, the monthly income and expense from settings stand in (`basis.source` is `settings`).',
        response: { 200: insightsSchema },
      },
    },
    async (request) => insightsFor(db, requireUser(request).id),
  );

  app.get(
    '/insights/advanced',
    {
      schema: {
        tags,
        summary: 'Premium: twelve months of spending per category, a what-if projection and every recommendation',
        description: 'Free users get 403 `premium_required`.',
        querystring: advancedInsightsQuery,
        response: { 200: advancedInsightsSchema, 400: errorBody, 403: errorBody },
      },
    },
    async (request) => advancedInsightsFor(db, requireUser(request).id, request.query),
  );
};
