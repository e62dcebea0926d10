import { describe, expect, it } from 'vitest';
import { averageBudgets, budgetFigures, carriedInto, reachedThresholds, roundDiv, ruleBudgets, setBudgetInput, shiftMonth, spreadTarget } from '@domain/budgets/budgets';

const month = (budgetMinor: bigint | null, spentMinor: bigint, rollover = true) => ({ budgetMinor, spentMinor, rollover });

describe('carried into a month', () => {
  it('is last month’s available when last month rolls over, overspending included', () => {
    expect(carriedInto([month(10_000n, 4_000n)])).toBe(6_000n);
    expect(carriedInto([month(10_000n, 14_000n)])).toBe(-4_000n);
  });

  it('follows a chain of rolling months and stops at a month that does not roll over or has no budget', () => {
    expect(carriedInto([month(100n, 0n), month(100n, 50n)])).toBe(150n);
    expect(carriedInto([month(100n, 0n, false), month(100n, 50n)])).toBe(50n);
    expect(carriedInto([month(100n, 0n), month(null, 0n), month(100n, 50n)])).toBe(50n);
    expect(carriedInto([month(100n, 0n), month(100n, 50n, false)])).toBe(0n);
    expect(carriedInto([])).toBe(0n);
  });

  it('looks back at most 12 months', () => {
    const thirteen = [month(1_000n, 0n), ...Array.from({ length: 12 }, () => month(0n, 0n))];
    expect(carriedInto(thirteen)).toBe(0n);
    expect(carriedInto(thirteen.slice(1).map((entry, index) => (index === 0 ? month(1_000n, 0n) : entry)))).toBe(1_000n);
  });
});

describe('budget figures and alerts', () => {
  it('computes available = budgeted + carried − spent, how much over, and the percent used', () => {
    expect(budgetFigures(10_000n, -2_000n, 9_000n)).toEqual({
      budgetedMinor: 10_000n,
      carriedMinor: -2_000n,
      spentMinor: 9_000n,
      availableMinor: -1_000n,
      overMinor: 1_000n,
      percent: 112.5,
    });
    expect(budgetFigures(0n, 0n, 0n).percent).toBe(0);
    expect(budgetFigures(0n, 0n, 1n).percent).toBe(100);
  });

  it('reaches 80% and 100% at exactly those shares of what may be spent', () => {
    const at = (spentMinor: bigint) => reachedThresholds({ budgetedMinor: 10_000n, carriedMinor: 0n, spentMinor });
    expect(at(7_999n)).toEqual([]);
    expect(at(8_000n)).toEqual([80]);
    expect(at(10_000n)).toEqual([80, 100]);
    expect(reachedThresholds({ budgetedMinor: 0n, carriedMinor: 0n, spentMinor: 1n })).toEqual([80, 100]);
    expect(reachedThresholds({ budgetedMinor: 0n, carriedMinor: 0n, spentMinor: 0n })).toEqual([]);
  });
});

describe('budgets from spending', () => {
  it('averages three months, rounding half away from zero, and skips categories without spending', () => {
    expect(roundDiv(5n, 2n)).toBe(3n);
    expect(roundDiv(-5n, 2n)).toBe(-3n);
    const averages = averageBudgets(
      new Map([
        ['groceries', 30_001n],
        ['dining', 0n],
        ['transport', 1_000n],
        ['rent', 2n],
      ]),
    );
    expect([...averages]).toEqual([
      ['groceries', 10_000n],
      ['transport', 333n],
      ['rent', 1n],
    ]);
  });

  it('spreads a target exactly by weight, the leftover minor units to the largest remainders', () => {
    const spread = spreadTarget(
      100n,
      new Map([
        ['a', 1n],
        ['b', 1n],
        ['c', 1n],
      ]),
      [],
    );
    expect([...spread]).toEqual([
      ['a', 34n],
      ['b', 33n],
      ['c', 33n],
    ]);
    expect([...spreadTarget(90n, new Map(), ['x', 'y'])]).toEqual([
      ['x', 45n],
      ['y', 45n],
    ]);
    expect(spreadTarget(0n, new Map([['a', 1n]]), []).size).toBe(0);
  });

  it('splits the 50/30/20 needs and wants targets over their categories; custom categories are wants', () => {
    const budgets = ruleBudgets(
      1_000n,
      600n,
      new Map([
        ['rent', 300n],
        ['groceries', 100n],
        ['custom:00000000-0000-4000-8000-000000000001', 50n],
        ['salary', 999n],
      ]),
    );
    expect(Object.fromEntries(budgets)).toEqual({ rent: 750n, groceries: 250n, 'custom:00000000-0000-4000-8000-000000000001': 600n });
  });
});

describe('budget input', () => {
  it('takes an amount of zero or more and rollover off by default', () => {
    expect(setBudgetInput.parse({ amount: '0' })).toEqual({ amount: '0', rollover: false });
    expect(setBudgetInput.safeParse({ amount: '-1' }).error?.issues[0]?.message).toBe('budgets.amountInvalid');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});
