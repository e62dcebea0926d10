import type { GoalStatus, TransactionType } from './categories';
import { dashboardFigures } from './dashboard';
import type { IsoDate } from './dates';
import { goalProgress, type GoalProgress } from './goals';
import { monthlyBasis, type MonthlyBasis, type MonthlySettings, type MonthlyTotal } from './insight-figures';
import { emergencyFund, type EmergencyFund } from './insight-recommendations';

export interface SnapshotGoal {
  id: string;
  title: string;
  status: GoalStatus;
  category: string;
  currency: string;
  targetMinor: bigint;
  currentMinor: bigint;
  startDate: IsoDate;
  targetDate: IsoDate;
}

/**
 * What insights and investment advice read about one user, all in the user's currency except
 * goals, which carry their own: the last twelve months of rollups, all-time totals, goals that
 * are not archived and the monthly income and expense from settings.
 */
export interface FinancialSnapshot {
  currency: string;
  /** YYYY-MM in the user's time zone. */
  thisMonth: string;
  today: IsoDate;
  monthly: MonthlyTotal[];
  allTime: { type: TransactionType; category: string; totalMinor: bigint }[];
  goals: SnapshotGoal[];
  settings: MonthlySettings;
}

export interface FinancialPosition {
  basis: MonthlyBasis;
  netWorthMinor: bigint;
  emergency: EmergencyFund;
  goals: (SnapshotGoal & { progress: GoalProgress })[];
}

/**
 * Net worth and liquid savings by the dashboard's definitions (so the two screens agree):
 * liquid is cash on hand plus transfers to savings plus what emergency goals hold.
 */
export function financialPosition(snapshot: FinancialSnapshot): FinancialPosition {
  const goals = snapshot.goals.map((goal) => ({ ...goal, progress: goalProgress({ ...goal, today: snapshot.today }) }));
  const ownCurrencyGoals = goals.filter((goal) => goal.currency === snapshot.currency);
  const totals = snapshot.allTime.map((row) => ({ ...row, allTimeMinor: row.totalMinor, thisMonthMinor: 0n, lastMonthMinor: 0n, windowMinor: 0n }));
  const figures = dashboardFigures(totals, ownCurrencyGoals, 1);
  const savingsMinor = snapshot.allTime.filter((row) => row.type === 'transfer' && row.category === 'savings').reduce((total, row) => total + row.totalMinor, 0n);
  const emergencyGoalsMinor = ownCurrencyGoals.filter((goal) => goal.category === 'emergency').reduce((total, goal) => total + goal.currentMinor, 0n);
  const basis = monthlyBasis(snapshot.monthly, snapshot.thisMonth, snapshot.settings);
  return {
    basis,
    netWorthMinor: figures.netWorthMinor,
    emergency: emergencyFund(figures.totalBalanceMinor + savingsMinor + emergencyGoalsMinor, basis.expensesMinor),
    goals,
  };
}
