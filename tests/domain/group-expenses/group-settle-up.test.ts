import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactSettleUpLimit, settleGreedily, settleUp, type Balance, type Transfer } from '../../../src/domain/group-expenses/group-settle-up';

const id = (index: number) => `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;

/** People 1, 2, 3… with these balances (minor units). */
const balancesFrom = (amounts: readonly bigint[]): Balance[] => amounts.map((amountMinor, index) => ({ userId: id(index + 1), amountMinor }));

/** Everyone's balance once the transfers are paid: a payment raises the payer's balance and lowers the payee's. */
function afterPaying(balances: readonly Balance[], transfers: readonly Transfer[]): Map<string, bigint> {
  const after = new Map(balances.map((balance) => [balance.userId, balance.amountMinor]));
  for (const transfer of transfers) {
    after.set(transfer.from, (after.get(transfer.from) ?? 0n) + transfer.amountMinor);
    after.set(transfer.to, (after.get(transfer.to) ?? 0n) - transfer.amountMinor);
  }
  return after;
}

/**
 * The true minimum by exhaustive search, independent of the subset method: settle the first open
 * person against each open person of the other sign in turn and keep the shortest outcome.
 */
function bruteForceMinimum(amounts: readonly bigint[]): number {
  const values = [...amounts];
  const search = (start: number): number => {
    while (start < values.length && values[start] === 0n) start++;
    if (start === values.length) return 0;
    let fewest = Number.POSITIVE_INFINITY;
    for (let other = start + 1; other < values.length; other++) {
      if (values[other]! * values[start]! < 0n) {
        values[other]! += values[start]!;
        fewest = Math.min(fewest, 1 + search(start + 1));
        values[other]! -= values[start]!;
      }
    }
    return fewest;
  };
  return search(0);
}

/** Balances that add up to zero, small enough that zero-sum subgroups are common. */
const zeroSumBalances = (maxPeople: number, maxAmount: number) =>
  fc
    .array(
      fc.integer({ min: -maxAmount, max: maxAmount }).filter((value) => value !== 0),
      { minLength: 1, maxLength: maxPeople - 1 },
    )
    .map((values) => {
      const amounts = values.map(BigInt);
      const rest = -amounts.reduce((sum, value) => sum + value, 0n);
      return rest === 0n ? amounts : [...amounts, rest];
    });

function expectSettles(balances: readonly Balance[], transfers: readonly Transfer[]): void {
  expect([...afterPaying(balances, transfers).values()].every((amount) => amount === 0n)).toBe(true);
  expect(transfers.every((transfer) => transfer.amountMinor > 0n && transfer.from !== transfer.to)).toBe(true);
}

describe('the fewest payments that settle a group', () => {
  it('settles +5, +4, −4, −3, −2 in three payments, where largest-first takes four', () => {
    const balances = balancesFrom([500n, 400n, -400n, -300n, -200n]);
    expect(settleGreedily(balances)).toHaveLength(4);
    const transfers = settleUp(balances);
    expect(transfers).toHaveLength(3);
    expect(transfers).toContainEqual({ from: id(3), to: id(2), amountMinor: 400n });
    expectSettles(balances, transfers);
  });

  it('pays each debt straight back when two people owe each other exactly', () => {
    const balances = balancesFrom([700n, 300n, -300n, -700n]);
    const transfers = settleUp(balances);
    expect(transfers).toHaveLength(2);
    expect(transfers).toContainEqual({ from: id(4), to: id(1), amountMinor: 700n });
    expect(transfers).toContainEqual({ from: id(3), to: id(2), amountMinor: 300n });
  });

  it('suggests nothing when everyone is square', () => {
    expect(settleUp(balancesFrom([0n, 0n]))).toEqual([]);
    expect(settleUp([])).toEqual([]);
  });

  it('matches an exhaustive search on every group of up to eight people', () => {
    fc.assert(
      fc.property(zeroSumBalances(8, 9), (amounts) => {
        const balances = balancesFrom(amounts);
        const transfers = settleUp(balances);
        expectSettles(balances, transfers);
        expect(transfers).toHaveLength(bruteForceMinimum(amounts));
      }),
      { numRuns: 1000 },
    );
  });

  it('never needs more payments than largest-first, with real-sized amounts too', () => {
    fc.assert(
      fc.property(fc.oneof(zeroSumBalances(exactSettleUpLimit, 20), zeroSumBalances(exactSettleUpLimit, 1_000_000)), (amounts) => {
        const balances = balancesFrom(amounts);
        const transfers = settleUp(balances);
        expectSettles(balances, transfers);
        expect(transfers.length).toBeLessThanOrEqual(settleGreedily(balances).length);
      }),
      { numRuns: 150 },
    );
  });

  it('gives the same payments whatever order the balances come in', () => {
    fc.assert(
      fc.property(zeroSumBalances(9, 9), (amounts) => {
        const balances = balancesFrom(amounts);
        expect(settleUp([...balances].reverse())).toEqual(settleUp(balances));
      }),
    );
  });

  it('falls back to largest-first above the exact limit and still settles everyone', () => {
    const amounts = Array.from({ length: exactSettleUpLimit + 4 }, (_, index) => BigInt((index % 2 === 0 ? 1 : -1) * (index + 1)));
    const balances = balancesFrom([...amounts, -amounts.reduce((sum, value) => sum + value, 0n)]);
    const transfers = settleUp(balances);
    expect(transfers).toEqual(settleGreedily(balances));
    expectSettles(balances, transfers);
  });
});
