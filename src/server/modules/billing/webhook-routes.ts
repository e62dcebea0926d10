import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { billingCodes, billingMessages } from '../../../domain/billing/billing';
import type { AppContext } from '../../http/app-context';
import { AppError } from '../../http/app-error';
import type { StripeClient } from './stripe-client';
import { handleStripeEvent } from './webhooks';

type WebhookContext = AppContext & { stripe: StripeClient | null };

/**
 * Stripe's webhook. It signs the exact bytes it sends, so this scope keeps JSON bodies as raw
 * buffers (for this route only) and verifies them before reading anything.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<WebhookContext> = async (app, { db, config, stripe }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/webhooks/stripe',
    // Stripe's events are a few kilobytes; the largest (an invoice with many lines) stays under this.
    { config: { public: true }, bodyLimit: 1024 * 1024, schema: { tags: ['billing'], summary: 'Stripe events (signed with STRIPE_WEBHOOK_SECRET)', hide: true } },
    async (request, reply) => {
      const secret = config.stripe.webhookSecret;
      if (!secret) throw new AppError(503, billingCodes.paymentsNotConfigured, billingMessages.paymentsNotConfigured);
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      if (typeof signature !== 'string' || !Buffer.isBuffer(body)) {
        throw new AppError(400, billingCodes.invalidSignature, billingMessages.invalidSignature);
      }
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(body, signature, secret);
      } catch {
        throw new AppError(400, billingCodes.invalidSignature, billingMessages.invalidSignature);
      }
      const applied = await handleStripeEvent(db, stripe, event);
      return reply.status(200).send({ received: true, applied });
    },
  );
};
