import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { investmentProfileSchema, investmentRecommendationsSchema } from '../../../domain/investments/investment-views';
import { saveInvestmentProfileInput } from '../../../domain/investments/investments';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody } from '../../http/route-kit';
import { getInvestmentProfile, investmentRecommendations, saveInvestmentProfile } from './service';

const tags = ['investments'];

export const investmentsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/investments/profile',
    {
      schema: {
        tags,
        summary: 'The risk questionnaire’s answers and the profile they give; all null before it is answered',
        response: { 200: investmentProfileSchema },
      },
    },
    async (request) => getInvestmentProfile(db, requireUser(request).id),
  );

  app.put(
    '/investments/profile',
    {
      schema: {
        tags,
        summary: 'Saves the six answers of the risk questionnaire (replacing earlier ones)',
        body: saveInvestmentProfileInput,
        response: { 200: investmentProfileSchema, 400: errorBody },
      },
    },
    async (request) => saveInvestmentProfile(db, requireUser(request).id, request.body),
  );

  app.get(
    '/investments/recommendations',
    {
      schema: {
        tags,
        summary: 'Allocation, next steps, emergency-fund coverage and passive income from the risk profile and a typical month',
        description: 'In the user’s currency. Yields and returns are stated planning assumptions, not quotes or advice.',
        response: { 200: investmentRecommendationsSchema },
      },
    },
    async (request) => investmentRecommendations(db, requireUser(request).id),
  );
};
