import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  averageBudgets,
  averageMonths,
  budgetMessages,
  categoryFigures,
  reachedThresholds,
  rolloverLookbackMonths,
  ruleBudgets,
  shiftMonth,
  type BudgetActionAnswer,
  type BudgetAlert,
  type BudgetLine,
  type BudgetMonth,
  type BudgetsFromRuleInput,
  type DismissBudgetAlertsInput,
  type SetBudgetInput,
} from '../../../domain/budgets/budgets';
import { customCategoryIdOf, customCategoryKey, expenseCategories } from '../../../domain/categories/categories';
import { monthKey, todayInZone } from '../../../domain/shared/dates';
import { formatMinor } from '../../../domain/shared/money';
import type { Database } from '../../db/client';
import { budgetAlerts, budgets, customCategories, transactionMonthlyRollups } from '../../db/schema/index';
import { fieldError, notFound, unauthenticated } from '../../http/app-error';
import { minorOrFail, ownerSettings } from '../../shared/owner-settings';

type Reader = Pick<Database, 'select'>;

const firstDay = (month: string) => `${month}-01`;

/** 400 on `category` unless it is a built-in expense category or one of the user's own expense categories. */
async function requireBudgetCategory(db: Reader, userId: string, category: string): Promise<void> {
  if ((expenseCategories as readonly string[]).includes(category)) return;
  const id = customCategoryIdOf(category);
  if (id !== null) {
    const [row] = await db
      .select({ type: customCategories.type })
      .from(customCategories)
      .where(and(eq(customCategories.userId, userId), eq(customCategories.id, id)));
    if (row?.type === 'expense') return;
  }
  throw fieldError('category', budgetMessages.categoryInvalid);
}

/** The categories a budget may be set for: built-in expense ones and the user's own expense ones. */
async function budgetableCategories(db: Reader, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: customCategories.id })
    .from(customCategories)
    .where(and(eq(customCategories.userId, userId), eq(customCategories.type, 'expense')));
  return new Set<string>([...expenseCategories, ...rows.map((row) => customCategoryKey(row.id))]);
}

/** Expense (and income) totals per month and category from the rollups, in the account currency. */
async function rollupTotals(db: Reader, userId: string, currency: string, from: string, to: string) {
  const r = transactionMonthlyRollups;
  return db
    .select({ month: r.month, type: r.type, category: r.category, total: r.totalMinor })
    .from(r)
    .where(and(eq(r.userId, userId), eq(r.currency, currency), inArray(r.type, ['expense', 'income']), gte(r.month, firstDay(from)), lte(r.month, firstDay(to))))
    .prepare('budgets_rollups')
    .execute();
}

/** What each category spent in total over the `averageMonths` months before `month`. */
async function spentBefore(db: Reader, userId: string, currency: string, month: string): Promise<Map<string, bigint>> {
  const rows = await rollupTotals(db, userId, currency, shiftMonth(month, -averageMonths), shiftMonth(month, -1));
  const spent = new Map<string, bigint>();
  for (const row of rows) if (row.type === 'expense') spent.set(row.category, (spent.get(row.category) ?? 0n) + row.total);
  return spent;
}

interface MonthData {
  currency: string;
  timezone: string;
  rows: { month: string; category: string; amountMinor: bigint; rollover: boolean }[];
  totals: { month: string; type: 'expense' | 'income'; category: string; total: bigint }[];
  alertRows: { category: string; threshold: number; createdAt: Date; dismissedAt: Date | null }[];
}

interface MonthRow {
  kind: 'settings' | 'budget' | 'expense' | 'income' | 'alert';
  month: string | null;
  category: string;
  value: string | null;
  flag: boolean | null;
}

/**
 * Everything a month's answer needs in one round trip (the busiest budgets read): the account's
 * currency and zone, the budgets and the rollups of `from`..`to` in that currency, and the
 * month's alerts. Prepared once per connection, as the transactions page is.
 */
async function readMonth(db: Database, userId: string, from: string, month: string): Promise<MonthData> {
  const { rows } = await db.$client.query<MonthRow>({
    name: 'budgets_month',
    text: `with owner as (select currency, timezone from users where id = $1)
      select 'settings' as kind, null as month, currency as category, timezone as value, null::boolean as flag from owner
      union all
      select 'budget', month::text, category, amount_minor::text, rollover from budgets
        where user_id = $1 and month between $2::date and $3::date
      union all
      select r.type, r.month::text, r.category, r.total_minor::text, null from transaction_monthly_rollups r
        where r.user_id = $1 and r.currency = (select currency from owner) and r.type in ('expense', 'income') and r.month between $2::date and $3::date
      union all
      select 'alert', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), category, threshold::text, dismissed_at is not null from budget_alerts
        where user_id = $1 and month = $3::date`,
    values: [userId, firstDay(from), firstDay(month)],
  });
  const data: MonthData = { currency: '', timezone: 'UTC', rows: [], totals: [], alertRows: [] };
  let found = false;
  for (const row of rows) {
    if (row.kind === 'settings') {
      found = true;
      data.currency = row.category;
      data.timezone = row.value ?? 'UTC';
    } else if (row.kind === 'budget') data.rows.push({ month: row.month!, category: row.category, amountMinor: BigInt(row.value!), rollover: row.flag === true });
    else if (row.kind === 'alert')
      data.alertRows.push({ category: row.category, threshold: Number(row.value), createdAt: new Date(row.month!), dismissedAt: row.flag ? new Date(0) : null });
    else data.totals.push({ month: row.month!, type: row.kind, category: row.category, total: BigInt(row.value!) });
  }
  if (!found) throw unauthenticated();
  return data;
}

