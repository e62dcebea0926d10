import { transferCategories } from '../categories/categories';

/**
 * The 50/30/20 rule (docs/product/limits.md#insights): half of take-home income for needs, 30% for wants, 20% for
 * savings and paying down debt. Every built-in expense and transfer category belongs to one
 * bucket; custom categories are wants unless the user says otherwise.
 */
export const budgetBuckets = ['needs', 'wants', 'savings'] as const;
export type BudgetBucket = (typeof budgetBuckets)[number];

export const budgetRuleShares: Record<BudgetBucket, number> = { needs: 50, wants: 30, savings: 20 };

const bucketOfCategory: Record<string, BudgetBucket> = {
  rent: 'needs',
  utilities: 'needs',
  groceries: 'needs',
  transport: 'needs',
  healthcare: 'needs',
  health: 'needs',
  education: 'needs',
  food: 'needs',
  dining: 'wants',
  entertainment: 'wants',
  shopping: 'wants',
  other: 'wants',
  savings: 'savings',
  investment: 'savings',
  goal_contribution: 'savings',
};

/**
 * The bucket money spent or moved under a category counts toward; null for categories that are
 * not spending (income, and transfers between people such as a group settle-up).
 */
export function budgetBucketOf(type: 'income' | 'expense' | 'transfer', category: string): BudgetBucket | null {
  if (type === 'income') return null;
  if (type === 'transfer') return (transferCategories as readonly string[]).includes(category) ? 'savings' : null;
  return bucketOfCategory[category] ?? 'wants';
}

export interface BudgetLine {
  bucket: BudgetBucket;
  /** Target share of income in percent (50, 30, 20). */
  targetPercent: number;
  targetMinor: bigint;
  actualMinor: bigint;
  /** Share of income actually used, in percent with one decimal; null without income. */
  actualPercent: number | null;
  /** Positive when over the target (needs, wants) or under it (savings): the gap to close. */
  gapMinor: bigint;
}

/** `amountMinor` as a percent of income, one decimal truncated toward zero; null without income. */
export function percentOfIncome(incomeMinor: bigint, amountMinor: bigint): number | null {
  return incomeMinor > 0n ? Number((amountMinor * 1000n) / incomeMinor) / 10 : null;
}

/**
 * Compares what was spent and saved in each bucket with the rule's targets for `incomeMinor`.
 * Amounts are minor units of one currency; targets round half away from zero to the minor unit.
 */
export function budgetRuleAllocation(incomeMinor: bigint, actual: Record<BudgetBucket, bigint>): BudgetLine[] {
  return budgetBuckets.map((bucket) => {
    const targetPercent = budgetRuleShares[bucket];
    const targetMinor = (incomeMinor * BigInt(targetPercent) + 50n) / 100n;
    const actualMinor = actual[bucket];
    const actualPercent = percentOfIncome(incomeMinor, actualMinor);
    const gapMinor = bucket === 'savings' ? targetMinor - actualMinor : actualMinor - targetMinor;
    return { bucket, targetPercent, targetMinor, actualMinor, actualPercent, gapMinor };
  });
}
