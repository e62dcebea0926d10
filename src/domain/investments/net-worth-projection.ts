/** Net-worth projection (docs/product/limits.md#insights): 8% a year over 5 years, with a contribution every month. */
export const projectionAnnualReturnPercent = 8;
export const projectionYears = 5;

export interface ProjectionPoint {
  /** Months from now, 0 to years × 12. */
  month: number;
  /** Projected net worth in minor units. */
  valueMinor: bigint;
  /** Starting net worth plus every contribution so far, without growth. */
  contributedMinor: bigint;
}

export interface ProjectionInput {
  startMinor: bigint;
  monthlyContributionMinor: bigint;
  annualReturnPercent?: number;
  years?: number;
}

/**
 * Compounds monthly at (1 + r)^(1/12) − 1, so twelve months give exactly the annual rate, and
 * adds the contribution at the end of each month. Values are rounded to the minor unit each
 * month, the way a statement would show them. A negative start (debt) compounds too: it is
 * what the user owes growing at the same rate only if they do nothing, which is the honest
 * reading of a projection.
 */
export function projectNetWorth({
  startMinor,
  monthlyContributionMinor,
  annualReturnPercent = projectionAnnualReturnPercent,
  years = projectionYears,
}: ProjectionInput): ProjectionPoint[] {
  const monthlyRate = Math.pow(1 + annualReturnPercent / 100, 1 / 12) - 1;
  const points: ProjectionPoint[] = [{ month: 0, valueMinor: startMinor, contributedMinor: startMinor }];
  let value = startMinor;
  let contributed = startMinor;
  for (let month = 1; month <= years * 12; month++) {
    const growth = BigInt(Math.round(Number(value) * monthlyRate));
    value = value + growth + monthlyContributionMinor;
    contributed += monthlyContributionMinor;
    points.push({ month, valueMinor: value, contributedMinor: contributed });
  }
  return points;
}

/** Future value of a lump sum and monthly deposits (the investments page's calculator). */
export function compoundGrowth(input: ProjectionInput): { finalMinor: bigint; contributedMinor: bigint; growthMinor: bigint } {
  const points = projectNetWorth(input);
  const last = points[points.length - 1]!;
  return { finalMinor: last.valueMinor, contributedMinor: last.contributedMinor, growthMinor: last.valueMinor - last.contributedMinor };
}
