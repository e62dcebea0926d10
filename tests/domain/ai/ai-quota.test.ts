import { describe, expect, it } from 'vitest';
import { freeChatsPerMonth, nextChatSource, quotaMonth, quotaOf, quotaResetsAt, quotaState, type QuotaUsage } from '../../../src/domain/ai/ai-quota';

const fresh: QuotaUsage = { plan: 'free', includedThisMonth: 0, bonusThisMonth: 0, bonusEarned: 0, bonusSpent: 0 };

describe('AI chat quota', () => {
  it('gives the Free plan 5 chats a month', () => {
    expect(freeChatsPerMonth).toBe(5);
    expect(quotaOf(fresh)).toEqual({ plan: 'free', used: 0, limit: 5, bonus: 0, remaining: 5 });
  });

  it('adds referral bonus chats to what is left', () => {
    expect(quotaOf({ ...fresh, includedThisMonth: 3, bonusEarned: 10 })).toEqual({ plan: 'free', used: 3, limit: 5, bonus: 10, remaining: 12 });
  });

  it('spends the month’s included chats before bonus chats', () => {
    expect(nextChatSource({ ...fresh, includedThisMonth: 4, bonusEarned: 10 })).toBe('included');
    expect(nextChatSource({ ...fresh, includedThisMonth: 5, bonusEarned: 10 })).toBe('bonus');
  });

  it('keeps bonus chats spent in earlier months spent', () => {
    const usage = { ...fresh, includedThisMonth: 5, bonusThisMonth: 1, bonusEarned: 10, bonusSpent: 10 };
    expect(quotaOf(usage)).toMatchObject({ used: 6, bonus: 0, remaining: 0 });
    expect(nextChatSource(usage)).toBeNull();
  });

  it('refuses the sixth chat of a Free month without bonus', () => {
    expect(nextChatSource({ ...fresh, includedThisMonth: 5 })).toBeNull();
  });

  it('never limits Premium', () => {
    const usage: QuotaUsage = { ...fresh, plan: 'premium', includedThisMonth: 500 };
    expect(quotaOf(usage)).toEqual({ plan: 'premium', used: 500, limit: null, bonus: 0, remaining: null });
    expect(nextChatSource(usage)).toBe('included');
    expect(quotaState(quotaOf(usage))).toBe('unlimited');
  });

  it('is running low at two chats left and reached at none', () => {
    expect(quotaState({ remaining: 3 })).toBe('normal');
    expect(quotaState({ remaining: 2 })).toBe('running_low');
    expect(quotaState({ remaining: 1 })).toBe('running_low');
    expect(quotaState({ remaining: 0 })).toBe('limit_reached');
  });
});

describe('the quota month', () => {
  it('follows the user’s time zone', () => {
    const instant = new Date('2026-01-31T23:30:00Z');
    expect(quotaMonth(instant, 'UTC')).toBe('2026-01');
    expect(quotaMonth(instant, 'Asia/Bangkok')).toBe('2026-02');
    expect(quotaMonth(instant, 'America/New_York')).toBe('2026-01');
  });

  it('resets at midnight starting the next month in that zone', () => {
    expect(quotaResetsAt(new Date('2026-01-15T12:00:00Z'), 'Asia/Bangkok').toISOString()).toBe('2026-01-31T17:00:00.000Z');
    expect(quotaResetsAt(new Date('2026-12-15T12:00:00Z'), 'UTC').toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(quotaResetsAt(new Date('2026-03-10T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-04-01T04:00:00.000Z');
  });
});
