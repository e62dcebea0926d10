import { budgetRuleShares, type BudgetBucket, type BudgetLine } from './budget-rule';
import type { IsoDate } from '../shared/dates';
import { emergencyFundComplete, type EmergencyFund } from './emergency-fund';
import type { GoalProgress } from '../goals/goals';
import { budgetRuleOf, type CategorySpending, type MonthlyBasis } from './insight-figures';
import { compoundGrowth, projectionAnnualReturnPercent, projectionYears } from '../investments/net-worth-projection';

/** Where each rule starts to speak; the 50/30/20 shares and the emergency-fund target speak for themselves. */
export const recommendationThresholds = {
  savingsRatePercent: budgetRuleShares.savings,
  categoryIncreasePercent: 25,
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

export type Figure = { name: FigureName; unit: 'money'; value: bigint } | { name: FigureName; unit: 'percent' | 'months' | 'years'; value: number };

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

/** The 50/30/20 line of one bucket; every bucket has one. */
function lineOf(basis: MonthlyBasis, bucket: BudgetBucket): BudgetLine {
  return budgetRuleOf(basis).find((line) => line.bucket === bucket)!;
}

function cashFlowAdvice({ basis, currency }: RecommendationInput): Recommendation[] {
  const { incomeMinor, expensesMinor, keptMinor } = basis;
  if (incomeMinor <= 0n && expensesMinor <= 0n) return [];
  const base = { subject: null, goalId: null, currency };
  if (keptMinor < 0n) {
    return [
      {
        ...base,
        kind: 'spending_exceeds_income',
        priority: 'high',
        figures: [money('monthlyIncome', incomeMinor), money('monthlyExpenses', expensesMinor), money('deficit', -keptMinor)],
      },
    ];
  }
  const savings = lineOf(basis, 'savings');
  const rate = savings.actualPercent;
  const target = savings.targetPercent;
  if (rate === null || rate >= target) return [];
  return [
    {
      ...base,
      kind: 'low_savings_rate',
      priority: rate < target / 2 ? 'high' : 'medium',
      figures: [percent('savingsRate', rate), percent('targetRate', target), money('monthlyIncome', incomeMinor), money('extraSavingsNeeded', savings.gapMinor)],
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
    { kind: 'wants_over_target', bucket: 'wants', priority: 'medium' },
    // An assumed split puts all spending in needs: that is a guess, not something to advise on.
    ...(basis.needsWantsSplit === 'recorded' ? [{ kind: 'needs_over_target', bucket: 'needs', priority: 'low' } as const] : []),
  ] as const;
  for (const { kind, bucket, priority } of buckets) {
    const line = lineOf(basis, bucket);
    if (line.actualPercent === null || line.actualPercent <= line.targetPercent) continue;
    advice.push({
      kind,
      priority,
      subject: null,
      goalId: null,
      currency,
      figures: [
        percent('share', line.actualPercent),
        percent('targetShare', line.targetPercent),
        money('amount', line.actualMinor),
        money('targetAmount', line.targetMinor),
        money('excess', line.gapMinor),
      ],
    });
  }
  return advice;
}

function investAdvice({ basis, emergency, currency }: RecommendationInput): Recommendation[] {
  const rate = lineOf(basis, 'savings').actualPercent;
  if (rate === null || rate < recommendationThresholds.savingsRatePercent || !emergencyFundComplete(emergency) || basis.keptMinor <= 0n) return [];
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
