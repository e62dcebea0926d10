import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsSchema, updateSettingsInput } from '../../../domain/settings/settings';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody } from '../../http/route-kit';
import { getSettings, updateSettings } from './service';

export const settingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Language, currency, time zone, formats, notification choices and monthly figures of the signed-in user',
        response: { 200: settingsSchema },
      },
    },
    async (request) => getSettings(db, requireUser(request).id),
  );

  app.patch(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Changes any subset of the settings; one bad value changes nothing',
        body: updateSettingsInput,
        response: { 200: settingsSchema, 400: errorBody },
      },
    },
    async (request) => updateSettings(db, requireUser(request).id, request.body),
  );
};
