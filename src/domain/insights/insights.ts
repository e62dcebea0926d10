import { z } from 'zod';
import { budgetBuckets } from './budget-rule';
import { financialPosition, standardContributionMinor, standardProjection, type FinancialSnapshot } from './financial-position';
import { goalStates } from '../goals/goals';
import { categoryTrends, monthsEndingAt, monthTrend, spendingBreakdown } from './insight-figures';
import { figureNames, figureUnits, recommendationKinds, recommendationPriorities, recommendations, type Recommendation } from './insight-recommendations';
import { formatMinor } from '../shared/money';
import { amountField, currencySchema, decimalAmountSchema } from '../shared/field-schemas';
import { projectionAnnualReturnPercent, projectionYears, projectNetWorth } from '../investments/net-worth-projection';
import { otherCurrencyTotalsSchema } from '../currency/other-currencies';

/**
 * What Premium adds to the insights ("advanced insights", docs/product/limits.md#insights): twelve months of spending
 * per category, a what-if projection with the user's own return, years and contribution, and
 * every recommendation. Free keeps the whole core view: this month's breakdown, six months of
 * trend, goal progress, the 50/30/20 comparison, the standard 8% / 5-year projection and the
 * most pressing recommendations.
 */
export const advancedInsightParts = ['categoryTrends', 'customProjection', 'allRecommendations'] as const;
export type AdvancedInsightPart = (typeof advancedInsightParts)[number];

export const freeRecommendationCount = 3;
export const trendMonths = 6;
export const advancedTrendMonths = 12;

export const projectionLimits = { maxAnnualReturnPercent: 30, minYears: 1, maxYears: 50 } as const;

export const insightsMessages = {
  invalidAnnualReturn: 'validation.insightsAnnualReturn',
  invalidYears: 'validation.insightsYears',
  invalidContribution: 'validation.insightsContribution',
  contributionRequired: 'validation.insightsContributionRequired',
} as const;

const annualReturnField = z.coerce
  .number({ error: insightsMessages.invalidAnnualReturn })
  .min(0, insightsMessages.invalidAnnualReturn)
  .max(projectionLimits.maxAnnualReturnPercent, insightsMessages.invalidAnnualReturn);

const yearsField = z.coerce
  .number({ error: insightsMessages.invalidYears })
  .int(insightsMessages.invalidYears)
  .min(projectionLimits.minYears, insightsMessages.invalidYears)
  .max(projectionLimits.maxYears, insightsMessages.invalidYears);

/** `GET /api/insights/advanced` — every parameter of the what-if projection is optional. */
export const advancedInsightsQuery = z
  .object({
    annualReturn: annualReturnField.optional().meta({ description: 'Yearly return in percent (0–30); default 8' }),
    years: yearsField.optional().meta({ description: 'Years ahead (1–50); default 5' }),
    monthlyContribution: amountField({ required: insightsMessages.contributionRequired, invalid: insightsMessages.invalidContribution, allowZero: true })
      .optional()
      .meta({ description: 'Added every month, in the user’s currency; default what a typical month leaves over' }),
  })
  .strict();
export type AdvancedInsightsQuery = z.output<typeof advancedInsightsQuery>;

const figureSchema = z.object({
  name: z.enum(figureNames),
  unit: z.enum(figureUnits),
  value: z.string().meta({ description: 'A decimal string: money in the recommendation’s currency, or a number of percent, months or years' }),
});

export const recommendationSchema = z.object({
  kind: z.enum(recommendationKinds),
  priority: z.enum(recommendationPriorities),
  subject: z.string().nullable().meta({ description: 'The category or goal title the advice is about' }),
  goalId: z.string().nullable(),
  currency: currencySchema,
  figures: z.array(figureSchema).meta({ description: 'The numbers behind the advice' }),
});
export type RecommendationView = z.infer<typeof recommendationSchema>;

const projectionSchema = z.object({
  annualReturnPercent: z.number(),
  years: z.number().int(),
  start: decimalAmountSchema.meta({ description: 'Net worth today' }),
  monthlyContribution: decimalAmountSchema,
  final: decimalAmountSchema,
  contributed: decimalAmountSchema,
  growth: decimalAmountSchema,
  points: z.array(z.object({ month: z.number().int(), value: decimalAmountSchema, contributed: decimalAmountSchema })),
});
export type ProjectionView = z.infer<typeof projectionSchema>;

