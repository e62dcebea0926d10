import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsSchema, updateSettingsInput } from '../../../domain/settings/settings';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody } from '../../http/route-kit';
import { deliveryAvailability } from '../../shared/delivery/availability';
import { getSettings, updateSettings } from './service';

export const settingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const delivery = deliveryAvailability(config);
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary:
          'Language, currency, time zone, formats, notification choices, quiet hours, SMS number, expense alert and monthly figures of the signed-in user, and which notification channels this server offers',
        response: { 200: settingsSchema },
      },
    },
    async (request) => getSettings(db, requireUser(request).id, delivery),
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
    async (request) => updateSettings(db, requireUser(request).id, request.body, delivery),
  );
};
