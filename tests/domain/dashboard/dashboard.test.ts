import { describe, expect, it } from 'vitest';
import { dashboardFigures } from '../../../src/domain/dashboard/dashboard';
import type { FinancialSnapshot } from '../../../src/domain/insights/financial-position';
import { buildInsights } from '../../../src/domain/insights/insights';

const snapshot: FinancialSnapshot = {
  currency: 'USD',
  thisMonth: '2025-02',
  today: '2025-02-01',
  monthly: [
    { month: '2025-01', type: 'income', category: 'salary', totalMinor: 500_000n },
    { month: '2025-01', type: 'expense', category: 'rent', totalMinor: 150_000n },
    { month: '2025-02', type: 'income', category: 'salary', totalMinor: 500_000n },
    { month: '2025-02', type: 'expense', category: 'rent', totalMinor: 150_000n },
    { month: '2025-02', type: 'expense', category: 'dining', totalMinor: 50_000n },
  ],
  allTime: [
    { type: 'income', category: 'salary', totalMinor: 1_000_000n },
    { type: 'expense', category: 'rent', totalMinor: 300_000n },
    { type: 'expense', category: 'dining', totalMinor: 100_000n },
    { type: 'transfer', category: 'savings', totalMinor: 100_000n },
    { type: 'transfer', category: 'goal_contribution', totalMinor: 50_000n },
  ],
  goals: [
    {
      id: 'g1',
      title: 'Trip',
      status: 'active',
      category: 'vacation',
      currency: 'USD',
      targetMinor: 200_000n,
      currentMinor: 80_000n,
      startDate: '2025-01-01',
      targetDate: '2026-01-01',
    },
    {
      id: 'g2',
      title: 'Ski',
      status: 'active',
      category: 'vacation',
      currency: 'EUR',
      targetMinor: 900_000n,
      currentMinor: 90_000n,
      startDate: '2025-01-01',
      targetDate: '2026-01-01',
    },
  ],
  settings: { incomeMinor: null, expenseMinor: null },
};

describe('dashboard figures', () => {
  it('counts cash on hand after spending and transfers, and net worth including savings and goals in the user’s currency', () => {
    const figures = dashboardFigures(snapshot);
    expect(figures.totalBalanceMinor).toBe(450_000n);
    expect(figures.netWorthMinor).toBe(450_000n + 100_000n + 80_000n);
    expect(figures.monthlyIncomeMinor).toBe(500_000n);
    expect(figures.monthlyExpensesMinor).toBe(200_000n);
    expect(figures.lastMonthExpensesMinor).toBe(150_000n);
    expect(figures.goals).toMatchObject({ active: 1, totalTargetMinor: 200_000n, totalSavedMinor: 80_000n });
  });

  it('shows the savings rate, emergency fund and essentials of the typical month AI insights show', () => {
    const figures = dashboardFigures(snapshot);
    const insights = buildInsights(snapshot, 'free');
    // Two months: 5,000 in and 1,750 out a month on average, 65% kept; this month alone kept 60%.
    expect(figures.savingsRate).toBe(65);
    expect(figures.savingsRate).toBe(insights.basis.savingsRate);
    const component = (key: string) => figures.health.components.find((part) => part.key === key);
    expect(component('savingsRate')?.value).toBe(65);
    expect(component('emergencyFund')).toMatchObject({ value: insights.emergencyFund.months, target: insights.emergencyFund.targetMonths });
    expect(component('essentials')?.value).toBe(insights.budgetRule.lines.find((line) => line.bucket === 'needs')?.actualPercent);
  });

  it('has no savings rate without income', () => {
    expect(dashboardFigures({ ...snapshot, monthly: [], allTime: [] }).savingsRate).toBeNull();
  });
});
