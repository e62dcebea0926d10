import { budgetRuleShares } from './budget-rule';
import type { IsoDate } from './dates';
import type { GoalProgress } from './goals';
import { keptPercent, type CategorySpending, type MonthlyBasis } from './insight-figures';
import { compoundGrowth, projectionAnnualReturnPercent, projectionYears } from './net-worth-projection';

/** Where each rule starts to speak. */
export const recommendationThresholds = {
  savingsRatePercent: budgetRuleShares.savings,
  wantsPercent: budgetRuleShares.wants,
  needsPercent: budgetRuleShares.needs,
  categoryIncreasePercent: 25,
  emergencyFundMonths: 3,
} as const;

export const recommendationKinds = [
  'spending_exceeds_income',
  'emergency_fund_low',
  'low_savings_rate',
  'goal_behind',
  'category_increase',
  'wants_over_target',
  'needs_over_target',
  'invest_surplus',
] as const;
export type RecommendationKind = (typeof recommendationKinds)[number];

export const recommendationPriorities = ['high', 'medium', 'low'] as const;
export type RecommendationPriority = (typeof recommendationPriorities)[number];

export const figureNames = [
  'monthlyIncome',
  'monthlyExpenses',
  'deficit',
  'savingsRate',
  'targetRate',
  'extraSavingsNeeded',
  'months',
  'targetMonths',
  'liquidSavings',
  'shortfall',
  'thisMonth',
  'lastMonth',
  'change',
  'progress',
  'expectedProgress',
  'remaining',
  'neededPerMonth',
  'share',
  'targetShare',
  'amount',
  'targetAmount',
  'excess',
  'monthlySurplus',
  'projectedValue',
  'years',
  'annualReturn',
] as const;
export type FigureName = (typeof figureNames)[number];

export const figureUnits = ['money', 'percent', 'months', 'years'] as const;
export type FigureUnit = (typeof figureUnits)[number];

export type Figure =
  | { name: FigureName; unit: 'money'; value: bigint }
  | { name: FigureName; unit: 'percent' | 'months' | 'years'; value: number };

export interface Recommendation {
  kind: RecommendationKind;
  priority: RecommendationPriority;
  /** The category or goal title the advice is about, when it is about one. */
  subject: string | null;
  goalId: string | null;
  /** The currency of the money figures (a goal's own currency may differ from the user's). */
  currency: string;
  figures: Figure[];
}

export interface EmergencyFund {
  liquidMinor: bigint;
  monthlyExpensesMinor: bigint;
  /** Months of spending the liquid savings cover, one decimal (truncated); null without spending. */
  months: number | null;
  targetMonths: number;
  shortfallMinor: bigint;
}

/** How many months of typical spending cash and savings would cover, against the 3-month floor. */
export function emergencyFund(liquidMinor: bigint, monthlyExpensesMinor: bigint, targetMonths: number = recommendationThresholds.emergencyFundMonths): EmergencyFund {
  const months = monthlyExpensesMinor > 0n ? Math.max(Number((liquidMinor * 10n) / monthlyExpensesMinor) / 10, 0) : null;
  const needed = monthlyExpensesMinor * BigInt(targetMonths) - liquidMinor;
  return { liquidMinor, monthlyExpensesMinor, months, targetMonths, shortfallMinor: needed > 0n ? needed : 0n };
}

export interface GoalInsight {
  id: string;
  title: string;
  currency: string;
  targetDate: IsoDate;
  progress: GoalProgress;
}

export interface RecommendationInput {
  currency: string;
  basis: MonthlyBasis;
  spending: CategorySpending[];
  emergency: EmergencyFund;
  goals: GoalInsight[];
}

const money = (name: FigureName, value: bigint): Figure => ({ name, unit: 'money', value });
const percent = (name: FigureName, value: number): Figure => ({ name, unit: 'percent', value });

/** Percent of `part` in `whole`, one decimal; 0 when `whole` is not positive. */
function shareOf(part: bigint, whole: bigint): number {
  return whole > 0n ? Number((part * 1000n) / whole) / 10 : 0;
}

function targetOf(incomeMinor: bigint, sharePercent: number): bigint {
  return (incomeMinor * BigInt(sharePercent) + 50n) / 100n;
}

function cashFlowAdvice({ basis, currency }: RecommendationInput): Recommendation[] {
  const { incomeMinor, expensesMinor, keptMinor } = basis;
  if (incomeMinor <= 0n && expensesMinor <= 0n) return [];
  const base = { subject: null, goalId: null, currency };
  if (keptMinor < 0n) {
    return [{ ...base, kind: 'spending_exceeds_income', priority: 'high', figures: [money('monthlyIncome', incomeMinor), money('monthlyExpenses', expensesMinor), money('deficit', -keptMinor)] }];
  }
  const rate = keptPercent(incomeMinor, keptMinor);
  const target = recommendationThresholds.savingsRatePercent;
  if (rate === null || rate >= target) return [];
  return [
    {
      ...base,
      kind: 'low_savings_rate',
      priority: rate < target / 2 ? 'high' : 'medium',
      figures: [percent('savingsRate', rate), percent('targetRate', target), money('monthlyIncome', incomeMinor), money('extraSavingsNeeded', targetOf(incomeMinor, target) - keptMinor)],
    },
  ];
}

