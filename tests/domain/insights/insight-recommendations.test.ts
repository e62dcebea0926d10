import { describe, expect, it } from 'vitest';
import type { GoalProgress } from '../../../src/domain/goals/goals';
import type { MonthlyBasis } from '../../../src/domain/insights/insight-figures';
import { emergencyFund } from '../../../src/domain/insights/emergency-fund';
import { recommendations, type RecommendationInput } from '../../../src/domain/insights/insight-recommendations';

const basis = (incomeMinor: bigint, needsMinor: bigint, wantsMinor: bigint): MonthlyBasis => ({
  source: 'transactions',
  monthsOfData: 6,
  shortHistory: false,
  incomeMinor,
  expensesMinor: needsMinor + wantsMinor,
  needsMinor,
  wantsMinor,
  keptMinor: incomeMinor - needsMinor - wantsMinor,
  needsWantsSplit: 'recorded',
});

const healthy: RecommendationInput = {
  currency: 'USD',
  basis: basis(500_000n, 200_000n, 100_000n),
  spending: [],
  emergency: emergencyFund(2_000_000n, 300_000n),
  goals: [],
};

const figures = (input: RecommendationInput, kind: string) => {
  const found = recommendations(input).find((item) => item.kind === kind);
  return found ? Object.fromEntries(found.figures.map((figure) => [figure.name, figure.value])) : undefined;
};

const behind: GoalProgress = {
  percent: 10,
  expectedPercent: 50,
  state: 'behind',
  remainingMinor: 90_000n,
  neededPerMonthMinor: 15_000n,
  daysLeft: 170,
  monthsLeft: 6,
  overdue: false,
};

describe('recommendations', () => {
  it('suggests putting the surplus to work when saving 20% with a funded emergency fund', () => {
    expect(recommendations(healthy).map((item) => item.kind)).toEqual(['invest_surplus']);
    expect(figures(healthy, 'invest_surplus')).toMatchObject({ monthlySurplus: 200_000n, years: 5, annualReturn: 8 });
  });

  it('flags a savings rate under 20% with the extra needed each month', () => {
    const input = { ...healthy, basis: basis(500_000n, 300_000n, 140_000n) };
    expect(figures(input, 'low_savings_rate')).toEqual({ savingsRate: 12, targetRate: 20, monthlyIncome: 500_000n, extraSavingsNeeded: 40_000n });
  });

  it('puts spending more than earned first, with the deficit', () => {
    const input = { ...healthy, basis: basis(300_000n, 250_000n, 100_000n) };
    expect(recommendations(input)[0]!.kind).toBe('spending_exceeds_income');
    expect(figures(input, 'spending_exceeds_income')).toMatchObject({ deficit: 50_000n });
  });

  it('flags a category up more than 25% on last month and leaves 25% alone', () => {
    const input = {
      ...healthy,
      spending: [
        { category: 'dining', amountMinor: 30_000n, sharePercent: 50, lastMonthMinor: 20_000n, changePercent: 50 },
        { category: 'rent', amountMinor: 25_000n, sharePercent: 50, lastMonthMinor: 20_000n, changePercent: 25 },
      ],
    };
    const spikes = recommendations(input).filter((item) => item.kind === 'category_increase');
    expect(spikes.map((item) => item.subject)).toEqual(['dining']);
    expect(figures(input, 'category_increase')).toEqual({ thisMonth: 30_000n, lastMonth: 20_000n, change: 50 });
  });

  it('flags an emergency fund under three months with the shortfall', () => {
    const input = { ...healthy, emergency: emergencyFund(450_000n, 300_000n) };
    expect(figures(input, 'emergency_fund_low')).toEqual({ months: 1.5, targetMonths: 3, liquidSavings: 450_000n, monthlyExpenses: 300_000n, shortfall: 450_000n });
    expect(figures(input, 'invest_surplus')).toBeUndefined();
  });

  it('names a goal behind schedule with what it needs each month, in the goal’s currency', () => {
    const input = { ...healthy, goals: [{ id: 'g1', title: 'Car', currency: 'EUR', targetDate: '2027-01-01', progress: behind }] };
    const goal = recommendations(input).find((item) => item.kind === 'goal_behind')!;
    expect(goal).toMatchObject({ subject: 'Car', goalId: 'g1', currency: 'EUR', priority: 'medium' });
    expect(figures(input, 'goal_behind')).toMatchObject({ neededPerMonth: 15_000n, remaining: 90_000n, progress: 10, expectedProgress: 50 });
  });

  it('flags wants over 30% of income with the excess', () => {
    const input = { ...healthy, basis: basis(500_000n, 100_000n, 200_000n) };
    expect(figures(input, 'wants_over_target')).toEqual({ share: 40, targetShare: 30, amount: 200_000n, targetAmount: 150_000n, excess: 50_000n });
  });

  it('orders by priority: high before medium before low', () => {
    const input = { ...healthy, basis: basis(500_000n, 300_000n, 180_000n), emergency: emergencyFund(100_000n, 480_000n) };
    const priorities = recommendations(input).map((item) => item.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => ['high', 'medium', 'low'].indexOf(a) - ['high', 'medium', 'low'].indexOf(b)));
    expect(recommendations(input)[0]!.kind).toBe('emergency_fund_low');
  });

  it('says nothing without any income or spending', () => {
    expect(recommendations({ ...healthy, basis: basis(0n, 0n, 0n), emergency: emergencyFund(0n, 0n) })).toEqual([]);
  });
});
