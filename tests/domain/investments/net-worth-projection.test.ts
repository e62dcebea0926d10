import { describe, expect, it } from 'vitest';
import { compoundGrowth, projectNetWorth } from '../../../src/domain/investments/net-worth-projection';

describe('net-worth projection', () => {
  it('grows a lump sum by exactly 8% a year', () => {
    const points = projectNetWorth({ startMinor: 1_000_000n, monthlyContributionMinor: 0n });
    expect(points).toHaveLength(61);
    expect(points[12]!.valueMinor).toBeGreaterThanOrEqual(1_079_995n);
    expect(points[12]!.valueMinor).toBeLessThanOrEqual(1_080_005n);
    // 1.08^5 = 1.469328…
    expect(Number(points[60]!.valueMinor)).toBeCloseTo(1_469_328, -2);
  });

  it('adds a contribution every month and keeps contributions apart from growth', () => {
    const result = compoundGrowth({ startMinor: 0n, monthlyContributionMinor: 10_000n, years: 1 });
    expect(result.contributedMinor).toBe(120_000n);
    expect(result.growthMinor).toBeGreaterThan(4_000n);
    expect(result.growthMinor).toBeLessThan(5_000n);
  });
});
