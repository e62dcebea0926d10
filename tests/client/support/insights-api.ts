import type { FinancialSnapshot } from '@domain/insights/financial-position';
import { investmentProfileView, buildInvestmentRecommendations } from '@domain/investments/investment-advice';
import type { InvestmentProfile, InvestmentRecommendations } from '@domain/investments/investment-views';
import type { RiskAnswers } from '@domain/investments/investments';
import { buildAdvancedInsights, buildInsights, type AdvancedInsights, type Insights } from '@domain/insights/insights';
import { api } from './fake-api';
import { declareSession } from './session';
import { declareNoBudgets } from './budgets-api';

/**
 * Figures as the server computes them: the answers are built by the same domain functions
 * from a snapshot, so the screens are tested against realistic, consistent data.
 */
export function makeSnapshot(overrides: Partial<FinancialSnapshot> = {}): FinancialSnapshot {
  return {
    currency: 'USD',
    thisMonth: '2026-03',
    today: '2026-03-15',
    monthly: [],
    allTime: [],
    goals: [],
    settings: { incomeMinor: null, expenseMinor: null },
    ...overrides,
  };
}

/** Three months of salary and rent, dining that doubles this month, shopping well over the wants share. */
export function busySnapshot(): FinancialSnapshot {
  const months = ['2026-01', '2026-02', '2026-03'];
  return makeSnapshot({
    monthly: [
      ...months.flatMap((month) => [
        { month, type: 'income' as const, category: 'salary', totalMinor: 400_000n },
        { month, type: 'expense' as const, category: 'rent', totalMinor: 150_000n },
        { month, type: 'expense' as const, category: 'shopping', totalMinor: 120_000n },
      ]),
      { month: '2026-02', type: 'expense', category: 'dining', totalMinor: 20_000n },
      { month: '2026-03', type: 'expense', category: 'dining', totalMinor: 60_000n },
    ],
    allTime: [
      { type: 'income', category: 'salary', totalMinor: 1_200_000n },
      { type: 'expense', category: 'rent', totalMinor: 450_000n },
      { type: 'expense', category: 'shopping', totalMinor: 360_000n },
      { type: 'expense', category: 'dining', totalMinor: 80_000n },
    ],
    goals: [
      {
        id: 'goal-1',
        title: 'New bike',
        status: 'active',
        category: 'other',
        currency: 'USD',
        targetMinor: 100_000n,
        currentMinor: 10_000n,
        startDate: '2025-09-15',
        targetDate: '2026-09-15',
      },
    ],
  });
}

export function makeInsights(snapshot = busySnapshot(), plan: 'free' | 'premium' = 'free'): Insights {
  return { ...buildInsights(snapshot, plan), otherCurrencies: [] };
}

export function makeAdvancedInsights(snapshot = busySnapshot(), query: Parameters<typeof buildAdvancedInsights>[1] = {}): AdvancedInsights {
  return buildAdvancedInsights(snapshot, query);
}

export function declareInsightsApi(insights: Insights, advanced?: (query: URLSearchParams) => AdvancedInsights) {
  declareSession();
  declareNoBudgets();
  api.use({ 'GET /api/insights': () => insights });
  if (advanced) api.use({ 'GET /api/insights/advanced': ({ query }) => advanced(query) });
  return { calls: api.calls };
}

export const growthAnswers: RiskAnswers = {
  age: '30_44',
  horizon: '7_to_15',
  marketDrop: 'hold',
  objective: 'balanced_growth',
  experience: 'experienced',
  incomeStability: 'stable',
};

/** GET answers the stored profile and the advice from `snapshot`; PUT stores the answers and the advice follows them. */
export function declareInvestmentsApi(snapshot: FinancialSnapshot, answers: RiskAnswers | null = null) {
  let stored = answers;
  declareSession();
  api.use({
    'GET /api/investments/profile': (): InvestmentProfile => investmentProfileView(stored, stored ? new Date('2026-03-01T10:00:00Z') : null),
    'PUT /api/investments/profile': ({ body }): InvestmentProfile => {
      stored = body as RiskAnswers;
      return investmentProfileView(stored, new Date('2026-03-15T10:00:00Z'));
    },
    'GET /api/investments/recommendations': (): InvestmentRecommendations => ({ ...buildInvestmentRecommendations(snapshot, stored), otherCurrencies: [] }),
  });
  return { calls: api.calls };
}
