import { budgetRuleShares } from '../insights/budget-rule';
import { emergencyFundComplete, emergencyFundTargetMonths } from '../insights/emergency-fund';
import type { FinancialPosition } from '../insights/financial-position';
import type { GoalState } from '../goals/goals';

/**
 * Financial health score, 0–100: a weighted sum of four component scores, each 0–100, every
 * one read from the same figures the insights show (decision 018).
 *  - savingsRate (30): the savings rate of a typical month; 20% or more scores full.
 *  - emergencyFund (25): months of a typical month's spending that cash and savings cover;
 *    the emergency-fund target (`emergencyFundTargetMonths`) scores full.
 *  - essentials (20): the 50/30/20 needs line as a share of income; 50% or less scores full,
 *    100% or more scores nothing.
 *  - goals (25): average pace of unarchived goals; completed or on track scores full, a goal
 *    behind scores its progress relative to where it should be.
 */
export const scoreWeights = { savingsRate: 30, emergencyFund: 25, essentials: 20, goals: 25 } as const;
export type ScoreComponentKey = keyof typeof scoreWeights;

export const scoreTargets = { savingsRatePercent: budgetRuleShares.savings, emergencyMonths: emergencyFundTargetMonths, essentialsPercent: budgetRuleShares.needs } as const;

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
  position: Pick<FinancialPosition, 'savingsRate' | 'budgetRule' | 'emergency'>;
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

const round1 = (value: number) => Math.round(value * 10) / 10;

function savingsComponent({ position }: HealthInputs): Omit<ScoreComponent, 'points' | 'weight'> {
  const rate = position.savingsRate;
  return {
    key: 'savingsRate',
    label: 'Savings rate',
    score: rate === null ? 0 : clamp((rate / scoreTargets.savingsRatePercent) * 100),
    value: rate,
    target: scoreTargets.savingsRatePercent,
    unit: 'percent',
    hint: 'Share of income you kept in a typical month',
  };
}

function emergencyComponent({ position }: HealthInputs): Omit<ScoreComponent, 'points' | 'weight'> {
  const fund = position.emergency;
  const score = fund.months === null ? (emergencyFundComplete(fund) ? 100 : 0) : clamp((fund.months / fund.targetMonths) * 100);
  return {
    key: 'emergencyFund',
    label: 'Emergency fund',
    score,
    value: fund.months,
    target: fund.targetMonths,
    unit: 'months',
    hint: 'Months of spending your cash and savings would cover',
  };
}

function essentialsComponent({ position }: HealthInputs): Omit<ScoreComponent, 'points' | 'weight'> {
  const share = position.budgetRule.find((line) => line.bucket === 'needs')?.actualPercent ?? null;
  const limit = scoreTargets.essentialsPercent;
  return {
    key: 'essentials',
    label: 'Essential spending',
    score: share === null ? 0 : clamp(((100 - share) / (100 - limit)) * 100),
    value: share,
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
