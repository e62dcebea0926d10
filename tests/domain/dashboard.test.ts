import { describe, expect, it } from 'vitest';
import { dashboardFigures, savingsRatePercent, type CategoryTotals } from '../../src/domain/dashboard';
import { goalProgress } from '../../src/domain/goals';

const totals = (type: CategoryTotals['type'], category: string, allTime: bigint, thisMonth = 0n): CategoryTotals => ({
  type,
  category,
  allTimeMinor: allTime,
  thisMonthMinor: thisMonth,
  lastMonthMinor: 0n,
  windowMinor: thisMonth,
});

describe('dashboard figures', () => {
  const rows = [
    totals('income', 'salary', 1_000_000n, 500_000n),
    totals('expense', 'rent', 300_000n, 150_000n),
    totals('expense', 'dining', 100_000n, 50_000n),
    totals('transfer', 'savings', 100_000n),
    totals('transfer', 'goal_contribution', 50_000n),
  ];
  const goal = {
    status: 'active' as const,
    category: 'vacation',
    targetMinor: 200_000n,
    currentMinor: 80_000n,
    progress: goalProgress({ targetMinor: 200_000n, currentMinor: 80_000n, status: 'active', startDate: '2025-01-01', targetDate: '2026-01-01', today: '2025-02-01' }),
  };

  it('counts cash on hand after spending and transfers, and net worth including savings and goals', () => {
    const figures = dashboardFigures(rows, [goal], 1);
    expect(figures.totalBalanceMinor).toBe(450_000n);
    expect(figures.netWorthMinor).toBe(450_000n + 100_000n + 80_000n);
    expect(figures.monthlyIncomeMinor).toBe(500_000n);
    expect(figures.monthlyExpensesMinor).toBe(200_000n);
    expect(figures.savingsRate).toBe(60);
    expect(figures.goals).toMatchObject({ active: 1, totalTargetMinor: 200_000n, totalSavedMinor: 80_000n });
  });

  it('reports the savings rate to one decimal and 0 without income', () => {
    expect(savingsRatePercent(300_000n, 100_000n)).toBe(66.6);
    expect(savingsRatePercent(0n, 100_000n)).toBe(0);
    expect(savingsRatePercent(100n, 150n)).toBe(-50);
  });
});
