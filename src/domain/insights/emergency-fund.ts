/**
 * The emergency fund every screen measures against (decision 018): three months of a typical
 * month's spending, held as cash, savings and emergency goals. Three months is the floor of
 * the usual three-to-six-month guidance and the point from which the investment advice starts
 * investing the surplus; the health score gives full marks at the same point where AI insights
 * stop warning, so no screen calls the fund complete while another calls it half built.
 */
export const emergencyFundTargetMonths = 3;

export interface EmergencyFund {
  liquidMinor: bigint;
  monthlyExpensesMinor: bigint;
  /** Months of spending the liquid savings cover, one decimal (truncated); null without spending. */
  months: number | null;
  targetMonths: number;
  /** What `targetMonths` of spending would take: the fund to aim for. */
  targetMinor: bigint;
  shortfallMinor: bigint;
}

/** How many months of typical spending cash and savings would cover, against the target. */
export function emergencyFund(liquidMinor: bigint, monthlyExpensesMinor: bigint): EmergencyFund {
  const months = monthlyExpensesMinor > 0n ? Math.max(Number((liquidMinor * 10n) / monthlyExpensesMinor) / 10, 0) : null;
  const targetMinor = monthlyExpensesMinor * BigInt(emergencyFundTargetMonths);
  const needed = targetMinor - liquidMinor;
  return { liquidMinor, monthlyExpensesMinor, months, targetMonths: emergencyFundTargetMonths, targetMinor, shortfallMinor: needed > 0n ? needed : 0n };
}

/** Whether the fund is complete; without spending to measure, any savings at all count as enough. */
export function emergencyFundComplete(fund: EmergencyFund): boolean {
  return fund.months === null ? fund.liquidMinor > 0n : fund.months >= fund.targetMonths;
}
