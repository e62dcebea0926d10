import { dashboardFigures, type DashboardStats } from '../../../domain/dashboard/dashboard';
import { formatMinor } from '../../../domain/shared/money';
import type { Database } from '../../db/client';
import { financialSnapshot } from '../../shared/financial-snapshot';
import { recentTransactions } from './recent-transactions';

/** The overview, from the same financial snapshot insights and investment advice read. */
export async function dashboardStats(db: Database, userId: string): Promise<Omit<DashboardStats, 'otherCurrencies' | 'cryptoPortfolio'>> {
  const [snapshot, recent] = await Promise.all([financialSnapshot(db, userId), recentTransactions(db, userId)]);
  const { currency } = snapshot;
  const figures = dashboardFigures(snapshot);
  const money = (value: bigint) => formatMinor(value, currency);
  return {
    currency,
    month: snapshot.thisMonth,
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
    recentTransactions: recent,
  };
}