export const insightsSchema = z.object({
  currency: currencySchema,
  month: z.string().meta({ description: 'The current month (YYYY-MM) in the user’s time zone' }),
  plan: z.enum(['free', 'premium']),
  basis: z
    .object({
      source: z.enum(['transactions', 'settings']),
      monthsOfData: z.number().int().meta({ description: 'Months of the last twelve with any money recorded' }),
      shortHistory: z.boolean().meta({ description: 'Fewer than three months recorded' }),
      settingsAvailable: z.boolean(),
      needsWantsSplit: z.enum(['recorded', 'assumed']),
      monthlyIncome: decimalAmountSchema,
      monthlyExpenses: decimalAmountSchema,
      monthlyKept: decimalAmountSchema,
      savingsRate: z.number().nullable(),
    })
    .meta({ description: 'A typical month: recorded averages over the last three months, or the monthly figures from settings while history is short' }),
  spending: z.object({
    total: decimalAmountSchema,
    categories: z.array(
      z.object({ category: z.string(), amount: decimalAmountSchema, sharePercent: z.number(), lastMonth: decimalAmountSchema, changePercent: z.number().nullable() }),
    ),
  }),
  trend: z.array(z.object({ month: z.string(), income: decimalAmountSchema, expenses: decimalAmountSchema, kept: decimalAmountSchema })),
  goals: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      category: z.string(),
      currency: currencySchema,
      target: decimalAmountSchema,
      current: decimalAmountSchema,
      percent: z.number(),
      expectedPercent: z.number(),
      state: z.enum(goalStates),
      amountNeededPerMonth: decimalAmountSchema,
      targetDate: z.string(),
    }),
  ),
  budgetRule: z.object({
    income: decimalAmountSchema,
    lines: z.array(
      z.object({
        bucket: z.enum(budgetBuckets),
        targetPercent: z.number(),
        target: decimalAmountSchema,
        actual: decimalAmountSchema,
        actualPercent: z.number().nullable(),
        gap: decimalAmountSchema,
      }),
    ),
  }),
  emergencyFund: z.object({
    months: z.number().nullable(),
    targetMonths: z.number(),
    liquid: decimalAmountSchema,
    monthlyExpenses: decimalAmountSchema,
    shortfall: decimalAmountSchema,
  }),
  projection: projectionSchema,
  recommendations: z.array(recommendationSchema).meta({ description: 'The most pressing recommendations (all of them in GET /insights/advanced)' }),
  recommendationsTotal: z.number().int(),
  otherCurrencies: otherCurrencyTotalsSchema,
});
export type Insights = z.infer<typeof insightsSchema>;

export const advancedInsightsSchema = z.object({
  currency: currencySchema,
  categoryTrends: z.object({
    months: z.array(z.string()),
    categories: z.array(z.object({ category: z.string(), total: decimalAmountSchema, amounts: z.array(decimalAmountSchema) })),
  }),
  projection: projectionSchema,
  recommendations: z.array(recommendationSchema),
});
export type AdvancedInsights = z.infer<typeof advancedInsightsSchema>;

export function recommendationView(recommendation: Recommendation): RecommendationView {
  return {
    ...recommendation,
    figures: recommendation.figures.map((figure) => ({
      name: figure.name,
      unit: figure.unit,
      value: figure.unit === 'money' ? formatMinor(figure.value, recommendation.currency) : String(figure.value),
    })),
  };
}

interface ProjectionRequest {
  startMinor: bigint;
  monthlyContributionMinor: bigint;
  annualReturnPercent: number;
  years: number;
}

export function projectionView(request: ProjectionRequest, currency: string): ProjectionView {
  const points = projectNetWorth(request);
  const last = points[points.length - 1]!;
  const money = (minor: bigint) => formatMinor(minor, currency);
  return {
    annualReturnPercent: request.annualReturnPercent,
    years: request.years,
    start: money(request.startMinor),
    monthlyContribution: money(request.monthlyContributionMinor),
    final: money(last.valueMinor),
    contributed: money(last.contributedMinor),
    growth: money(last.valueMinor - last.contributedMinor),
    points: points.map((point) => ({ month: point.month, value: money(point.valueMinor), contributed: money(point.contributedMinor) })),
  };
}

function allRecommendations(snapshot: FinancialSnapshot, position: ReturnType<typeof financialPosition>): Recommendation[] {
  return recommendations({
    currency: snapshot.currency,
    basis: position.basis,
    spending: spendingBreakdown(snapshot.monthly, snapshot.thisMonth).categories,
    emergency: position.emergency,
    goals: position.goals.filter((goal) => goal.status === 'active'),
  });
}

