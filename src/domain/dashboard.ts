import { z } from 'zod';
import { needsCategories, type GoalStatus, type TransactionType } from './categories';
import type { GoalProgress } from './goals';
import { explainHealthScore, scoreBands, type HealthScore } from './health-score';
import { currencySchema, decimalAmountSchema } from './field-schemas';
import { otherCurrencyTotalsSchema } from './other-currencies';
import { transactionSchema } from './transactions';

/** Rollup totals per type and category, already narrowed to the periods the dashboard shows. */
export interface CategoryTotals {
  type: TransactionType;
  category: string;
  allTimeMinor: bigint;
  thisMonthMinor: bigint;
  lastMonthMinor: bigint;
  /** The health-score window: this month and the two before it. */
  windowMinor: bigint;
}

export interface DashboardGoal {
  status: GoalStatus;
  category: string;
  targetMinor: bigint;
  currentMinor: bigint;
  progress: GoalProgress;
}

export interface DashboardFigures {
  totalBalanceMinor: bigint;
  netWorthMinor: bigint;
  monthlyIncomeMinor: bigint;
  monthlyExpensesMinor: bigint;
  lastMonthIncomeMinor: bigint;
  lastMonthExpensesMinor: bigint;
  savingsRate: number;
  health: HealthScore;
  goals: { active: number; completed: number; archived: number; totalTargetMinor: bigint; totalSavedMinor: bigint };
}

function sum(totals: CategoryTotals[], pick: (row: CategoryTotals) => bigint, where: (row: CategoryTotals) => boolean): bigint {
  return totals.filter(where).reduce((total, row) => total + pick(row), 0n);
}

/** Percent of income kept, one decimal; 0 without income. */
export function savingsRatePercent(incomeMinor: bigint, expensesMinor: bigint): number {
  if (incomeMinor <= 0n) return 0;
  return Number(((incomeMinor - expensesMinor) * 1000n) / incomeMinor) / 10;
}

/**
 * Balance is cash on hand: income less spending less every transfer out of the account.
 * Net worth adds back what was transferred to savings and investments and what the goals hold
 * (contributions plus amounts saved before tracking began), so a transfer never changes it.
 */
export function dashboardFigures(totals: CategoryTotals[], goals: DashboardGoal[], windowMonths: number): DashboardFigures {
  const allTime = (row: CategoryTotals) => row.allTimeMinor;
  const isType = (type: TransactionType) => (row: CategoryTotals) => row.type === type;
  const isTransfer = (category: string) => (row: CategoryTotals) => row.type === 'transfer' && row.category === category;

  const totalBalanceMinor = sum(totals, allTime, isType('income')) - sum(totals, allTime, isType('expense')) - sum(totals, allTime, isType('transfer'));
  const savingsMinor = sum(totals, allTime, isTransfer('savings'));
  const investedMinor = sum(totals, allTime, isTransfer('investment'));
  const goalsSavedMinor = goals.reduce((total, goal) => total + goal.currentMinor, 0n);
  const emergencyGoalsMinor = goals.filter((goal) => goal.category === 'emergency').reduce((total, goal) => total + goal.currentMinor, 0n);

  const monthlyIncomeMinor = sum(totals, (row) => row.thisMonthMinor, isType('income'));
  const monthlyExpensesMinor = sum(totals, (row) => row.thisMonthMinor, isType('expense'));
  const unarchived = goals.filter((goal) => goal.status !== 'archived');

  const health = explainHealthScore({
    windowIncomeMinor: sum(totals, (row) => row.windowMinor, isType('income')),
    windowExpensesMinor: sum(totals, (row) => row.windowMinor, isType('expense')),
    windowNeedsMinor: sum(totals, (row) => row.windowMinor, (row) => row.type === 'expense' && needsCategories.includes(row.category)),
    windowMonths,
    liquidMinor: totalBalanceMinor + savingsMinor + emergencyGoalsMinor,
    goals: unarchived.map((goal) => ({ state: goal.progress.state, percent: goal.progress.percent, expectedPercent: goal.progress.expectedPercent })),
  });

  return {
    totalBalanceMinor,
    netWorthMinor: totalBalanceMinor + savingsMinor + investedMinor + goalsSavedMinor,
    monthlyIncomeMinor,
    monthlyExpensesMinor,
    lastMonthIncomeMinor: sum(totals, (row) => row.lastMonthMinor, isType('income')),
    lastMonthExpensesMinor: sum(totals, (row) => row.lastMonthMinor, isType('expense')),
    savingsRate: savingsRatePercent(monthlyIncomeMinor, monthlyExpensesMinor),
    health,
    goals: {
      active: goals.filter((goal) => goal.status === 'active').length,
      completed: goals.filter((goal) => goal.status === 'completed').length,
      archived: goals.filter((goal) => goal.status === 'archived').length,
      totalTargetMinor: unarchived.reduce((total, goal) => total + goal.targetMinor, 0n),
      totalSavedMinor: unarchived.reduce((total, goal) => total + goal.currentMinor, 0n),
    },
  };
}

