import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../src/domain/shared/message-text';
import type { FinancialSnapshot } from '../../../src/domain/insights/financial-position';
import { advancedInsightParts, advancedInsightsQuery, buildAdvancedInsights, buildInsights, freeRecommendationCount } from '../../../src/domain/insights/insights';

const snapshot: FinancialSnapshot = {
  currency: 'USD',
  thisMonth: '2026-03',
  today: '2026-03-15',
  monthly: [
    { month: '2026-02', type: 'expense', category: 'dining', totalMinor: 10_000n },
    { month: '2026-03', type: 'expense', category: 'dining', totalMinor: 60_000n },
    { month: '2026-03', type: 'expense', category: 'shopping', totalMinor: 100_000n },
    { month: '2026-03', type: 'expense', category: 'rent', totalMinor: 300_000n },
    { month: '2026-03', type: 'income', category: 'salary', totalMinor: 500_000n },
  ],
  allTime: [
    { type: 'income', category: 'salary', totalMinor: 500_000n },
    { type: 'expense', category: 'rent', totalMinor: 300_000n },
    { type: 'expense', category: 'dining', totalMinor: 70_000n },
    { type: 'expense', category: 'shopping', totalMinor: 100_000n },
  ],
  goals: [
    {
      id: 'g1',
      title: 'Trip',
      status: 'active',
      category: 'vacation',
      currency: 'USD',
      targetMinor: 100_000n,
      currentMinor: 0n,
      startDate: '2025-09-15',
      targetDate: '2026-09-15',
    },
    {
      id: 'g2',
      title: 'Old',
      status: 'archived',
      category: 'other',
      currency: 'USD',
      targetMinor: 100_000n,
      currentMinor: 5_000n,
      startDate: '2025-01-01',
      targetDate: '2026-12-01',
    },
  ],
  settings: { incomeMinor: null, expenseMinor: null },
};

describe('insights', () => {
  it('keeps the core view for every plan and only the most pressing recommendations', () => {
    const insights = buildInsights(snapshot, 'free');
    expect(insights.recommendationsTotal).toBeGreaterThan(freeRecommendationCount);
    expect(insights.recommendations).toHaveLength(freeRecommendationCount);
    // Two active months average 2500 in and 2350 out; 300 of cash covers 0.1 of a month.
    expect(insights.basis).toMatchObject({ monthlyIncome: '2500.00', monthlyExpenses: '2350.00', savingsRate: 6 });
    expect(insights.recommendations[0]).toMatchObject({
      kind: 'emergency_fund_low',
      priority: 'high',
      figures: expect.arrayContaining([{ name: 'shortfall', unit: 'money', value: '6750.00' }]),
    });
    expect(insights.goals.map((goal) => goal.title)).toEqual(['Trip']);
    expect(insights.trend).toHaveLength(6);
    expect(insights.projection).toMatchObject({ annualReturnPercent: 8, years: 5, monthlyContribution: '150.00' });
    // Archived goals still hold money: net worth counts it, as the dashboard does.
    expect(insights.projection.start).toBe('350.00');
    expect(insights.projection.points).toHaveLength(61);
  });

  it('names exactly three Premium parts', () => {
    expect(advancedInsightParts).toEqual(['categoryTrends', 'customProjection', 'allRecommendations']);
  });

  it('projects with the user’s own rate, years and contribution and lists every recommendation in the Premium part', () => {
    const query = advancedInsightsQuery.parse({ annualReturn: '5', years: '10', monthlyContribution: '250.50' });
    const advanced = buildAdvancedInsights(snapshot, { annualReturn: query.annualReturn, years: query.years, contributionMinor: 25_050n });
    expect(advanced.projection).toMatchObject({ annualReturnPercent: 5, years: 10, monthlyContribution: '250.50', contributed: '30410.00' });
    expect(advanced.projection.points).toHaveLength(121);
    expect(advanced.recommendations).toHaveLength(buildInsights(snapshot, 'premium').recommendationsTotal);
    expect(advanced.categoryTrends.months).toHaveLength(12);
    expect(advanced.categoryTrends.categories[0]).toMatchObject({ category: 'rent', total: '3000.00' });
  });

  it('refuses a rate, years or contribution out of range', () => {
    const result = advancedInsightsQuery.safeParse({ annualReturn: '31', years: '2.5', monthlyContribution: 'abc' });
    expect(result.error?.issues.map((issue) => inEnglish(issue.message))).toEqual([
      'Annual return must be a number from 0 to 30',
      'Years must be a whole number from 1 to 50',
      'Monthly contribution must be a valid amount',
    ]);
  });
});