/**
 * A month's budgets with what was spent, carried and left, the totals and the month's income.
 * Reads budgets and rollups of the month and the `rolloverLookbackMonths` before it (a handful of
 * rows whatever the history), raises the month's missing 80% / 100% alerts once, and answers the
 * ones not dismissed.
 */
export async function budgetMonth(db: Database, userId: string, requested?: string): Promise<BudgetMonth> {
  const month = requested ?? monthKey((await ownerSettings(db, userId)).today);
  const { currency, timezone, rows, totals, alertRows } = await readMonth(db, userId, shiftMonth(month, -rolloverLookbackMonths), month);
  const today = todayInZone(timezone);

  const budgetOf = new Map(rows.map((row) => [`${monthKey(row.month)}|${row.category}`, row]));
  const spentOf = new Map<string, bigint>();
  let incomeMinor = 0n;
  for (const row of totals) {
    const key = monthKey(row.month);
    if (row.type === 'income') {
      if (key === month) incomeMinor += row.total;
    } else spentOf.set(`${key}|${row.category}`, (spentOf.get(`${key}|${row.category}`) ?? 0n) + row.total);
  }

  const current = rows.filter((row) => monthKey(row.month) === month).sort((a, b) => a.category.localeCompare(b.category));
  const money = (minor: bigint) => formatMinor(minor, currency);
  const sums = { budgeted: 0n, spent: 0n, available: 0n, carried: 0n };
  const reached: { category: string; threshold: number; percent: number }[] = [];
  const percentOf = new Map<string, number>();
  const lines: BudgetLine[] = current.map((row) => {
    const figures = categoryFigures(
      month,
      (key) => budgetOf.get(`${key}|${row.category}`),
      (key) => spentOf.get(`${key}|${row.category}`) ?? 0n,
    );
    sums.budgeted += figures.budgetedMinor;
    sums.spent += figures.spentMinor;
    sums.available += figures.availableMinor;
    sums.carried += figures.carriedMinor;
    percentOf.set(row.category, figures.percent);
    for (const threshold of reachedThresholds(figures)) reached.push({ category: row.category, threshold, percent: figures.percent });
    return {
      category: row.category,
      budgeted: money(figures.budgetedMinor),
      spent: money(figures.spentMinor),
      carried: money(figures.carriedMinor),
      available: money(figures.availableMinor),
      over: money(figures.overMinor),
      percent: figures.percent,
      rollover: row.rollover,
    };
  });

  // Alerts are raised for months that have begun, once per category and threshold.
  const known = new Set(alertRows.map((alert) => `${alert.category}|${alert.threshold}`));
  const missing = month <= monthKey(today) ? reached.filter((alert) => !known.has(`${alert.category}|${alert.threshold}`)) : [];
  const raised = missing.length
    ? await db
        .insert(budgetAlerts)
        .values(missing.map((alert) => ({ userId, month: firstDay(month), category: alert.category, threshold: alert.threshold })))
        .onConflictDoNothing()
        .returning({ category: budgetAlerts.category, threshold: budgetAlerts.threshold, createdAt: budgetAlerts.createdAt, dismissedAt: budgetAlerts.dismissedAt })
    : [];
  const alerts: BudgetAlert[] = [...alertRows, ...raised]
    .filter((alert) => alert.dismissedAt === null && percentOf.has(alert.category))
    .sort((a, b) => b.threshold - a.threshold || a.category.localeCompare(b.category))
    .map((alert) => ({ month, category: alert.category, threshold: alert.threshold, percent: percentOf.get(alert.category) ?? 0, createdAt: alert.createdAt.toISOString() }));

  return {
    month,
    currency,
    income: money(incomeMinor),
    budgets: lines,
    totals: { budgeted: money(sums.budgeted), spent: money(sums.spent), available: money(sums.available), carried: money(sums.carried), income: money(incomeMinor) },
    alerts,
  };
}

/** Sets (creates or changes) one category's budget for a month, in the account currency. */
export async function setBudget(db: Database, userId: string, month: string, category: string, input: SetBudgetInput): Promise<BudgetMonth> {
  await saveBudget(db, userId, month, category, input);
  return budgetMonth(db, userId, month);
}

