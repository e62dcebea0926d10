import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordInput, loginInput, registerInput, userSchema } from '../../../domain/auth/auth';
import { twoFactorChallengeSchema } from '../../../domain/auth/two-factor';
import type { AppContext } from '../../http/app-context';
import { requireSession, requireUser } from '../../http/auth-guard';
import { errorBody, noContent } from '../../http/route-kit';
import { getUser } from '../../shared/users';
import { clientInfo } from './client-info';
import { setDeviceCookie } from './known-device';
import { warmDummyHash } from './passwords';
import { changePassword, register, signIn } from './service';
import { clearSessionCookie, cookieBaseNames, setSessionCookie } from '../../shared/session-cookie';
import { revokeSession } from './sessions';
import { addressLimits } from './throttle';
import { sessionRoutes } from './session-routes';
import { publicOriginOf, sendAccountEmail } from './account-emails';
import { recoveryRoutes } from './recovery-routes';
import { sendVerification } from './recovery-service';

import { twoFactorRoutes } from './two-factor-routes';

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, config } = context;
  void warmDummyHash();
  const limits = addressLimits(config);
  const client = (request: FastifyRequest) => clientInfo(request, config, limits.failedSignIns);

  app.post(
    '/auth/register',
    {
      config: { public: true, rateLimit: { max: limits.registrations, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Creates an account and signs it in',
        body: registerInput,
        response: { 201: userSchema, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { user, token, deviceToken } = await register(db, request.body, client(request));
      setSessionCookie(reply, config, token);
      setDeviceCookie(reply, config, deviceToken);
      await sendVerification(db, user.id, { origin: publicOriginOf(config, request), send: (email) => sendAccountEmail(config, app.log, email) });
      return reply.status(201).send(user);
    },
  );

  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Signs in with e-mail and password; starts a new session, or asks for a two-factor code first',
        description: `After 5 failed sign-ins to one account from one address, that pair answers 429 with \`Retry-After\` until its wait ends (1 s, then 2 s, 4 s … up to 15 minutes); an address also has a limit across accounts. A browser that has signed in to the account before (its \`${cookieBaseNames.device}\` cookie) is counted on its own. When the account has two-factor authentication on and the browser is not trusted to skip it, the answer is \`{ twoFactorRequired: true, challenge }\` and no session starts until \`POST /api/auth/sign-in/two-factor\` gets a right code.`,
        body: loginInput,
        response: { 200: z.union([userSchema, twoFactorChallengeSchema]), 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const result = await signIn(db, request.body, client(request));
      // Two-factor accounts get no session yet: the challenge goes to POST /api/auth/sign-in/two-factor with a code.
      if ('challenge' in result) return { twoFactorRequired: true as const, challenge: result.challenge };
      setSessionCookie(reply, config, result.token);
      setDeviceCookie(reply, config, result.deviceToken);
      return result.user;
    },
  );

  app.post(
    '/auth/logout',
    // Signing out twice, or with an expired session, still clears the cookie.
    { config: { public: true }, schema: { tags: ['auth'], summary: 'Ends the current session', response: { 204: noContent } } },
    async (request, reply) => {
      if (request.auth?.via === 'session') await revokeSession(db, request.auth.id, request.auth.sessionId);
      clearSessionCookie(reply, config);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or 401 when signed out',
        response: { 200: userSchema },
      },
    },
    async (request) => getUser(db, requireUser(request).id),
  );

  app.post(
    '/auth/password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Changes the password and ends every other session',
        body: changePasswordInput,
        response: { 204: noContent, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await changePassword(db, requireSession(request), request.body);
      return reply.status(204).send(null);
    },
  );

  await app.register(sessionRoutes, context);
  await app.register(recoveryRoutes, context);
  await app.register(twoFactorRoutes, context);
};
