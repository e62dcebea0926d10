/** Plan constants (docs/product/limits.md#plans). Prices are in US cents. */
export const plans = {
  free: {
    id: 'free',
    monthlyPriceCents: 0,
    aiChatsPerMonth: 5,
    features: ['basicTracking', 'aiChats', 'calendarIntegration', 'groupSplitting'],
  },
  premium: {
    id: 'premium',
    monthlyPriceCents: 299,
    aiChatsPerMonth: null,
    features: ['unlimitedAi', 'advancedInsights', 'prioritySupport', 'dataExport', 'customCategories'],
  },
} as const;

export type PlanId = keyof typeof plans;

export const yearlyDiscountPercent = 20;

export const referralBonusAiChats = 10;
/**
 * Referrals that earn the referrer a bonus in one calendar month (UTC, by sign-up); more friends
 * still join, but earn nothing more that month, so sign-ups made by one person are not worth farming.
 */
export const referralRewardsPerMonth = 5;

/** Yearly price in cents: twelve months less the yearly discount, rounded to the cent. */
export function yearlyPriceCents(monthlyPriceCents: number): number {
  return Math.round((monthlyPriceCents * 12 * (100 - yearlyDiscountPercent)) / 100);
}

export const billingIntervals = ['month', 'year'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

export const subscriptionStatuses = ['active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** The wire shape of `GET /api/subscription`; `currentPeriodEnd` is an ISO instant or null. */
export interface SubscriptionState {
  plan: PlanId;
  interval: BillingInterval | null;
  status: SubscriptionStatus | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

export const freeSubscription: SubscriptionState = { plan: 'free', interval: null, status: null, currentPeriodEnd: null, cancelAtPeriodEnd: false };

/**
 * Premium while paid up or past due, and after cancelling until the paid period ends.
 * A grant without an end (admin) stays Premium until revoked.
 */
export function isPremiumNow(row: { plan: PlanId; status: SubscriptionStatus | null; currentPeriodEnd: Date | null }, now: Date): boolean {
  if (row.plan !== 'premium') return false;
  if (row.status === 'active' || row.status === 'past_due') return true;
  if (row.status === 'canceled') return row.currentPeriodEnd !== null && row.currentPeriodEnd.getTime() > now.getTime();
  return row.currentPeriodEnd === null || row.currentPeriodEnd.getTime() > now.getTime();
}
