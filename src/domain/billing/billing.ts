import { z } from 'zod';
import { plans, yearlyPriceCents, type BillingInterval } from './plans';

/** Every billing text the server answers with (translated on the client under `messages`). */
export const billingMessages = {
  paymentsNotConfigured: 'messages.billingPaymentsNotConfigured',
  unknownPlan: 'validation.billingUnknownPlan',
  alreadyPremium: 'messages.billingAlreadyPremium',
  noBillingAccount: 'messages.billingNoAccount',
  premiumRequired: 'messages.billingPremiumRequired',
  paymentProviderFailed: 'messages.billingProviderFailed',
  invalidSignature: 'messages.billingInvalidSignature',
} as const;

export const billingCodes = {
  paymentsNotConfigured: 'payments_not_configured',
  premiumRequired: 'premium_required',
  alreadyPremium: 'already_premium',
  noBillingAccount: 'no_billing_account',
  paymentProviderFailed: 'payment_provider_failed',
  invalidSignature: 'invalid_signature',
} as const;

export const checkoutPlanIds = ['premium-monthly', 'premium-yearly'] as const;
export type CheckoutPlanId = (typeof checkoutPlanIds)[number];

export function isCheckoutPlanId(value: string): value is CheckoutPlanId {
  return (checkoutPlanIds as readonly string[]).includes(value);
}

/** What a checkout plan costs and how often, in US cents. */
export function checkoutPrice(planId: CheckoutPlanId): { amountCents: number; interval: BillingInterval } {
  return planId === 'premium-yearly'
    ? { amountCents: yearlyPriceCents(plans.premium.monthlyPriceCents), interval: 'year' }
    : { amountCents: plans.premium.monthlyPriceCents, interval: 'month' };
}

export const checkoutInput = z.object({
  planId: z.enum(checkoutPlanIds, { error: billingMessages.unknownPlan }),
});

export const redirectUrlSchema = z.object({ url: z.string() });

export const invoiceSchema = z.object({
  id: z.string(),
  /** ISO instant the invoice was created. */
  date: z.string(),
  /** Decimal string in the invoice currency's major unit. */
  amount: z.string(),
  currency: z.string(),
  status: z.string(),
  hostedInvoiceUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const subscriptionSchema = z.object({
  plan: z.enum(['free', 'premium']),
  interval: z.enum(['month', 'year']).nullable(),
  status: z.enum(['active', 'past_due', 'canceled']).nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
