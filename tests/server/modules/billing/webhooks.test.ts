import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { SubscriptionState } from '../../../../src/domain/billing/plans';
import { stripeEvents, subscriptions } from '../../../../src/server/db/schema';
import { signedInAgent, type Agent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import { signedEvent, startFakeStripe, stripeInvoice, stripeSubscription, webhookSecret } from './fake-stripe';

const stripe = await startFakeStripe();
afterAll(() => stripe.server.close());
const { app, database } = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: stripe.server.url });

const ana = await signedInAgent(app, { firstName: 'Ana' });
const ben = await signedInAgent(app, { firstName: 'Ben' });
const day = 86_400_000;
const inAMonth = new Date(Math.floor((Date.now() + 30 * day) / 1000) * 1000);

const deliver = (payload: string, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload, headers: { 'content-type': 'application/json', ...headers } });
const send = (delivery: { payload: string; signature: string }) => deliver(delivery.payload, { 'stripe-signature': delivery.signature });
const planOf = async (agent: Agent) => (await agent.get('/api/subscription')).json<SubscriptionState>();
const rowOf = async (agent: Agent) => (await database.db.select().from(subscriptions).where(eq(subscriptions.userId, agent.user.id)))[0];

/** Both users check out; Stripe knows their subscriptions. */
async function checkOut(agent: Agent, planId: string): Promise<string> {
  expect((await agent.post('/api/checkout', { planId })).statusCode).toBe(200);
  return (await rowOf(agent))!.stripeCustomerId!;
}
const anaCustomer = await checkOut(ana, 'premium-yearly');
const benCustomer = await checkOut(ben, 'premium-monthly');
stripe.subscriptions.set('sub_ana', stripeSubscription({ id: 'sub_ana', customer: anaCustomer, interval: 'year', periodEnd: inAMonth }));
stripe.subscriptions.set('sub_ben', stripeSubscription({ id: 'sub_ben', customer: benCustomer, periodEnd: inAMonth }));

const completed = (agent: Agent, customer: string, subscription: string, id?: string) =>
  signedEvent(
    'checkout.session.completed',
    { id: `cs_${subscription}`, object: 'checkout.session', mode: 'subscription', client_reference_id: agent.user.id, customer, subscription },
    { id },
  );

describe('webhook signatures', () => {
  it('refuses a missing or wrong signature and changes nothing', async () => {
    const delivery = completed(ana, anaCustomer, 'sub_ana');
    const missing = await deliver(delivery.payload, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'invalid_signature' });
    const forged = signedEvent('checkout.session.completed', JSON.parse(delivery.payload).data.object, { secret: 'whsec_someone_else' });
    expect((await send(forged)).statusCode).toBe(400);
    const tampered = await deliver(delivery.payload.replace(ana.user.id, ben.user.id), { 'stripe-signature': delivery.signature });
    expect(tampered.statusCode).toBe(400);

    expect((await planOf(ana)).plan).toBe('free');
    expect((await planOf(ben)).plan).toBe('free');
    expect(await database.db.select().from(stripeEvents)).toEqual([]);
  });

  it('verifies the exact bytes Stripe sent, however they are laid out', async () => {
    for (const indent of [0, 2, 4]) {
      expect((await send(signedEvent('customer.created', { id: anaCustomer, object: 'customer' }, { indent }))).statusCode).toBe(200);
    }
  });

  it('answers 200 to event types it does not act on, changing nothing', async () => {
    const answer = await send(signedEvent('customer.created', { id: anaCustomer, object: 'customer' }));
    expect(answer.statusCode).toBe(200);
    expect((await planOf(ana)).plan).toBe('free');
  });
});