/** The core insights every plan sees (everything but the parts in `advancedInsightParts`). */
export function buildInsights(snapshot: FinancialSnapshot, plan: 'free' | 'premium'): Omit<Insights, 'otherCurrencies'> {
  const { currency } = snapshot;
  const money = (minor: bigint) => formatMinor(minor, currency);
  const position = financialPosition(snapshot);
  const { basis, emergency } = position;
  const spending = spendingBreakdown(snapshot.monthly, snapshot.thisMonth);
  const advice = allRecommendations(snapshot, position);
  return {
    currency,
    month: snapshot.thisMonth,
    plan,
    basis: {
      source: basis.source,
      monthsOfData: basis.monthsOfData,
      shortHistory: basis.shortHistory,
      settingsAvailable: snapshot.settings.incomeMinor !== null || snapshot.settings.expenseMinor !== null,
      needsWantsSplit: basis.needsWantsSplit,
      monthlyIncome: money(basis.incomeMinor),
      monthlyExpenses: money(basis.expensesMinor),
      monthlyKept: money(basis.keptMinor),
      savingsRate: position.savingsRate,
    },
    spending: {
      total: money(spending.totalMinor),
      categories: spending.categories.map((line) => ({
        category: line.category,
        amount: money(line.amountMinor),
        sharePercent: line.sharePercent,
        lastMonth: money(line.lastMonthMinor),
        changePercent: line.changePercent,
      })),
    },
    trend: monthTrend(snapshot.monthly, monthsEndingAt(snapshot.thisMonth, trendMonths)).map((point) => ({
      month: point.month,
      income: money(point.incomeMinor),
      expenses: money(point.expensesMinor),
      kept: money(point.keptMinor),
    })),
    goals: position.goals
      .filter((goal) => goal.status !== 'archived')
      .sort((a, b) => (a.status === b.status ? a.targetDate.localeCompare(b.targetDate) : a.status === 'active' ? -1 : 1))
      .map((goal) => ({
        id: goal.id,
        title: goal.title,
        category: goal.category,
        currency: goal.currency,
        target: formatMinor(goal.targetMinor, goal.currency),
        current: formatMinor(goal.currentMinor, goal.currency),
        percent: goal.progress.percent,
        expectedPercent: goal.progress.expectedPercent,
        state: goal.progress.state,
        amountNeededPerMonth: formatMinor(goal.progress.neededPerMonthMinor, goal.currency),
        targetDate: goal.targetDate,
      })),
    budgetRule: {
      income: money(basis.incomeMinor),
      lines: position.budgetRule.map((line) => ({
        bucket: line.bucket,
        targetPercent: line.targetPercent,
        target: money(line.targetMinor),
        actual: money(line.actualMinor),
        actualPercent: line.actualPercent,
        gap: money(line.gapMinor),
      })),
    },
    emergencyFund: {
      months: emergency.months,
      targetMonths: emergency.targetMonths,
      liquid: money(emergency.liquidMinor),
      monthlyExpenses: money(emergency.monthlyExpensesMinor),
      shortfall: money(emergency.shortfallMinor),
    },
    projection: projectionView(standardProjection(position), currency),
    recommendations: advice.slice(0, freeRecommendationCount).map(recommendationView),
    recommendationsTotal: advice.length,
  };
}

/** The Premium parts; `contributionMinor` is the query's monthly contribution already in minor units. */
export function buildAdvancedInsights(snapshot: FinancialSnapshot, query: { annualReturn?: number; years?: number; contributionMinor?: bigint }): AdvancedInsights {
  const { currency } = snapshot;
  const money = (minor: bigint) => formatMinor(minor, currency);
  const position = financialPosition(snapshot);
  const months = monthsEndingAt(snapshot.thisMonth, advancedTrendMonths);
  return {
    currency,
    categoryTrends: {
      months,
      categories: categoryTrends(snapshot.monthly, months).map((trend) => ({ category: trend.category, total: money(trend.totalMinor), amounts: trend.amountsMinor.map(money) })),
    },
    projection: projectionView(
      {
        startMinor: position.netWorthMinor,
        monthlyContributionMinor: query.contributionMinor ?? standardContributionMinor(position),
        annualReturnPercent: query.annualReturn ?? projectionAnnualReturnPercent,
        years: query.years ?? projectionYears,
      },
      currency,
    ),
    recommendations: allRecommendations(snapshot, position).map(recommendationView),
  };
}
