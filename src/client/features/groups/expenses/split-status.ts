import { expenseAmountToMinor, splitAmount, type SplitMember } from '@domain/group-expenses/group-expenses';
import { decimalToMinor, toMinor } from '@domain/shared/money';
import { readExpenseAmount, typedValue, type ExpenseFormValues } from './expense-form-schema';

/** Hundredths of a percent in 100%. */
export const wholePercent = 10_000n;

export interface SplitStatus {
  /**
   * What is still to assign: minor units of the currency (exact) or hundredths of a percent
   * (percent); negative when too much is assigned; null where a split always adds up.
   */
  left: bigint | null;
  /** Each ticked person's share in minor units, when the split can be worked out yet. */
  shares: Map<string, bigint>;
}

/** Live figures for the split editor, from whatever is typed so far (unreadable values count as nothing). */
export function splitStatus(values: ExpenseFormValues, currency: string): SplitStatus {
  const amount = readExpenseAmount(values.amount, currency);
  const totalMinor = amount.ok && amount.value !== '' ? expenseAmountToMinor(amount.value, currency) : null;
  const rows = values.members.filter((row) => row.included);
  const mode = values.mode;
  let left: bigint | null = null;
  if (mode === 'percent') {
    left = wholePercent - rows.reduce((sum, row) => sum + (decimalToMinor(typedValue(row, 'percent', currency), 2) ?? 0n), 0n);
  } else if (mode === 'exact') {
    // Exact amounts are each person's part of the total's size, a refund's included.
    const size = totalMinor !== null && totalMinor < 0n ? -totalMinor : (totalMinor ?? 0n);
    left = size - rows.reduce((sum, row) => sum + (toMinor(typedValue(row, 'exact', currency), currency) ?? 0n), 0n);
  }
  const members: SplitMember[] = rows.map((row) => (mode === 'equal' ? { userId: row.userId } : { userId: row.userId, value: typedValue(row, mode, currency) }));
  let shares = new Map<string, bigint>();
  if (totalMinor !== null && members.length > 0) {
    try {
      shares = new Map(splitAmount(totalMinor, mode, members, currency).map((share) => [share.userId, share.shareMinor]));
    } catch {
      // Not a valid split yet (a value still missing, percentages short of 100): no preview.
    }
  }
  return { left, shares };
}