/** `setBudget` without reading the month back: for writes inside another transaction (the month is read on the pool). */
export async function saveBudget(db: Database, userId: string, month: string, category: string, input: SetBudgetInput): Promise<void> {
  const { currency } = await ownerSettings(db, userId);
  await requireBudgetCategory(db, userId, category);
  const amountMinor = minorOrFail(input.amount, currency, 'amount', budgetMessages.amountInvalid);
  await db
    .insert(budgets)
    .values({ userId, month: firstDay(month), category, amountMinor, currency, rollover: input.rollover })
    .onConflictDoUpdate({
      target: [budgets.userId, budgets.month, budgets.category],
      set: { amountMinor, currency, rollover: input.rollover, updatedAt: sql`now()` },
    });
}

/** Removes one category's budget for a month; 404 when there is none. */
export async function deleteBudget(db: Database, userId: string, month: string, category: string): Promise<void> {
  const deleted = await db
    .delete(budgets)
    .where(and(eq(budgets.userId, userId), eq(budgets.month, firstDay(month)), eq(budgets.category, category)))
    .returning({ category: budgets.category });
  if (deleted.length === 0) throw notFound(budgetMessages.notFound);
}

/** Writes `amounts` as the month's budgets (existing rows keep their rollover unless `rollover` names one). */
async function writeBudgets(db: Database, userId: string, month: string, currency: string, amounts: Map<string, bigint>, rollover?: Map<string, boolean>): Promise<number> {
  if (amounts.size === 0) return 0;
  await db
    .insert(budgets)
    .values([...amounts].map(([category, amountMinor]) => ({ userId, month: firstDay(month), category, amountMinor, currency, rollover: rollover?.get(category) ?? false })))
    .onConflictDoUpdate({
      target: [budgets.userId, budgets.month, budgets.category],
      set: rollover
        ? { amountMinor: sql`excluded.amount_minor`, currency, rollover: sql`excluded.rollover`, updatedAt: sql`now()` }
        : { amountMinor: sql`excluded.amount_minor`, currency, updatedAt: sql`now()` },
    });
  return amounts.size;
}

/** Sets the month's budgets to last month's, amount and rollover; other categories stay. */
export async function copyPreviousMonth(db: Database, userId: string, month: string): Promise<BudgetActionAnswer> {
  const { currency } = await ownerSettings(db, userId);
  const previous = await db
    .select({ category: budgets.category, amountMinor: budgets.amountMinor, rollover: budgets.rollover })
    .from(budgets)
    .where(and(eq(budgets.userId, userId), eq(budgets.month, firstDay(shiftMonth(month, -1)))));
  const changed = await writeBudgets(
    db,
    userId,
    month,
    currency,
    new Map(previous.map((row) => [row.category, row.amountMinor])),
    new Map(previous.map((row) => [row.category, row.rollover])),
  );
  return { ...(await budgetMonth(db, userId, month)), changed };
}

/** Sets each category's budget to its average spending over the 3 months before; categories that spent nothing are left alone. */
export async function budgetsFromAverage(db: Database, userId: string, month: string): Promise<BudgetActionAnswer> {
  const { currency } = await ownerSettings(db, userId);
  const [spent, allowed] = await Promise.all([spentBefore(db, userId, currency, month), budgetableCategories(db, userId)]);
  const amounts = new Map([...averageBudgets(spent)].filter(([category]) => allowed.has(category)));
  const changed = await writeBudgets(db, userId, month, currency, amounts);
  return { ...(await budgetMonth(db, userId, month)), changed };
}

/** Budgets from the 50/30/20 targets: needs and wants spread over their categories by recent spending. */
export async function budgetsFromRule(db: Database, userId: string, month: string, input: BudgetsFromRuleInput): Promise<BudgetActionAnswer> {
  const { currency } = await ownerSettings(db, userId);
  const needsMinor = minorOrFail(input.needs, currency, 'needs', budgetMessages.targetInvalid);
  const wantsMinor = minorOrFail(input.wants, currency, 'wants', budgetMessages.targetInvalid);
  const [spent, allowed] = await Promise.all([spentBefore(db, userId, currency, month), budgetableCategories(db, userId)]);
  const usable = new Map([...spent].filter(([category]) => allowed.has(category)));
  const changed = await writeBudgets(db, userId, month, currency, ruleBudgets(needsMinor, wantsMinor, usable));
  return { ...(await budgetMonth(db, userId, month)), changed };
}

/** Dismisses alerts: a month's (or every month's), one category's, one threshold's; answers how many. */
export async function dismissBudgetAlerts(db: Database, userId: string, input: DismissBudgetAlertsInput): Promise<{ dismissed: number }> {
  const rows = await db
    .update(budgetAlerts)
    .set({ dismissedAt: sql`now()` })
    .where(
      and(
        eq(budgetAlerts.userId, userId),
        input.month === undefined ? undefined : eq(budgetAlerts.month, firstDay(input.month)),
        isNull(budgetAlerts.dismissedAt),
        input.category === undefined ? undefined : eq(budgetAlerts.category, input.category),
        input.threshold === undefined ? undefined : eq(budgetAlerts.threshold, input.threshold),
      ),
    )
    .returning({ category: budgetAlerts.category });
  return { dismissed: rows.length };
}
