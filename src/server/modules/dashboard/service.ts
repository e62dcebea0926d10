import { dashboardFigures, type CategoryTotals, type DashboardStats } from '../../../domain/dashboard';
import { addMonths, todayInZone } from '../../../domain/dates';
import { goalProgress } from '../../../domain/goals';
import { formatMinor } from '../../../domain/money';
import type { Database } from '../../db/client';
import { unauthenticated } from '../../http/app-error';
import { dashboardSnapshot } from './snapshot';

export async function dashboardStats(db: Database, userId: string): Promise<Omit<DashboardStats, 'otherCurrencies' | 'cryptoPortfolio'>> {
  const snapshot = await dashboardSnapshot(db, userId);
  if (!snapshot) throw unauthenticated();
  const { currency, timezone, thisMonth } = snapshot;
  const today = todayInZone(timezone);

  const lastMonth = addMonths(thisMonth, -1);
  const byCategory = new Map<string, CategoryTotals>();
  const windowMonths = new Set<string>();
  for (const row of snapshot.figures) {
    const key = `${row.type}:${row.category}`;
    const entry = byCategory.get(key) ?? { type: row.type, category: row.category, allTimeMinor: 0n, thisMonthMinor: 0n, lastMonthMinor: 0n, windowMinor: 0n };
    const amount = BigInt(row.total);
    if (row.period === 'all') {
      entry.allTimeMinor += amount;
    } else {
      windowMonths.add(row.period);
      entry.windowMinor += amount;
      if (row.period === thisMonth) entry.thisMonthMinor += amount;
      if (row.period === lastMonth) entry.lastMonthMinor += amount;
    }
    byCategory.set(key, entry);
  }
  const categoryTotals = [...byCategory.values()];
  const goals = snapshot.goals
    .filter((goal) => goal.currency === currency)
    .map((goal) => ({
      status: goal.status,
      category: goal.category,
      targetMinor: goal.targetMinor,
      currentMinor: goal.currentMinor,
      progress: goalProgress({ ...goal, today }),
    }));

  const figures = dashboardFigures(categoryTotals, goals, Math.max(windowMonths.size, 1));
  const money = (value: bigint) => formatMinor(value, currency);
  return {
    currency,
    month: thisMonth.slice(0, 7),
    totalBalance: money(figures.totalBalanceMinor),
    monthlyIncome: money(figures.monthlyIncomeMinor),
    monthlyExpenses: money(figures.monthlyExpensesMinor),
    monthlyNet: money(figures.monthlyIncomeMinor - figures.monthlyExpensesMinor),
    savingsRate: figures.savingsRate,
    netWorth: money(figures.netWorthMinor),
    healthScore: figures.health.score,
    scoreBand: figures.health.band,
    scoreBreakdown: figures.health,
    previousMonth: { income: money(figures.lastMonthIncomeMinor), expenses: money(figures.lastMonthExpensesMinor) },
    goals: {
      active: figures.goals.active,
      completed: figures.goals.completed,
      archived: figures.goals.archived,
      totalTarget: money(figures.goals.totalTargetMinor),
      totalSaved: money(figures.goals.totalSavedMinor),
    },
    recentTransactions: snapshot.recent,
  };
}
