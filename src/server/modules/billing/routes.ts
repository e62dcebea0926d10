import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutInput, invoiceSchema, redirectUrlSchema, subscriptionSchema } from '../../../domain/billing/billing';
import type { AppContext } from '../../http/app-context';
import { requireSession } from '../../http/auth-guard';
import { errorBody } from '../../http/route-kit';
import { createCheckout, createPortal, getSubscription, listInvoices } from './service';
import { createStripeClient } from './stripe-client';
import { stripeWebhookRoutes } from './webhook-routes';

const tags = ['billing'];

/** Where Stripe sends the user back: the configured public origin, else the one the request came to. */
function originOf(request: FastifyRequest, publicOrigin: string | undefined): string {
  return (publicOrigin ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

export const billingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, config } = context;
  const stripe = createStripeClient(config);
  await app.register(stripeWebhookRoutes, { ...context, stripe });

  app.get(
    '/subscription',
    {
      schema: {
        tags,
        summary: 'The user’s plan: Premium while paid up or past due, and after cancelling until the paid period ends',
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => getSubscription(db, requireSession(request).id),
  );

  app.post(
    '/checkout',
    {
      schema: {
        tags,
        summary: 'Starts a Stripe Checkout for Premium, monthly or yearly; answers the page to send the user to',
        description: '503 `payments_not_configured` when this server has no Stripe key; 409 when the user already pays for Premium.',
        body: checkoutInput,
        response: { 200: redirectUrlSchema, 400: errorBody, 409: errorBody, 502: errorBody, 503: errorBody },
      },
    },
    async (request) => createCheckout(db, stripe, requireSession(request).id, request.body.planId, originOf(request, config.publicOrigin)),
  );

  app.post(
    '/billing/portal',
    {
      schema: {
        tags,
        summary: 'Opens Stripe’s billing portal for the user’s customer (cards, plan changes, cancelling)',
        response: { 200: redirectUrlSchema, 409: errorBody, 502: errorBody, 503: errorBody },
      },
    },
    async (request) => createPortal(db, stripe, requireSession(request).id, originOf(request, config.publicOrigin)),
  );

  app.get(
    '/billing/invoices',
    {
      schema: {
        tags,
        summary: 'The user’s invoices from Stripe, newest first; empty without payments or a billing account',
        response: { 200: z.array(invoiceSchema), 502: errorBody },
      },
    },
    async (request) => listInvoices(db, stripe, requireSession(request).id),
  );
};
