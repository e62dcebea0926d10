import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateEventCost, eventCostInput, guestsField, type CostAnswer } from '../../../src/domain/events/event-cost';
import { rsvpInput } from '../../../src/domain/events/events';

const answer = (userId: string, status: CostAnswer['status'], guests = 0): CostAnswer => ({ userId, status, guests });

describe('estimateEventCost', () => {
  it('shares a total among those going by 1 + guests; maybe and cantGo pay nothing', () => {
    const estimate = estimateEventCost(9000n, false, [answer('a', 'going', 1), answer('b', 'going'), answer('c', 'maybe', 3), answer('d', 'cantGo')], 'USD');
    expect(estimate.heads).toBe(3);
    expect(estimate.totalMinor).toBe(9000n);
    expect(estimate.perHeadMinor).toBe(3000n);
    expect(estimate.shares).toEqual([
      { userId: 'a', shareMinor: 6000n, heads: 2 },
      { userId: 'b', shareMinor: 3000n, heads: 1 },
    ]);
  });

  it('charges a per-person price for every head, guests included', () => {
    const estimate = estimateEventCost(1250n, true, [answer('a', 'going', 2), answer('b', 'going')], 'EUR');
    expect(estimate).toMatchObject({ heads: 4, totalMinor: 5000n, perHeadMinor: 1250n });
    expect(estimate.shares.map((share) => share.shareMinor)).toEqual([3750n, 1250n]);
  });

  it('keeps the whole total for one head while nobody is going', () => {
    expect(estimateEventCost(1000n, false, [answer('a', 'maybe')], 'USD')).toEqual({ heads: 0, totalMinor: 1000n, perHeadMinor: 1000n, shares: [] });
    expect(estimateEventCost(1000n, true, [], 'USD')).toMatchObject({ heads: 0, totalMinor: 0n, shares: [] });
  });

  it('spreads leftover units so a total that does not divide still adds up', () => {
    const estimate = estimateEventCost(1000n, false, [answer('a', 'going'), answer('b', 'going'), answer('c', 'going')], 'USD');
    expect(estimate.perHeadMinor).toBe(333n);
    expect(estimate.shares.reduce((sum, share) => sum + share.shareMinor, 0n)).toBe(1000n);
  });

  it('always adds up to the total for any answers', () => {
    const answers = fc.uniqueArray(
      fc.record({
        userId: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
        status: fc.constantFrom('going' as const, 'maybe' as const, 'cantGo' as const),
        guests: fc.integer({ min: 0, max: 10 }),
      }),
      { selector: (item) => item.userId },
    );
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10_000_000n }), fc.boolean(), answers, (amount, perPerson, given) => {
        const estimate = estimateEventCost(amount, perPerson, given, 'USD');
        const heads = given.filter((item) => item.status === 'going').reduce((sum, item) => sum + 1 + item.guests, 0);
        expect(estimate.heads).toBe(heads);
        if (heads > 0) expect(estimate.shares.reduce((sum, share) => sum + share.shareMinor, 0n)).toBe(estimate.totalMinor);
        if (perPerson) expect(estimate.totalMinor).toBe(amount * BigInt(heads));
      }),
    );
  });
});

describe('event cost input', () => {
  it('takes a positive amount and defaults to a shared total paid by the creator', () => {
    expect(eventCostInput.parse({ amount: '12.50' })).toEqual({ amount: '12.5', paidBy: null, perPerson: false });
    expect(eventCostInput.safeParse({ amount: '0' }).success).toBe(false);
    expect(eventCostInput.safeParse({ amount: '-5' }).success).toBe(false);
    expect(eventCostInput.safeParse({ amount: '5', extra: 1 }).success).toBe(false);
  });

  it('limits guests to 0–10 whole people', () => {
    expect(guestsField.safeParse(10).success).toBe(true);
    for (const bad of [-1, 11, 1.5, '2']) expect(guestsField.safeParse(bad).error?.issues[0]?.message).toBe('eventCosts.guestsInvalid');
    expect(rsvpInput.parse({ status: 'going' })).toEqual({ status: 'going', guests: 0, scope: 'all' });
  });
});
