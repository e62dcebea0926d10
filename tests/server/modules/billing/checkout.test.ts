import { afterAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../../src/domain/billing/billing';
import type { SubscriptionState } from '../../../../src/domain/billing/plans';
import { subscriptions } from '../../../../src/server/db/schema';
import { signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import { formOf, startFakeStripe, stripeInvoice, stripeSubscription, webhookSecret, signedEvent } from './fake-stripe';

const stripe = await startFakeStripe();
afterAll(() => stripe.server.close());
const { app, database } = await createTestApp({
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_BASE: stripe.server.url,
  PUBLIC_ORIGIN: 'https://tandem.example',
});

const ana = await signedInAgent(app, { firstName: 'Ana', lastName: 'Lima' });
const ben = await signedInAgent(app, { firstName: 'Ben', lastName: 'Okafor' });

const checkoutForms = () => stripe.requestsTo('POST', '/v1/checkout/sessions').map(formOf);

describe('starting a checkout', () => {
  it('asks Stripe for a monthly subscription of $2.99 for this user and answers its page', async () => {
    const answer = await ana.post('/api/checkout', { planId: 'premium-monthly' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ url: string }>().url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    const [customer] = stripe.requestsTo('POST', '/v1/customers').map(formOf);
    expect(customer).toMatchObject({ email: ana.email, name: 'Ana Lima' });
    const form = checkoutForms().at(-1)!;
    expect(form).toMatchObject({
      mode: 'subscription',
      client_reference_id: ana.user.id,
      customer: 'cus_fake1',
      'line_items[0][price_data][unit_amount]': '299',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][quantity]': '1',
      success_url: 'https://tandem.example/subscription?checkout=success',
      cancel_url: 'https://tandem.example/checkout/premium-monthly?checkout=cancelled',
    });
    expect(form['line_items[0][price_data][product_data][name]']).toContain('Premium');
  });

  it('charges $28.70 a year for the yearly plan and reuses the customer made the first time', async () => {
    const answer = await ana.post('/api/checkout', { planId: 'premium-yearly' });
    expect(answer.statusCode).toBe(200);
    expect(stripe.requestsTo('POST', '/v1/customers')).toHaveLength(1);
    expect(checkoutForms().at(-1)).toMatchObject({
      customer: 'cus_fake1',
      'line_items[0][price_data][unit_amount]': '2870',
      'line_items[0][price_data][recurring][interval]': 'year',
      cancel_url: 'https://tandem.example/checkout/premium-yearly?checkout=cancelled',
    });
  });

  it('gives another user a customer of their own', async () => {
    expect((await ben.post('/api/checkout', { planId: 'premium-monthly' })).statusCode).toBe(200);
    expect(checkoutForms().at(-1)).toMatchObject({ customer: 'cus_fake2', client_reference_id: ben.user.id });
  });

  it('refuses an unknown plan with a clear message and asks Stripe nothing', async () => {
    const before = stripe.server.requests.length;
    const answer = await ana.post('/api/checkout', { planId: 'premium-weekly' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fieldErrors).toEqual({ planId: 'Choose premium-monthly or premium-yearly' });
    expect((await ana.post('/api/checkout', {})).statusCode).toBe(400);
    expect(stripe.server.requests.length).toBe(before);
  });

  it('sends someone who already pays for Premium to billing management instead', async () => {
    stripe.subscriptions.set('sub_ana', stripeSubscription({ id: 'sub_ana', customer: 'cus_fake1', periodEnd: new Date(Date.now() + 20 * 86_400_000) }));
    const { payload, signature } = signedEvent('checkout.session.completed', {
      id: 'cs_test_fake1',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: ana.user.id,
      customer: 'cus_fake1',
      subscription: 'sub_ana',
    });
    const delivered = await app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
    expect(delivered.statusCode).toBe(200);

    const answer = await ana.post('/api/checkout', { planId: 'premium-yearly' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'already_premium' });
    expect(answer.json().message).toContain('Manage billing');
    expect((await ben.get('/api/subscription')).json<SubscriptionState>().plan).toBe('free');
  });
});

describe('billing management and history', () => {
  it('opens the billing portal for the user’s own customer', async () => {
    const answer = await ana.post('/api/billing/portal');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ url: 'https://billing.stripe.com/p/session/cus_fake1' });
    expect(formOf(stripe.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)!)).toMatchObject({ customer: 'cus_fake1', return_url: 'https://tandem.example/subscription' });
  });

  it('says plainly when there is no billing account yet', async () => {
    const cleo = await signedInAgent(app);
    const answer = await cleo.post('/api/billing/portal');
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'no_billing_account', message: 'There is no billing account yet: subscribe to Premium first.' });
    expect((await cleo.get('/api/billing/invoices')).json()).toEqual([]);
  });

  it('lists only the user’s own invoices, amounts as decimal strings', async () => {
    const periodEnd = new Date('2026-04-01T00:00:00Z');
    stripe.invoices.set('cus_fake1', [stripeInvoice({ id: 'in_ana1', customer: 'cus_fake1', subscription: 'sub_ana', total: 2870, periodEnd })]);
    const invoices = (await ana.get('/api/billing/invoices')).json<Invoice[]>();
    expect(invoices).toEqual([
      { id: 'in_ana1', date: '2026-03-01T12:00:00.000Z', amount: '28.70', currency: 'USD', status: 'paid', hostedInvoiceUrl: 'https://invoice.stripe.com/i/in_ana1' },
    ]);
    expect((await ben.get('/api/billing/invoices')).json()).toEqual([]);
    expect(stripe.requestsTo('GET', '/v1/invoices').at(-1)!.query.get('customer')).toBe('cus_fake2');
  });

  it('keeps each user’s customer on their own row', async () => {
    const rows = await database.db.select().from(subscriptions);
    const byUser = Object.fromEntries(rows.map((row) => [row.userId, row.stripeCustomerId]));
    expect(byUser).toEqual({ [ana.user.id]: 'cus_fake1', [ben.user.id]: 'cus_fake2' });
  });
});
