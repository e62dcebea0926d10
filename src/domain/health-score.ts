import type { GoalState } from './goals';

/**
 * Financial health score, 0–100: a weighted sum of four component scores, each 0–100.
 *  - savingsRate (30): share of income kept over the recent window; 20% or more scores full.
 *  - emergencyFund (25): months of average spending covered by cash and savings; 6 months scores full.
 *  - essentials (20): needs (rent, utilities, groceries, transport, healthcare) as a share of
 *    income; 50% or less scores full (the 50/30/20 rule), 100% or more scores nothing.
 *  - goals (25): average pace of unarchived goals; completed or on track scores full, a goal
 *    behind scores its progress relative to where it should be.
 */
export const scoreWeights = { savingsRate: 30, emergencyFund: 25, essentials: 20, goals: 25 } as const;
export type ScoreComponentKey = keyof typeof scoreWeights;

export const scoreTargets = { savingsRatePercent: 20, emergencyMonths: 6, essentialsPercent: 50 } as const;

export const scoreBands = ['excellent', 'good', 'fair', 'building'] as const;
export type ScoreBand = (typeof scoreBands)[number];

export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return 'excellent';
  if (score >= 60) return 'good';
  if (score >= 40) return 'fair';
  return 'building';
}

export interface HealthGoal {
  state: GoalState;
  percent: number;
  expectedPercent: number;
}

export interface HealthInputs {
  /** Income, spending and needs spending over the recent window, in minor units. */
  windowIncomeMinor: bigint;
  windowExpensesMinor: bigint;
  windowNeedsMinor: bigint;
  /** Months in the window that have any activity (at least 1). */
  windowMonths: number;
  /** Cash on hand plus money moved to savings, in minor units. */
  liquidMinor: bigint;
  goals: HealthGoal[];
}

export interface ScoreComponent {
  key: ScoreComponentKey;
  label: string;
  weight: number;
  /** The component's own score, 0–100. */
  score: number;
  /** weight × score / 100, what it adds to the total. */
  points: number;
  /** The measured value in `unit` (null when there is nothing to measure yet). */
  value: number | null;
  target: number;
  unit: 'percent' | 'months';
  hint: string;
}

export interface HealthScore {
  score: number;
  band: ScoreBand;
  components: ScoreComponent[];
}

const clamp = (value: number, min = 0, max = 100) => Math.min(max, Math.max(min, value));

/** a / b with four decimals, computed on integers so large sums lose nothing. */
function ratio(a: bigint, b: bigint): number {
  if (b === 0n) return 0;
  return Number((a * 10_000n) / b) / 10_000;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function savingsComponent({ windowIncomeMinor, windowExpensesMinor }: HealthInputs): Omit<ScoreComponent, 'points' | 'weight'> {
  const hasIncome = windowIncomeMinor > 0n;
  const rate = hasIncome ? ratio(windowIncomeMinor - windowExpensesMinor, windowIncomeMinor) * 100 : null;
  return {
    key: 'savingsRate',
    label: 'Savings rate',
    score: rate === null ? 0 : clamp((rate / scoreTargets.savingsRatePercent) * 100),
    value: rate === null ? null : round1(rate),
    target: scoreTargets.savingsRatePercent,
    unit: 'percent',
    hint: 'Share of income you kept over the last three months',
  };
}

function emergencyComponent({ windowExpensesMinor, windowMonths, liquidMinor }: HealthInputs): Omit<ScoreComponent, 'points' | 'weight'> {
  const monthlySpending = windowExpensesMinor / BigInt(Math.max(windowMonths, 1));
  const months = monthlySpending > 0n ? Math.max(ratio(liquidMinor, monthlySpending), 0) : null;
  const score = months === null ? (liquidMinor > 0n ? 100 : 0) : clamp((months / scoreTargets.emergencyMonths) * 100);
  return {
    key: 'emergencyFund',
    label: 'Emergency fund',
    score,
    value: months === null ? null : round1(months),
    target: scoreTargets.emergencyMonths,
    unit: 'months',
    hint: 'Months of spending your cash and savings would cover',
  };
}

function essentialsComponent({ windowIncomeMinor, windowNeedsMinor }: HealthInputs): Omit<ScoreComponent, 'points' | 'weight'> {
  const share = windowIncomeMinor > 0n ? ratio(windowNeedsMinor, windowIncomeMinor) * 100 : null;
  const limit = scoreTargets.essentialsPercent;
  return {
    key: 'essentials',
    label: 'Essential spending',
    score: share === null ? 0 : clamp(((100 - share) / (100 - limit)) * 100),
    value: share === null ? null : round1(share),
    target: limit,
    unit: 'percent',
    hint: 'Needs (housing, bills, groceries, transport, health) as a share of income',
  };
}

function goalScore(goal: HealthGoal): number {
  if (goal.state !== 'behind') return 100;
  if (goal.expectedPercent <= 0) return 100;
  return clamp((goal.percent / goal.expectedPercent) * 100);
}

function goalsComponent({ goals }: HealthInputs): Omit<ScoreComponent, 'points' | 'weight'> {
  const onPace = goals.filter((goal) => goal.state !== 'behind').length;
  const average = goals.length ? goals.reduce((sum, goal) => sum + goalScore(goal), 0) / goals.length : 0;
  return {
    key: 'goals',
    label: 'Goals on track',
    score: average,
    value: goals.length ? round1((onPace / goals.length) * 100) : null,
    target: 100,
    unit: 'percent',
    hint: 'How closely your goals keep pace with their target dates',
  };
}

/** The score with every component, its weight and what it contributed — shown on hover. */
export function explainHealthScore(inputs: HealthInputs): HealthScore {
  const parts = [savingsComponent(inputs), emergencyComponent(inputs), essentialsComponent(inputs), goalsComponent(inputs)];
  const components = parts.map((part) => {
    const weight = scoreWeights[part.key];
    const score = Math.round(part.score);
    return { ...part, weight, score, points: round1((weight * part.score) / 100) };
  });
  const total = Math.round(parts.reduce((sum, part) => sum + (scoreWeights[part.key] * part.score) / 100, 0));
  const score = clamp(total);
  return { score, band: scoreBand(score), components };
}

export function healthScore(inputs: HealthInputs): number {
  return explainHealthScore(inputs).score;
}
