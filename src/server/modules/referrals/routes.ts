import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referralSummarySchema, updateReferralInput } from '../../../domain/referrals/referrals';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody } from '../../http/route-kit';
import { getReferralSummary, updateReferral } from './service';

const tags = ['referrals'];

export const referralsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;

  app.get(
    '/referrals',
    {
      schema: {
        tags,
        summary: 'The user’s referral code (created on first visit), its uses, the bonus AI chats earned and the friends who joined with it, newest first',
        response: { 200: referralSummarySchema },
      },
    },
    async (request) => getReferralSummary(db, requireUser(request).id),
  );

  app.patch(
    '/referrals',
    {
      schema: {
        tags,
        summary: 'Turns the referral code on or off; an inactive code is refused at sign-up',
        body: updateReferralInput,
        response: { 200: referralSummarySchema, 400: errorBody },
      },
    },
    async (request) => updateReferral(db, requireUser(request).id, request.body),
  );
};
