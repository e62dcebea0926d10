import type { BudgetLine } from './budget-rule';
import type { GoalStatus, TransactionType } from '../categories/categories';
import type { IsoDate } from '../shared/dates';
import { emergencyFund, type EmergencyFund } from './emergency-fund';
import { goalProgress, type GoalProgress } from '../goals/goals';
import { budgetRuleOf, keptPercent, monthlyBasis, type MonthlyBasis, type MonthlySettings, type MonthlyTotal } from './insight-figures';
import { projectionAnnualReturnPercent, projectionYears, type ProjectionInput } from '../investments/net-worth-projection';

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
 * What the dashboard, insights, investment advice and the assistant read about one user, all
 * in the user's currency except goals, which carry their own: the last twelve months of
 * rollups, all-time totals, every goal and the monthly income and expense from settings.
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

/**
 * Every figure that answers "where do I stand", defined once (decision 018). `basis` is a
 * typical month; the savings rate, the 50/30/20 lines, the emergency fund and the standard
 * projection all read it.
 */
export interface FinancialPosition {
  basis: MonthlyBasis;
  /** Percent of a typical month's income kept; null without income. */
  savingsRate: number | null;
  budgetRule: BudgetLine[];
  /** Cash on hand: income less spending less every transfer out of the account. */
  cashMinor: bigint;
  netWorthMinor: bigint;
  emergency: EmergencyFund;
  goals: (SnapshotGoal & { progress: GoalProgress })[];
}

function allTimeSum(snapshot: FinancialSnapshot, where: (row: FinancialSnapshot['allTime'][number]) => boolean): bigint {
  return snapshot.allTime.reduce((total, row) => (where(row) ? total + row.totalMinor : total), 0n);
}

/**
 * Net worth is cash plus what was transferred to savings and investments plus what the goals in
 * the user's currency hold (contributions and amounts saved before tracking began), so a
 * transfer never changes it. Liquid savings, which the emergency fund counts, are cash plus
 * transfers to savings plus what emergency goals hold.
 */
export function financialPosition(snapshot: FinancialSnapshot): FinancialPosition {
  const goals = snapshot.goals.map((goal) => ({ ...goal, progress: goalProgress({ ...goal, today: snapshot.today }) }));
  const ownCurrencyGoals = goals.filter((goal) => goal.currency === snapshot.currency);
  const ofType = (type: TransactionType) => allTimeSum(snapshot, (row) => row.type === type);
  const transfersTo = (category: string) => allTimeSum(snapshot, (row) => row.type === 'transfer' && row.category === category);
  const cashMinor = ofType('income') - ofType('expense') - ofType('transfer');
  const goalsMinor = ownCurrencyGoals.reduce((total, goal) => total + goal.currentMinor, 0n);
  const emergencyGoalsMinor = ownCurrencyGoals.filter((goal) => goal.category === 'emergency').reduce((total, goal) => total + goal.currentMinor, 0n);
  const basis = monthlyBasis(snapshot.monthly, snapshot.thisMonth, snapshot.settings);
  return {
    basis,
    savingsRate: keptPercent(basis.incomeMinor, basis.keptMinor),
    budgetRule: budgetRuleOf(basis),
    cashMinor,
    netWorthMinor: cashMinor + transfersTo('savings') + transfersTo('investment') + goalsMinor,
    emergency: emergencyFund(cashMinor + transfersTo('savings') + emergencyGoalsMinor, basis.expensesMinor),
    goals,
  };
}

/** What a typical month leaves over is added every month; a month that leaves nothing adds nothing. */
export function standardContributionMinor(position: FinancialPosition): bigint {
  return position.basis.keptMinor > 0n ? position.basis.keptMinor : 0n;
}

/** The standard projection (docs/product/limits.md#insights): net worth today, a typical month's surplus added monthly, 8% a year, 5 years. */
export function standardProjection(position: FinancialPosition): Required<ProjectionInput> {
  return {
    startMinor: position.netWorthMinor,
    monthlyContributionMinor: standardContributionMinor(position),
    annualReturnPercent: projectionAnnualReturnPercent,
    years: projectionYears,
  };
}
