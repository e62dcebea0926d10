import { describe, expect, it } from 'vitest';
import { checkoutInput, checkoutPrice } from '../../../src/domain/billing/billing';
import { isPremiumNow, plans, yearlyPriceCents } from '../../../src/domain/billing/plans';

const now = new Date('2026-06-15T12:00:00Z');
const later = new Date('2026-07-15T12:00:00Z');
const earlier = new Date('2026-05-15T12:00:00Z');

describe('plan prices', () => {
  it('charges $2.99 a month or $28.70 a year (20% off twelve months)', () => {
    expect(checkoutPrice('premium-monthly')).toEqual({ amountCents: 299, interval: 'month' });
    expect(checkoutPrice('premium-yearly')).toEqual({ amountCents: 2870, interval: 'year' });
    expect(yearlyPriceCents(plans.premium.monthlyPriceCents)).toBe(2870);
  });

  it('accepts only the two checkout plans', () => {
    expect(checkoutInput.safeParse({ planId: 'premium-yearly' }).success).toBe(true);
    expect(checkoutInput.safeParse({ planId: 'premium' }).success).toBe(false);
    expect(checkoutInput.safeParse({}).success).toBe(false);
  });
});

describe('who has Premium right now', () => {
  it('is Premium while paid up or past due', () => {
    expect(isPremiumNow({ plan: 'premium', status: 'active', currentPeriodEnd: later }, now)).toBe(true);
    expect(isPremiumNow({ plan: 'premium', status: 'past_due', currentPeriodEnd: earlier }, now)).toBe(true);
  });

  it('keeps a cancelled subscription until its period ends', () => {
    expect(isPremiumNow({ plan: 'premium', status: 'canceled', currentPeriodEnd: later }, now)).toBe(true);
    expect(isPremiumNow({ plan: 'premium', status: 'canceled', currentPeriodEnd: earlier }, now)).toBe(false);
    expect(isPremiumNow({ plan: 'premium', status: 'canceled', currentPeriodEnd: null }, now)).toBe(false);
  });

  it('is never Premium on the Free plan, and an admin grant without an end stays', () => {
    expect(isPremiumNow({ plan: 'free', status: 'active', currentPeriodEnd: later }, now)).toBe(false);
    expect(isPremiumNow({ plan: 'premium', status: 'active', currentPeriodEnd: null }, now)).toBe(true);
  });
});
