import type { IsoDate } from '../shared/dates';

/** Calendar months from one date to a later one, counting a month only once its day is reached (May 20 → Aug 20 is 3). */
export function wholeMonthsBetween(from: IsoDate, to: IsoDate): number {
  const [fromYear, fromMonth, fromDay] = from.split('-').map(Number) as [number, number, number];
  const [toYear, toMonth, toDay] = to.split('-').map(Number) as [number, number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) - (toDay < fromDay ? 1 : 0);
}

export interface Affordability {
  /** Whole months to the date, at least one. */
  months: number;
  /** Cash on hand plus what a typical month keeps (when it keeps anything), each month to the date. */
  projectedMinor: bigint;
  affordable: boolean;
  /** How far the projection falls short of the amount; zero when affordable. */
  shortfallMinor: bigint;
  /** What to set aside each month from now to have the amount by the date, on top of the cash on hand. */
  perMonthMinor: bigint;
}

/**
 * Whether an amount can be had by a date at the pace AI insights show: today's cash on hand,
 * plus a typical month's savings for each whole month until then. One definition, read by the
 * built-in analyst's answer and by the tool a language model calls.
 */
export function affordByDate(input: { amountMinor: bigint; by: IsoDate; today: IsoDate; balanceMinor: bigint; monthlyKeptMinor: bigint }): Affordability {
  const months = Math.max(1, wholeMonthsBetween(input.today, input.by));
  const kept = input.monthlyKeptMinor > 0n ? input.monthlyKeptMinor : 0n;
  const projectedMinor = input.balanceMinor + kept * BigInt(months);
  const affordable = projectedMinor >= input.amountMinor;
  const short = input.amountMinor - input.balanceMinor;
  return {
    months,
    projectedMinor,
    affordable,
    shortfallMinor: affordable ? 0n : input.amountMinor - projectedMinor,
    perMonthMinor: affordable || short <= 0n ? 0n : (short + BigInt(months) - 1n) / BigInt(months),
  };
}
