import { describe, expect, it } from 'vitest';
import { budgetBucketOf, budgetRuleAllocation } from '../../../src/domain/insights/budget-rule';

describe('50/30/20 buckets', () => {
  it('puts rent in needs, dining in wants and goal contributions in savings', () => {
    expect(budgetBucketOf('expense', 'rent')).toBe('needs');
    expect(budgetBucketOf('expense', 'dining')).toBe('wants');
    expect(budgetBucketOf('transfer', 'goal_contribution')).toBe('savings');
  });

  it('leaves income and settle-ups out and counts unknown expense categories as wants', () => {
    expect(budgetBucketOf('income', 'salary')).toBeNull();
    expect(budgetBucketOf('transfer', 'settle_up')).toBeNull();
    expect(budgetBucketOf('expense', 'custom:3f1c')).toBe('wants');
  });
});

describe('50/30/20 allocation', () => {
  it('sets targets from income and reports the gap to close in each bucket', () => {
    const lines = budgetRuleAllocation(400_000n, { needs: 240_000n, wants: 100_000n, savings: 60_000n });
    expect(lines.map((line) => [line.bucket, line.targetMinor, line.actualPercent, line.gapMinor])).toEqual([
      ['needs', 200_000n, 60, 40_000n],
      ['wants', 120_000n, 25, -20_000n],
      ['savings', 80_000n, 15, 20_000n],
    ]);
  });

  it('has no percentages without income', () => {
    expect(budgetRuleAllocation(0n, { needs: 5n, wants: 0n, savings: 0n })[0]!.actualPercent).toBeNull();
  });
});
