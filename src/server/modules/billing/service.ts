import { eq } from 'drizzle-orm';
import { billingCodes, billingMessages, checkoutPrice, type CheckoutPlanId, type Invoice } from '../../../domain/billing/billing';
import { currencyExponent, isCurrencyCode } from '../../../domain/shared/currencies';
import { minorToDecimal } from '../../../domain/shared/money';
import type { Database } from '../../db/client';
import { subscriptions, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { subscriptionOf, subscriptionState } from '../../shared/plan';
import { callStripe, requireStripe, type StripeClient } from './stripe-client';

/** The user's Stripe customer: the stored one, or a new one stored for later checkouts. */
async function customerFor(db: Database, stripe: StripeClient, userId: string): Promise<string> {
  const existing = await subscriptionOf(db, userId);
  if (existing?.stripeCustomerId) return existing.stripeCustomerId;
  const [user] = await db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  const customer = await callStripe(() =>
    stripe.customers.create({ email: user?.email, name: user ? `${user.firstName} ${user.lastName}`.trim() : undefined, metadata: { userId } }),
  );
  await db
    .insert(subscriptions)
    .values({ userId, stripeCustomerId: customer.id })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { stripeCustomerId: customer.id, updatedAt: new Date() } });
  return customer.id;
}

export async function createCheckout(db: Database, stripe: StripeClient | null, userId: string, planId: CheckoutPlanId, origin: string) {
  const client = requireStripe(stripe);
  const current = await subscriptionOf(db, userId);
  if (current?.source === 'stripe' && subscriptionState(current).plan === 'premium') {
    throw new AppError(409, billingCodes.alreadyPremium, billingMessages.alreadyPremium);
  }
  const customer = await customerFor(db, client, userId);
  const { amountCents, interval } = checkoutPrice(planId);
  const session = await callStripe(() =>
    client.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: userId,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: amountCents,
            recurring: { interval },
            product_data: { name: interval === 'year' ? 'Tandem Premium (yearly)' : 'Tandem Premium (monthly)' },
          },
        },
      ],
      success_url: `${origin}/subscription?checkout=success`,
      cancel_url: `${origin}/checkout/${planId}?checkout=cancelled`,
    }),
  );
  if (!session.url) throw new AppError(502, billingCodes.paymentProviderFailed, billingMessages.paymentProviderFailed);
  return { url: session.url };
}

export async function createPortal(db: Database, stripe: StripeClient | null, userId: string, origin: string) {
  const client = requireStripe(stripe);
  const customer = (await subscriptionOf(db, userId))?.stripeCustomerId;
  if (!customer) throw new AppError(409, billingCodes.noBillingAccount, billingMessages.noBillingAccount);
  const session = await callStripe(() => client.billingPortal.sessions.create({ customer, return_url: `${origin}/subscription` }));
  return { url: session.url };
}

export async function listInvoices(db: Database, stripe: StripeClient | null, userId: string): Promise<Invoice[]> {
  const customer = (await subscriptionOf(db, userId))?.stripeCustomerId;
  if (!stripe || !customer) return [];
  const page = await callStripe(() => stripe.invoices.list({ customer, limit: 24 }));
  return page.data.map((invoice) => {
    const currency = invoice.currency.toUpperCase();
    return {
      id: invoice.id,
      date: new Date(invoice.created * 1000).toISOString(),
      amount: minorToDecimal(BigInt(invoice.total), isCurrencyCode(currency) ? currencyExponent(currency) : 2),
      currency,
      status: invoice.status ?? 'draft',
      hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    };
  });
}

export async function getSubscription(db: Database, userId: string) {
  return subscriptionState(await subscriptionOf(db, userId));
}