describe('a completed checkout', () => {
  it('makes that user Premium with the interval and period end from Stripe, and no one else', async () => {
    const answer = await send(completed(ana, anaCustomer, 'sub_ana', 'evt_ana_checkout'));
    expect(answer.statusCode).toBe(200);
    expect(await planOf(ana)).toEqual({ plan: 'premium', interval: 'year', status: 'active', currentPeriodEnd: inAMonth.toISOString(), cancelAtPeriodEnd: false });
    expect(await rowOf(ana)).toMatchObject({ source: 'stripe', stripeSubscriptionId: 'sub_ana', stripeCustomerId: anaCustomer });
    expect((await planOf(ben)).plan).toBe('free');
  });

  it('changes nothing when the same event is delivered again', async () => {
    await database.db.update(subscriptions).set({ status: 'past_due' }).where(eq(subscriptions.userId, ana.user.id));
    const replay = await send(completed(ana, anaCustomer, 'sub_ana', 'evt_ana_checkout'));
    expect(replay.statusCode).toBe(200);
    expect((await planOf(ana)).status).toBe('past_due');
    await database.db.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.userId, ana.user.id));
  });
});

describe('later subscription events', () => {
  it('marks a failed payment past due (still Premium) and a paid invoice active again, for that customer only', async () => {
    await send(completed(ben, benCustomer, 'sub_ben'));
    const failed = stripeInvoice({ id: 'in_ben_failed', customer: benCustomer, subscription: 'sub_ben', total: 299, periodEnd: inAMonth, status: 'open' });
    expect((await send(signedEvent('invoice.payment_failed', failed))).statusCode).toBe(200);
    expect(await planOf(ben)).toMatchObject({ plan: 'premium', status: 'past_due' });
    expect((await planOf(ana)).status).toBe('active');

    const later = new Date(inAMonth.getTime() + 30 * day);
    await send(signedEvent('invoice.paid', stripeInvoice({ id: 'in_ben_paid', customer: benCustomer, subscription: 'sub_ben', total: 299, periodEnd: later })));
    expect(await planOf(ben)).toMatchObject({ plan: 'premium', status: 'active', currentPeriodEnd: later.toISOString() });
    expect((await planOf(ana)).currentPeriodEnd).toBe(inAMonth.toISOString());
  });

  it('keeps Premium after cancelling until the period ends, then falls back to Free', async () => {
    const cancelling = stripeSubscription({ id: 'sub_ana', customer: anaCustomer, interval: 'year', periodEnd: inAMonth, cancelAtPeriodEnd: true });
    await send(signedEvent('customer.subscription.updated', cancelling));
    expect(await planOf(ana)).toMatchObject({ plan: 'premium', status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: inAMonth.toISOString() });

    const ended = stripeSubscription({ id: 'sub_ana', customer: anaCustomer, interval: 'year', periodEnd: inAMonth, status: 'canceled', endedAt: new Date() });
    await send(signedEvent('customer.subscription.deleted', ended));
    expect(await planOf(ana)).toMatchObject({ plan: 'free', status: 'canceled' });
    expect((await planOf(ben)).plan).toBe('premium');
  });

  it('treats a subscription cancelled with time left as Premium until its period end', async () => {
    const endsSoon = new Date(Math.floor((Date.now() + 5 * day) / 1000) * 1000);
    await database.db.update(subscriptions).set({ status: 'canceled', currentPeriodEnd: endsSoon }).where(eq(subscriptions.userId, ben.user.id));
    expect(await planOf(ben)).toMatchObject({ plan: 'premium', status: 'canceled', currentPeriodEnd: endsSoon.toISOString() });
    await database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - day) })
      .where(eq(subscriptions.userId, ben.user.id));
    expect((await planOf(ben)).plan).toBe('free');
  });

  it('ignores events for customers it does not know', async () => {
    const stranger = stripeSubscription({ id: 'sub_stranger', customer: 'cus_stranger', periodEnd: inAMonth });
    expect((await send(signedEvent('customer.subscription.updated', stranger))).statusCode).toBe(200);
    expect((await database.db.select().from(subscriptions)).map((row) => row.stripeSubscriptionId).sort()).toEqual(['sub_ana', 'sub_ben']);
  });
});
