import { eq, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { BillingInterval, SubscriptionStatus } from '../../../domain/billing/plans';
import type { Database } from '../../db/client';
import { stripeEvents, subscriptions, users } from '../../db/schema';
import { isUuid } from '../../http/route-kit';
import type { StripeClient } from './stripe-client';

type SubscriptionChange = Partial<typeof subscriptions.$inferInsert>;
/** Which row an event is about, and what to write there. */
type Target = { userId: string; change: SubscriptionChange } | { customerId: string | null; subscriptionId: string | null; change: SubscriptionChange };

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Stripe has more states than we keep: paying (or trialing) is active, past due stays past due, the rest ended. */
function statusOf(status: Stripe.Subscription.Status): SubscriptionStatus {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'past_due') return 'past_due';
  return 'canceled';
}

function intervalOf(value: string | undefined): BillingInterval | null {
  return value === 'month' || value === 'year' ? value : null;
}

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** What a Stripe subscription object says about the plan. */
export function subscriptionChange(subscription: Stripe.Subscription): SubscriptionChange {
  const item = subscription.items.data[0];
  const status = statusOf(subscription.status);
  return {
    plan: status === 'canceled' ? 'free' : 'premium',
    status,
    interval: intervalOf(item?.price.recurring?.interval),
    currentPeriodEnd: fromUnix(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    source: 'stripe',
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: idOf(subscription.customer),
  };
}

async function checkoutTarget(db: Database, stripe: StripeClient | null, session: Stripe.Checkout.Session): Promise<Target | null> {
  const userId = session.client_reference_id;
  if (!userId || !isUuid(userId)) return null;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const subscriptionId = idOf(session.subscription);
  const customerId = idOf(session.customer);
  const base: SubscriptionChange = { plan: 'premium', status: 'active', source: 'stripe', stripeCustomerId: customerId, stripeSubscriptionId: subscriptionId };
  if (session.subscription && typeof session.subscription !== 'string') return { userId, change: { ...base, ...subscriptionChange(session.subscription) } };
  if (!subscriptionId || !stripe) return { userId, change: base };
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  return { userId, change: { ...base, ...subscriptionChange(subscription) } };
}

/** The row an invoice is about; a paid invoice also moves the period end to the end of what it paid for. */
function invoiceTarget(invoice: Stripe.Invoice, change: SubscriptionChange, { extendsPeriod }: { extendsPeriod: boolean }): Target {
  const periodEnd = Math.max(0, ...invoice.lines.data.map((line) => line.period.end));
  return {
    customerId: idOf(invoice.customer),
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    change: extendsPeriod && periodEnd ? { ...change, currentPeriodEnd: fromUnix(periodEnd) } : change,
  };
}

/** The change an event asks for, or null for events we do not act on. Reads Stripe before any transaction. */
async function targetOf(db: Database, stripe: StripeClient | null, event: Stripe.Event): Promise<Target | null> {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.mode === 'subscription' ? checkoutTarget(db, stripe, event.data.object) : null;
    case 'customer.subscription.updated': {
      const subscription = event.data.object;
      return { customerId: idOf(subscription.customer), subscriptionId: subscription.id, change: subscriptionChange(subscription) };
    }
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const ended = fromUnix(subscription.ended_at) ?? new Date();
      return {
        customerId: idOf(subscription.customer),
        subscriptionId: subscription.id,
        change: { ...subscriptionChange(subscription), plan: 'free', status: 'canceled', cancelAtPeriodEnd: false, currentPeriodEnd: ended },
      };
    }
    case 'invoice.paid':
      return invoiceTarget(event.data.object, { plan: 'premium', status: 'active' }, { extendsPeriod: true });
    case 'invoice.payment_failed':
      return invoiceTarget(event.data.object, { status: 'past_due' }, { extendsPeriod: false });
    default:
      return null;
  }
}

/**
 * Applies one verified event. The event id is recorded in the same transaction as the change,
 * so a replayed delivery finds it and changes nothing. Returns whether anything was applied.
 */
export async function handleStripeEvent(db: Database, stripe: StripeClient | null, event: Stripe.Event): Promise<boolean> {
  const target = await targetOf(db, stripe, event);
  return db.transaction(async (tx) => {
    const recorded = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: stripeEvents.id });
    if (recorded.length === 0 || !target) return false;
    const change = { ...target.change, updatedAt: new Date() };
    if ('userId' in target) {
      await tx
        .insert(subscriptions)
        .values({ ...change, userId: target.userId })
        .onConflictDoUpdate({ target: subscriptions.userId, set: change });
      return true;
    }
    const matches = [
      ...(target.subscriptionId ? [eq(subscriptions.stripeSubscriptionId, target.subscriptionId)] : []),
      ...(target.customerId ? [eq(subscriptions.stripeCustomerId, target.customerId)] : []),
    ];
    if (matches.length === 0) return false;
    // Ids are never moved from one user to another: they only identify the row.
    const { stripeCustomerId: _customer, ...withoutIds } = change;
    const updated = await tx
      .update(subscriptions)
      .set(withoutIds)
      .where(or(...matches))
      .returning({ userId: subscriptions.userId });
    return updated.length > 0;
  });
}
