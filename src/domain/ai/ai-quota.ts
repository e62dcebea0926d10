import { plans, type PlanId } from '../billing/plans';
import { instantFromWallTime, wallTimeIn } from '../shared/zoned-time';

/**
 * The AI chat allowance (docs/product/limits.md#plans): Free answers 5 chats a calendar month, in the user's time
 * zone, plus referral bonus chats that never expire; Premium is unlimited. One answered message
 * is one chat. Included chats are spent before bonus ones.
 */
export const freeChatsPerMonth: number = plans.free.aiChatsPerMonth;

/** At or below this many chats left (and above none) the chat warns that the user is running low. */
export const runningLowAt = 2;

export interface QuotaUsage {
  plan: PlanId;
  /** Included chats answered this month. */
  includedThisMonth: number;
  /** Bonus chats answered this month (shown in `used`). */
  bonusThisMonth: number;
  /** Every bonus chat ever received. */
  bonusEarned: number;
  /** Bonus chats answered over all months. */
  bonusSpent: number;
}

export interface Quota {
  plan: PlanId;
  /** Chats answered this month, included and bonus. */
  used: number;
  /** The month's included chats; null on Premium (unlimited). */
  limit: number | null;
  /** Bonus chats left. */
  bonus: number;
  /** Chats the user can still start this month; null on Premium. */
  remaining: number | null;
}

export function quotaOf(usage: QuotaUsage): Quota {
  const used = usage.includedThisMonth + usage.bonusThisMonth;
  const bonus = Math.max(usage.bonusEarned - usage.bonusSpent, 0);
  if (usage.plan === 'premium') return { plan: 'premium', used, limit: null, bonus, remaining: null };
  const includedLeft = Math.max(freeChatsPerMonth - usage.includedThisMonth, 0);
  return { plan: usage.plan, used, limit: freeChatsPerMonth, bonus, remaining: includedLeft + bonus };
}

/** Which allowance the next chat is taken from, or null when nothing is left. */
export function nextChatSource(usage: QuotaUsage): 'included' | 'bonus' | null {
  if (usage.plan === 'premium') return 'included';
  if (usage.includedThisMonth < freeChatsPerMonth) return 'included';
  return usage.bonusEarned - usage.bonusSpent > 0 ? 'bonus' : null;
}

export type QuotaState = 'unlimited' | 'normal' | 'running_low' | 'limit_reached';

/** The three states of docs/product/behaviour.md#quota-and-plans (plus Premium, which never runs out). */
export function quotaState(quota: Pick<Quota, 'remaining'>): QuotaState {
  if (quota.remaining === null) return 'unlimited';
  if (quota.remaining <= 0) return 'limit_reached';
  return quota.remaining <= runningLowAt ? 'running_low' : 'normal';
}

/** The quota month ('YYYY-MM') an instant falls in, in the user's zone. */
export function quotaMonth(now: Date, timeZone: string): string {
  const wall = wallTimeIn(now, timeZone);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}`;
}

/** When the allowance renews: midnight starting the next month in the user's zone. */
export function quotaResetsAt(now: Date, timeZone: string): Date {
  const wall = wallTimeIn(now, timeZone);
  const nextYear = wall.month === 12 ? wall.year + 1 : wall.year;
  const nextMonth = wall.month === 12 ? 1 : wall.month + 1;
  return instantFromWallTime({ year: nextYear, month: nextMonth, day: 1, hour: 0, minute: 0, second: 0 }, timeZone);
}