function emergencyAdvice({ emergency, currency }: RecommendationInput): Recommendation[] {
  if (emergency.months === null || emergency.months >= emergency.targetMonths) return [];
  return [
    {
      kind: 'emergency_fund_low',
      priority: emergency.months < 1 ? 'high' : 'medium',
      subject: null,
      goalId: null,
      currency,
      figures: [
        { name: 'months', unit: 'months', value: emergency.months },
        { name: 'targetMonths', unit: 'months', value: emergency.targetMonths },
        money('liquidSavings', emergency.liquidMinor),
        money('monthlyExpenses', emergency.monthlyExpensesMinor),
        money('shortfall', emergency.shortfallMinor),
      ],
    },
  ];
}

function goalAdvice({ goals }: RecommendationInput): Recommendation[] {
  return goals
    .filter((goal) => goal.progress.state === 'behind')
    .map((goal) => ({
      kind: 'goal_behind' as const,
      priority: goal.progress.overdue ? ('high' as const) : ('medium' as const),
      subject: goal.title,
      goalId: goal.id,
      currency: goal.currency,
      figures: [
        percent('progress', goal.progress.percent),
        percent('expectedProgress', goal.progress.expectedPercent),
        money('remaining', goal.progress.remainingMinor),
        money('neededPerMonth', goal.progress.neededPerMonthMinor),
        { name: 'months' as const, unit: 'months' as const, value: goal.progress.monthsLeft },
      ],
    }));
}

function categoryAdvice({ spending, currency }: RecommendationInput): Recommendation[] {
  return spending
    .filter((line) => line.changePercent !== null && line.changePercent > recommendationThresholds.categoryIncreasePercent)
    .map((line) => ({
      kind: 'category_increase' as const,
      priority: (line.changePercent ?? 0) > 2 * recommendationThresholds.categoryIncreasePercent ? ('medium' as const) : ('low' as const),
      subject: line.category,
      goalId: null,
      currency,
      figures: [money('thisMonth', line.amountMinor), money('lastMonth', line.lastMonthMinor), percent('change', line.changePercent ?? 0)],
    }));
}

function bucketAdvice({ basis, currency }: RecommendationInput): Recommendation[] {
  if (basis.incomeMinor <= 0n) return [];
  const advice: Recommendation[] = [];
  const buckets = [
    { kind: 'wants_over_target', amount: basis.wantsMinor, target: recommendationThresholds.wantsPercent, priority: 'medium' },
    // An assumed split puts all spending in needs: that is a guess, not something to advise on.
    { kind: 'needs_over_target', amount: basis.needsWantsSplit === 'recorded' ? basis.needsMinor : 0n, target: recommendationThresholds.needsPercent, priority: 'low' },
  ] as const;
  for (const { kind, amount, target, priority } of buckets) {
    const share = shareOf(amount, basis.incomeMinor);
    if (share <= target) continue;
    const targetMinor = targetOf(basis.incomeMinor, target);
    advice.push({
      kind,
      priority,
      subject: null,
      goalId: null,
      currency,
      figures: [percent('share', share), percent('targetShare', target), money('amount', amount), money('targetAmount', targetMinor), money('excess', amount - targetMinor)],
    });
  }
  return advice;
}

function investAdvice({ basis, emergency, currency }: RecommendationInput): Recommendation[] {
  const rate = keptPercent(basis.incomeMinor, basis.keptMinor);
  const funded = emergency.months === null ? emergency.liquidMinor > 0n : emergency.months >= emergency.targetMonths;
  if (rate === null || rate < recommendationThresholds.savingsRatePercent || !funded || basis.keptMinor <= 0n) return [];
  const growth = compoundGrowth({ startMinor: 0n, monthlyContributionMinor: basis.keptMinor });
  return [
    {
      kind: 'invest_surplus',
      priority: 'low',
      subject: null,
      goalId: null,
      currency,
      figures: [
        money('monthlySurplus', basis.keptMinor),
        money('projectedValue', growth.finalMinor),
        { name: 'years', unit: 'years', value: projectionYears },
        percent('annualReturn', projectionAnnualReturnPercent),
      ],
    },
  ];
}

const priorityRank: Record<RecommendationPriority, number> = { high: 0, medium: 1, low: 2 };

/**
 * Every recommendation the data supports, most pressing first: by priority, then in the order
 * of `recommendationKinds` (cash flow before savings before goals before single categories).
 */
export function recommendations(input: RecommendationInput): Recommendation[] {
  const all = [...cashFlowAdvice(input), ...emergencyAdvice(input), ...goalAdvice(input), ...categoryAdvice(input), ...bucketAdvice(input), ...investAdvice(input)];
  const kindRank = (kind: RecommendationKind) => recommendationKinds.indexOf(kind);
  return all
    .map((item, position) => ({ item, position }))
    .sort((a, b) => priorityRank[a.item.priority] - priorityRank[b.item.priority] || kindRank(a.item.kind) - kindRank(b.item.kind) || a.position - b.position)
    .map(({ item }) => item);
}
