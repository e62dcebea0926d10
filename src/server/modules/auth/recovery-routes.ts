import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountTokenInput, emailChangedSchema, emailChangeInput, passwordResetConfirmInput, passwordResetRequestInput } from '../../../domain/auth/account-recovery';
import type { AppContext } from '../../http/app-context';
import { requireSession } from '../../http/auth-guard';
import { errorBody, noContent } from '../../http/route-kit';
import { publicOriginOf, sendAccountEmail } from './account-emails';
import { confirmEmailChange, confirmPasswordReset, confirmVerification, requestEmailChange, requestPasswordReset, resendVerification, type Outbox } from './recovery-service';
import { addressLimits } from './throttle';

const accepted = z.object({}).strict().describe('Accepted');

/** Password reset, e-mail verification and e-mail change: every link they mail, and the routes the links open. */
export const recoveryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const limits = addressLimits(config);
  const outbox = (request: FastifyRequest): Outbox => ({
    origin: publicOriginOf(config, request),
    send: (email) => sendAccountEmail(config, app.log, email),
  });
  // Each address may ask for as many links as it may fail sign-ins: a school shares one address.
  const perAddress = { max: limits.failedSignIns, timeWindow: '15 minutes' };

  app.post(
    '/auth/password-reset',
    {
      config: { public: true, rateLimit: perAddress },
      schema: {
        tags: ['auth'],
        summary: 'Mails a password reset link, valid 30 minutes, if an account has this address',
        description: 'Answers 202 whether or not an account has the address; a new link retires the older ones.',
        body: passwordResetRequestInput,
        response: { 202: accepted, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(db, request.body.email, outbox(request));
      return reply.status(202).send({});
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      config: { public: true, rateLimit: perAddress },
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password from a reset link and ends every session of the account',
        body: passwordResetConfirmInput,
        response: { 204: noContent, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await confirmPasswordReset(db, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/email-verification',
    {
      schema: {
        tags: ['auth'],
        summary: "Mails a new link confirming the signed-in user's address; at most one a minute",
        response: { 202: accepted, 429: errorBody },
      },
    },
    async (request, reply) => {
      await resendVerification(db, requireSession(request).id, outbox(request));
      return reply.status(202).send({});
    },
  );

  app.post(
    '/auth/email-verification/confirm',
    {
      config: { public: true, rateLimit: perAddress },
      schema: {
        tags: ['auth'],
        summary: 'Confirms an address from the link mailed to it',
        body: accountTokenInput,
        response: { 204: noContent, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await confirmVerification(db, request.body.token);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/email-change',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mails a link to the new address; the e-mail changes only when it is opened',
        description: 'The current address gets a notice. The link is valid 24 hours; a new request retires the older one.',
        body: emailChangeInput,
        response: { 202: accepted, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await requestEmailChange(db, requireSession(request).id, request.body, outbox(request));
      return reply.status(202).send({});
    },
  );

  app.post(
    '/auth/email-change/confirm',
    {
      config: { public: true, rateLimit: perAddress },
      schema: {
        tags: ['auth'],
        summary: 'Moves the account to the address the link was mailed to, if it is still free',
        body: accountTokenInput,
        response: { 200: emailChangedSchema, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request) => confirmEmailChange(db, request.body.token),
  );
};
