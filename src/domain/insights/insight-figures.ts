import { budgetBucketOf, budgetRuleAllocation, percentOfIncome, type BudgetLine } from './budget-rule';
import type { TransactionType } from '../categories/categories';
import { addMonths, monthKey } from '../shared/dates';

/** One monthly rollup row in the user's currency; `month` is YYYY-MM. */
export interface MonthlyTotal {
  month: string;
  type: TransactionType;
  category: string;
  totalMinor: bigint;
}

/** Under this many months with any recorded money, the settings' monthly figures stand in. */
export const shortHistoryMonths = 3;

/** The recent window monthly averages are taken over: this month and the two before it. */
export const basisWindowMonths = 3;

export const basisSources = ['transactions', 'settings'] as const;
export type BasisSource = (typeof basisSources)[number];

/**
 * What a typical month looks like, the base of the 50/30/20 comparison, the projection's
 * contribution and the recommendations. `keptMinor` is income less spending: it includes
 * transfers to savings and goals as well as cash left in the account, so a user who saves
 * without recording transfers is still credited.
 */
export interface MonthlyBasis {
  source: BasisSource;
  monthsOfData: number;
  shortHistory: boolean;
  incomeMinor: bigint;
  expensesMinor: bigint;
  needsMinor: bigint;
  wantsMinor: bigint;
  keptMinor: bigint;
  /** 'assumed' when settings give the spending but nothing recorded says how it splits: all of it counts as needs. */
  needsWantsSplit: 'recorded' | 'assumed';
}

export interface MonthlySettings {
  incomeMinor: bigint | null;
  expenseMinor: bigint | null;
}

/** The months from `count − 1` months before `thisMonth` up to it, oldest first (YYYY-MM). */
export function monthsEndingAt(thisMonth: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => monthKey(addMonths(`${thisMonth}-01`, index - count + 1)));
}

function sumWhere(rows: MonthlyTotal[], where: (row: MonthlyTotal) => boolean): bigint {
  return rows.reduce((total, row) => (where(row) ? total + row.totalMinor : total), 0n);
}

/** Divides rounding half away from zero, so averages of minor units stay whole and unbiased. */
export function divideRounded(value: bigint, divisor: bigint): bigint {
  const half = divisor / 2n;
  return value >= 0n ? (value + half) / divisor : -((-value + half) / divisor);
}

/**
 * Recorded monthly averages over `months` (YYYY-MM), divided by the months among them that
 * have any money recorded: a question about one month gets that month, a question about a
 * period gets its typical month.
 */
export function recordedBasis(rows: MonthlyTotal[], months: string[]): MonthlyBasis {
  const monthsOfData = new Set(rows.filter((row) => row.totalMinor !== 0n).map((row) => row.month)).size;
  const window = new Set(months);
  const recent = rows.filter((row) => window.has(row.month));
  const activeMonths = BigInt(Math.max(new Set(recent.filter((row) => row.totalMinor !== 0n).map((row) => row.month)).size, 1));
  const average = (where: (row: MonthlyTotal) => boolean) => divideRounded(sumWhere(recent, where), activeMonths);
  const incomeMinor = average((row) => row.type === 'income');
  const expensesMinor = average((row) => row.type === 'expense');
  const needsMinor = average((row) => row.type === 'expense' && budgetBucketOf('expense', row.category) === 'needs');
  return {
    source: 'transactions',
    monthsOfData,
    shortHistory: monthsOfData < shortHistoryMonths,
    incomeMinor,
    expensesMinor,
    needsMinor,
    wantsMinor: expensesMinor - needsMinor,
    keptMinor: incomeMinor - expensesMinor,
    needsWantsSplit: 'recorded',
  };
}

/**
 * A typical month, the one basis of every figure that has no period of its own (decision 013):
 * the recorded averages over the recent window or, when fewer than three months hold any data
 * and settings give a monthly income or expense, those settings; recorded spending then only
 * decides the needs/wants split.
 */
export function monthlyBasis(rows: MonthlyTotal[], thisMonth: string, settings: MonthlySettings): MonthlyBasis {
  const recorded = recordedBasis(rows, monthsEndingAt(thisMonth, basisWindowMonths));
  const useSettings = recorded.shortHistory && (settings.incomeMinor !== null || settings.expenseMinor !== null);
  if (!useSettings) return recorded;
  const incomeMinor = settings.incomeMinor ?? recorded.incomeMinor;
  const expensesMinor = settings.expenseMinor ?? recorded.expensesMinor;
  const recordedExpenses = recorded.expensesMinor;
  const needsMinor = recordedExpenses > 0n ? divideRounded(expensesMinor * recorded.needsMinor, recordedExpenses) : expensesMinor;
  return {
    ...recorded,
    source: 'settings',
    incomeMinor,
    expensesMinor,
    needsMinor,
    wantsMinor: expensesMinor - needsMinor,
    keptMinor: incomeMinor - expensesMinor,
    needsWantsSplit: recordedExpenses > 0n ? 'recorded' : 'assumed',
  };
}

