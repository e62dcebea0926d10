import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferencesSchema, updatePreferencesInput } from '../../../domain/preferences/preferences';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody } from '../../http/route-kit';
import { getPreferences, updatePreferences } from './service';

export const preferencesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/user-preferences',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Theme, onboarding state and interface language of the signed-in user',
        response: { 200: preferencesSchema },
      },
    },
    async (request) => getPreferences(db, requireUser(request).id),
  );

  app.patch(
    '/user-preferences',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Changes any of the preferences',
        body: updatePreferencesInput,
        response: { 200: preferencesSchema, 400: errorBody },
      },
    },
    async (request) => updatePreferences(db, requireUser(request).id, request.body),
  );
};
