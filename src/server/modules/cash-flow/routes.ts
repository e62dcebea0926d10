import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cashFlowQuery, cashFlowSchema, cashFlowThresholdInput } from '../../../domain/cash-flow/cash-flow';
import { decimalAmountSchema } from '../../../domain/shared/field-schemas';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody } from '../../http/route-kit';
import { typedJsonSerializer } from '../../http/typed-json-serializer';
import { exchangeRates } from '../../shared/exchange-rates';
import { cashFlowCache } from '../../shared/cash-flow-cache';
import { setLowBalanceThreshold } from './service';

const tags = ['cash-flow'];

export const cashFlowRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const rates = exchangeRates(context.db, context.config.fxBaseUrl);
  // Built timelines are kept per user until a row under them changes (src/server/shared/cash-flow-cache.ts).
  const timelines = cashFlowCache();
  app.get(
    '/cash-flow',
    {
      // `buildTimeline` types every field against `cashFlowSchema`; parsing ninety days again through zod catches nothing.
      serializerCompiler: typedJsonSerializer,
      schema: {
        tags,
        summary: 'The projected balance of each coming day, in the account’s currency',
        description:
          'From today’s balance (cash on hand): expected income and bills from recurring schedules, your share of the costs of events you are going to, and planned goal contributions (each goal’s monthly amount needed, on the 1st). Days whose balance falls below the threshold are listed, with the lowest point.',
        querystring: cashFlowQuery,
        response: { 200: cashFlowSchema, 400: errorBody },
      },
    },
    async (request) => timelines.get(context.db, requireUser(request).id, request.query.days, rates),
  );

  app.put(
    '/cash-flow/threshold',
    {
      schema: {
        tags,
        summary: 'Sets the balance below which the timeline warns (default 0), in the account’s currency',
        body: cashFlowThresholdInput,
        response: { 200: z.object({ threshold: decimalAmountSchema }), 400: errorBody },
      },
    },
    async (request) => ({ threshold: await setLowBalanceThreshold(context.db, requireUser(request).id, request.body.amount) }),
  );
};
