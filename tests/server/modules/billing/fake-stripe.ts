import Stripe from 'stripe';
import { startFakeHttpServer, type FakeHttpServer, type FakeRequest } from '../../../support/fake-http-server';

export const webhookSecret = 'whsec_test_secret_for_signatures';

/** Stripe's API takes form-encoded bodies (`line_items[0][price_data][unit_amount]=299`). */
export function formOf(request: FakeRequest): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(typeof request.body === 'string' ? request.body : ''));
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** A subscription object as the API returns it (period end on the item since 2025). */
export function stripeSubscription(options: {
  id: string;
  customer: string;
  status?: string;
  interval?: 'month' | 'year';
  periodEnd: Date;
  cancelAtPeriodEnd?: boolean;
  endedAt?: Date | null;
}) {
  const interval = options.interval ?? 'month';
  return {
    id: options.id,
    object: 'subscription',
    customer: options.customer,
    status: options.status ?? 'active',
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    ended_at: options.endedAt ? unix(options.endedAt) : null,
    created: unix(new Date()),
    currency: 'usd',
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${options.id}`,
      data: [
        {
          id: `si_${options.id}`,
          object: 'subscription_item',
          current_period_start: unix(new Date(options.periodEnd.getTime() - 30 * 86_400_000)),
          current_period_end: unix(options.periodEnd),
          price: { id: 'price_inline', object: 'price', currency: 'usd', unit_amount: interval === 'year' ? 2870 : 299, recurring: { interval, interval_count: 1 } },
          quantity: 1,
        },
      ],
    },
  };
}

export function stripeInvoice(options: { id: string; customer: string; subscription: string; total: number; periodEnd: Date; status?: string }) {
  return {
    id: options.id,
    object: 'invoice',
    customer: options.customer,
    created: unix(new Date('2026-03-01T12:00:00Z')),
    currency: 'usd',
    total: options.total,
    amount_paid: options.total,
    status: options.status ?? 'paid',
    hosted_invoice_url: `https://invoice.stripe.com/i/${options.id}`,
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: options.subscription, metadata: {} } },
    lines: {
      object: 'list',
      has_more: false,
      url: `/v1/invoices/${options.id}/lines`,
      data: [
        {
          id: `il_${options.id}`,
          object: 'line_item',
          amount: options.total,
          period: { start: unix(new Date(options.periodEnd.getTime() - 30 * 86_400_000)), end: unix(options.periodEnd) },
        },
      ],
    },
  };
}

export interface FakeStripe {
  server: FakeHttpServer;
  /** Subscriptions the fake API knows, by id (what `GET /v1/subscriptions/:id` answers). */
  subscriptions: Map<string, ReturnType<typeof stripeSubscription>>;
  /** Invoices by customer id. */
  invoices: Map<string, ReturnType<typeof stripeInvoice>[]>;
  requestsTo(method: string, path: string): FakeRequest[];
}

/** A stand-in for api.stripe.com answering the calls billing makes, with the API's JSON shapes. */
export async function startFakeStripe(): Promise<FakeStripe> {
  let customers = 0;
  let sessions = 0;
  const subscriptions = new Map<string, ReturnType<typeof stripeSubscription>>();
  const invoices = new Map<string, ReturnType<typeof stripeInvoice>[]>();
  const server = await startFakeHttpServer({
    'POST /v1/customers': (request) => {
      customers += 1;
      const form = formOf(request);
      return { id: `cus_fake${customers}`, object: 'customer', email: form.email ?? null, name: form.name ?? null, metadata: {} };
    },
    'POST /v1/checkout/sessions': (request) => {
      sessions += 1;
      const form = formOf(request);
      const id = `cs_test_fake${sessions}`;
      return {
        id,
        object: 'checkout.session',
        mode: form.mode,
        customer: form.customer,
        client_reference_id: form.client_reference_id,
        status: 'open',
        url: `https://checkout.stripe.com/c/pay/${id}`,
      };
    },
    'POST /v1/billing_portal/sessions': (request) => ({
      id: 'bps_fake1',
      object: 'billing_portal.session',
      customer: formOf(request).customer,
      return_url: formOf(request).return_url,
      url: `https://billing.stripe.com/p/session/${formOf(request).customer}`,
    }),
    'GET /v1/subscriptions/:id': (request) => subscriptions.get(request.params.id ?? '') ?? { error: { type: 'invalid_request_error', message: 'No such subscription' } },
    'GET /v1/invoices': (request) => ({ object: 'list', url: '/v1/invoices', has_more: false, data: invoices.get(request.query.get('customer') ?? '') ?? [] }),
  });
  return {
    server,
    subscriptions,
    invoices,
    requestsTo: (method, path) => server.requests.filter((request) => request.method === method && request.path === path),
  };
}

/** A webhook delivery as Stripe sends it: the JSON body and its `Stripe-Signature`. */
export function signedEvent(type: string, object: unknown, options: { id?: string; secret?: string; indent?: number } = {}) {
  const event = {
    id: options.id ?? `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: unix(new Date()),
    type,
    data: { object },
  };
  // Stripe's own deliveries are indented JSON: only the exact bytes verify.
  const payload = JSON.stringify(event, null, options.indent ?? 2);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret });
  return { payload, signature };
}
