import { eq } from 'drizzle-orm';
import { billingCodes, billingMessages } from '../../domain/billing/billing';
import { freeSubscription, isPremiumNow, type PlanId, type SubscriptionState } from '../../domain/billing/plans';
import type { Database } from '../db/client';
import { subscriptions } from '../db/schema';
import { AppError } from '../http/app-error';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The wire shape of a subscription row (no row: Free). */
export function subscriptionState(row: SubscriptionRow | undefined, now = new Date()): SubscriptionState {
  if (!row) return freeSubscription;
  return {
    plan: isPremiumNow(row, now) ? 'premium' : 'free',
    interval: row.interval,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

export async function subscriptionOf(db: Database, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

/** The plan the user has right now. */
export async function planOf(db: Database, userId: string, now = new Date()): Promise<PlanId> {
  return subscriptionState(await subscriptionOf(db, userId), now).plan;
}

/** Refuses (403 premium_required) a user without Premium; features call it before Premium-only work. */
export async function requirePremium(db: Database, userId: string, now = new Date()): Promise<void> {
  if ((await planOf(db, userId, now)) !== 'premium') {
    throw new AppError(403, billingCodes.premiumRequired, billingMessages.premiumRequired);
  }
}