/**
 * The savings rate, wherever it is shown: percent of income kept (income less spending), one
 * decimal truncated toward zero; null without income.
 */
export function keptPercent(incomeMinor: bigint, keptMinor: bigint): number | null {
  return percentOfIncome(incomeMinor, keptMinor);
}

/**
 * The 50/30/20 comparison of a month: needs and wants as recorded, and savings as what was kept
 * (income less spending), so money saved without a recorded transfer counts too.
 */
export function budgetRuleOf(basis: MonthlyBasis): BudgetLine[] {
  return budgetRuleAllocation(basis.incomeMinor, { needs: basis.needsMinor, wants: basis.wantsMinor, savings: basis.keptMinor });
}

/** Change from `before` to `after` in percent, one decimal; null when there was nothing before. */
export function changePercent(before: bigint, after: bigint): number | null {
  if (before <= 0n) return null;
  return Number(((after - before) * 1000n) / before) / 10;
}

export interface CategorySpending {
  category: string;
  amountMinor: bigint;
  /** Share of this month's spending, one decimal. */
  sharePercent: number;
  lastMonthMinor: bigint;
  changePercent: number | null;
}

/** This month's spending per expense category, largest first, with last month beside it. */
export function spendingBreakdown(rows: MonthlyTotal[], thisMonth: string): { totalMinor: bigint; categories: CategorySpending[] } {
  const lastMonth = monthKey(addMonths(`${thisMonth}-01`, -1));
  const byCategory = new Map<string, { now: bigint; before: bigint }>();
  for (const row of rows) {
    if (row.type !== 'expense' || (row.month !== thisMonth && row.month !== lastMonth)) continue;
    const entry = byCategory.get(row.category) ?? { now: 0n, before: 0n };
    if (row.month === thisMonth) entry.now += row.totalMinor;
    else entry.before += row.totalMinor;
    byCategory.set(row.category, entry);
  }
  const totalMinor = [...byCategory.values()].reduce((total, entry) => total + entry.now, 0n);
  const categories = [...byCategory]
    .filter(([, entry]) => entry.now > 0n)
    .map(([category, entry]) => ({
      category,
      amountMinor: entry.now,
      sharePercent: Number((entry.now * 1000n) / totalMinor) / 10,
      lastMonthMinor: entry.before,
      changePercent: changePercent(entry.before, entry.now),
    }))
    .sort((a, b) => (a.amountMinor === b.amountMinor ? a.category.localeCompare(b.category) : a.amountMinor > b.amountMinor ? -1 : 1));
  return { totalMinor, categories };
}

export interface MonthTrendPoint {
  month: string;
  incomeMinor: bigint;
  expensesMinor: bigint;
  keptMinor: bigint;
}

/** Income, spending and what was kept in each of `months` (empty months count as zero). */
export function monthTrend(rows: MonthlyTotal[], months: string[]): MonthTrendPoint[] {
  return months.map((month) => {
    const inMonth = rows.filter((row) => row.month === month);
    const incomeMinor = sumWhere(inMonth, (row) => row.type === 'income');
    const expensesMinor = sumWhere(inMonth, (row) => row.type === 'expense');
    return { month, incomeMinor, expensesMinor, keptMinor: incomeMinor - expensesMinor };
  });
}

export interface CategoryTrend {
  category: string;
  totalMinor: bigint;
  /** One amount per month of the range, oldest first. */
  amountsMinor: bigint[];
}

/** Spending per expense category in each of `months`, categories with the most spent first. */
export function categoryTrends(rows: MonthlyTotal[], months: string[]): CategoryTrend[] {
  const index = new Map(months.map((month, position) => [month, position]));
  const byCategory = new Map<string, bigint[]>();
  for (const row of rows) {
    const position = index.get(row.month);
    if (row.type !== 'expense' || position === undefined) continue;
    const amounts = byCategory.get(row.category) ?? months.map(() => 0n);
    amounts[position] = (amounts[position] ?? 0n) + row.totalMinor;
    byCategory.set(row.category, amounts);
  }
  return [...byCategory]
    .map(([category, amountsMinor]) => ({ category, amountsMinor, totalMinor: amountsMinor.reduce((a, b) => a + b, 0n) }))
    .filter((trend) => trend.totalMinor > 0n)
    .sort((a, b) => (a.totalMinor === b.totalMinor ? a.category.localeCompare(b.category) : a.totalMinor > b.totalMinor ? -1 : 1));
}
