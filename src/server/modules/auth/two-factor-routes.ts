import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSchema } from '../../../domain/auth/auth';
import { backupCodesSchema, confirmTwoFactorInput, enableTwoFactorInput, twoFactorSetupSchema, twoFactorSignInInput, twoFactorStatusSchema } from '../../../domain/auth/two-factor';
import type { AppContext } from '../../http/app-context';
import { requireSession } from '../../http/auth-guard';
import { errorBody, noContent } from '../../http/route-kit';
import { setSessionCookie } from '../../shared/session-cookie';
import { clientInfo } from './client-info';
import { setDeviceCookie } from './known-device';
import { addressLimits } from './throttle';
import { completeTwoFactorSignIn } from './two-factor-sign-in';
import { disableTwoFactor, enableTwoFactor, regenerateBackupCodes, startTwoFactorSetup, twoFactorStatus } from './two-factor-service';

export const twoFactorRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const limits = addressLimits(config);

  app.get(
    '/auth/two-factor',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether two-factor sign-in is on, and how many backup codes are left',
        response: { 200: twoFactorStatusSchema },
      },
    },
    async (request) => twoFactorStatus(db, requireSession(request).id),
  );

  app.post(
    '/auth/two-factor/setup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Starts turning on two-factor sign-in: a new secret for an authenticator app, as text, otpauth URL and QR code',
        description: 'The secret stays pending (replacing any earlier pending one) until `POST /api/auth/two-factor/enable` gets a code from it.',
        response: { 200: twoFactorSetupSchema, 409: errorBody },
      },
    },
    async (request) => startTwoFactorSetup(db, requireSession(request).id),
  );

  app.post(
    '/auth/two-factor/enable',
    {
      schema: {
        tags: ['auth'],
        summary: 'Turns two-factor sign-in on with a code from the pending secret; answers the backup codes, shown only this once',
        body: enableTwoFactorInput,
        response: { 200: backupCodesSchema, 400: errorBody, 409: errorBody },
      },
    },
    async (request) => ({ backupCodes: await enableTwoFactor(db, requireSession(request).id, request.body) }),
  );

  app.post(
    '/auth/two-factor/backup-codes',
    {
      schema: {
        tags: ['auth'],
        summary: 'Replaces the backup codes with a new set; the old ones stop working',
        description: 'Needs the password and a code from the app or a backup code. Wrong passwords count against the same limit as password changes.',
        body: confirmTwoFactorInput,
        response: { 200: backupCodesSchema, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request) => ({ backupCodes: await regenerateBackupCodes(db, requireSession(request).id, request.body) }),
  );

  app.post(
    '/auth/two-factor/disable',
    {
      schema: {
        tags: ['auth'],
        summary: 'Turns two-factor sign-in off; its secret, backup codes and trusted browsers are forgotten',
        description: 'Needs the password and a code from the app or a backup code. Wrong passwords count against the same limit as password changes.',
        body: confirmTwoFactorInput,
        response: { 204: noContent, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await disableTwoFactor(db, requireSession(request).id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/sign-in/two-factor',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Finishes a sign-in that asked for a two-factor code; starts the session',
        description:
          'Takes the challenge from `POST /api/auth/login` (valid 10 minutes, single use, dead after 5 wrong codes) and a code from the app (each time step once) or an unused backup code. Wrong codes count in the sign-in throttle like wrong passwords. `trustDevice` lets this browser skip the code for 30 days.',
        body: twoFactorSignInInput,
        response: { 200: userSchema, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { user, token, deviceToken } = await completeTwoFactorSignIn(db, request.body, clientInfo(request, config, limits.failedSignIns));
      setSessionCookie(reply, config, token);
      setDeviceCookie(reply, config, deviceToken);
      return user;
    },
  );
};
