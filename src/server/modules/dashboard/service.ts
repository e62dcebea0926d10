import type { Position } from '../../../domain/crypto/crypto';
import { dashboardFigures, type DashboardStats } from '../../../domain/dashboard/dashboard';
import type { IsoDate } from '../../../domain/shared/dates';
import { formatMinor } from '../../../domain/shared/money';
import type { Database } from '../../db/client';
import { heldPositions } from '../../shared/crypto-holdings';
import { financialSnapshot } from '../../shared/financial-snapshot';
import { otherCurrenciesAllTime } from '../../shared/other-currencies';
import { recentTransactions } from './recent-transactions';

/** Everything the overview reads from the database; only coin prices (and a rate for them) come later. */
export interface DashboardBase {
  stats: Omit<DashboardStats, 'cryptoPortfolio'>;
  /** The coins held, valued at current prices per answer. */
  positions: Position[];
  /** The zone and day the figures were computed for: "this month" moves with the day. */
  timezone: string;
  today: IsoDate;
}

/** The overview, from the same financial snapshot insights and investment advice read. */
export async function dashboardBase(db: Database, userId: string): Promise<DashboardBase> {
  const [snapshot, recent, otherCurrencies, positions] = await Promise.all([
    financialSnapshot(db, userId),
    recentTransactions(db, userId),
    otherCurrenciesAllTime(db, userId),
    heldPositions(db, userId),
  ]);
  const { currency } = snapshot;
  const figures = dashboardFigures(snapshot);
  const money = (value: bigint) => formatMinor(value, currency);
  const stats = {
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
    otherCurrencies,
  };
  return { stats, positions, timezone: snapshot.timezone, today: snapshot.today };
}