const scoreComponentSchema = z.object({
  key: z.enum(['savingsRate', 'emergencyFund', 'essentials', 'goals']),
  label: z.string(),
  weight: z.number(),
  score: z.number().int(),
  points: z.number(),
  value: z.number().nullable(),
  target: z.number(),
  unit: z.enum(['percent', 'months']),
  hint: z.string(),
});

/** The score with its parts, as `explainHealthScore` gives it. */
const healthScoreSchema = z.object({
  score: z.number().int(),
  band: z.enum(scoreBands),
  components: z.array(scoreComponentSchema),
});

export const cryptoNetWorthSchema = z
  .object({
    value: decimalAmountSchema.nullable().meta({ description: 'The coins at current prices in US dollars; null when prices are unavailable' }),
    currency: z.literal('USD'),
    converted: decimalAmountSchema.nullable().meta({ description: 'The same in the user’s currency; null without a recent reference rate' }),
    rateDate: z.string().nullable().meta({ description: 'Date of the reference rate used, YYYY-MM-DD' }),
    includedInNetWorth: z.boolean(),
  })
  .nullable()
  .meta({ description: 'Crypto holdings: added to net worth when priced and in the user’s currency; null when the user holds no coins' });
export type CryptoNetWorth = NonNullable<z.infer<typeof cryptoNetWorthSchema>>;

export const dashboardStatsSchema = z.object({
  currency: currencySchema,
  month: z.string().meta({ description: 'The current month (YYYY-MM) in the user’s time zone' }),
  totalBalance: decimalAmountSchema.meta({ description: 'Cash on hand: all income less spending and transfers out' }),
  monthlyIncome: decimalAmountSchema,
  monthlyExpenses: decimalAmountSchema,
  monthlyNet: decimalAmountSchema,
  savingsRate: z.number().meta({ description: 'Percent of this month’s income kept, one decimal' }),
  netWorth: decimalAmountSchema.meta({ description: 'Balance plus savings, investments, what goals hold and crypto holdings when they can be valued in the user’s currency' }),
  healthScore: z.number().int().min(0).max(100),
  scoreBand: z.enum(scoreBands),
  scoreBreakdown: healthScoreSchema,
  previousMonth: z.object({ income: decimalAmountSchema, expenses: decimalAmountSchema }),
  goals: z.object({
    active: z.number().int(),
    completed: z.number().int(),
    archived: z.number().int(),
    totalTarget: decimalAmountSchema,
    totalSaved: decimalAmountSchema,
  }),
  recentTransactions: z.array(transactionSchema).meta({ description: 'The five newest transactions' }),
  otherCurrencies: otherCurrencyTotalsSchema,
  cryptoPortfolio: cryptoNetWorthSchema,
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
