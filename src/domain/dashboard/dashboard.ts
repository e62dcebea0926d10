import { z } from 'zod';
import { addMonths, monthKey } from '../shared/dates';
import { financialPosition, type FinancialSnapshot } from '../insights/financial-position';
import { explainHealthScore, scoreBands, type HealthScore } from './health-score';
import { currencySchema, decimalAmountSchema } from '../shared/field-schemas';
import { otherCurrencyTotalsSchema } from '../currency/other-currencies';
import { transactionSchema } from '../transactions/transactions';

export interface DashboardFigures {
  totalBalanceMinor: bigint;
  netWorthMinor: bigint;
  monthlyIncomeMinor: bigint;
  monthlyExpensesMinor: bigint;
  lastMonthIncomeMinor: bigint;
  lastMonthExpensesMinor: bigint;
  /** The savings rate of a typical month, as AI insights show it; null without income. */
  savingsRate: number | null;
  health: HealthScore;
  goals: { active: number; completed: number; archived: number; totalTargetMinor: bigint; totalSavedMinor: bigint };
}

/**
 * The overview: this month's and last month's income and spending as recorded, and every
 * figure about where the user stands (balance, net worth, savings rate, health score) from the
 * one financial position the other screens read too.
 */
export function dashboardFigures(snapshot: FinancialSnapshot): DashboardFigures {
  const position = financialPosition(snapshot);
  const lastMonth = monthKey(addMonths(`${snapshot.thisMonth}-01`, -1));
  const inMonth = (month: string, type: 'income' | 'expense') =>
    snapshot.monthly.reduce((total, row) => (row.month === month && row.type === type ? total + row.totalMinor : total), 0n);
  const ownCurrencyGoals = position.goals.filter((goal) => goal.currency === snapshot.currency);
  const unarchived = ownCurrencyGoals.filter((goal) => goal.status !== 'archived');

  const health = explainHealthScore({
    position,
    goals: unarchived.map((goal) => ({ state: goal.progress.state, percent: goal.progress.percent, expectedPercent: goal.progress.expectedPercent })),
  });

  return {
    totalBalanceMinor: position.cashMinor,
    netWorthMinor: position.netWorthMinor,
    monthlyIncomeMinor: inMonth(snapshot.thisMonth, 'income'),
    monthlyExpensesMinor: inMonth(snapshot.thisMonth, 'expense'),
    lastMonthIncomeMinor: inMonth(lastMonth, 'income'),
    lastMonthExpensesMinor: inMonth(lastMonth, 'expense'),
    savingsRate: position.savingsRate,
    health,
    goals: {
      active: ownCurrencyGoals.filter((goal) => goal.status === 'active').length,
      completed: ownCurrencyGoals.filter((goal) => goal.status === 'completed').length,
      archived: ownCurrencyGoals.filter((goal) => goal.status === 'archived').length,
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
  savingsRate: z.number().nullable().meta({ description: 'Percent of a typical month’s income kept, one decimal, as in GET /insights (`basis.savingsRate`); null without income' }),
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
