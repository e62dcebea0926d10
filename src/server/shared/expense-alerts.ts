import { sql, type Placeholder } from 'drizzle-orm';
import { categoryFigures, reachedThresholds, rolloverLookbackMonths, shiftMonth, type MonthBudget } from '../../domain/budgets/budgets';
import { customCategoryPrefix } from '../../domain/categories/categories';
import { addDays, monthKey, type IsoDate } from '../../domain/shared/dates';
import type { Database } from '../db/client';
import { notify } from './notify';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A transaction just written, as the alerts read it; `baseAmountMinor` is its amount in the account's currency. */
export interface WrittenTransaction {
  id: string;
  type: string;
  category: string;
  description: string;
  amountMinor: bigint;
  currency: string;
  baseAmountMinor: bigint;
  date: IsoDate;
}

/** An expense dated further back than this is history being filled in, not news: it raises no large-expense alert. */
export const largeExpenseRecentDays = 30;

const budgetKey = (threshold: number, category: string, month: string) => `budget${threshold}:${category}:${month}`;

interface AlertRow {
  kind: 'threshold' | 'budget' | 'spent' | 'sent' | 'name';
  month: string | null;
  category: string | null;
  value: string | null;
  flag: boolean | null;
}

/**
 * Everything the alerts need in one round trip: the person's alert amount, the budgets and
 * spending of the touched categories over the rollover window, the budget alerts already sent
 * this month and the names of the person's own categories among them.
 */
async function readAlertState(tx: Tx, userId: string, currency: string, month: string, categories: string[]): Promise<AlertRow[]> {
  const keys = categories.flatMap((category) => [budgetKey(80, category, month), budgetKey(100, category, month)]);
  const [user, cur, names, sentKeys, from, to] = ['userId', 'currency', 'categories', 'keys', 'from', 'to'].map((name) => sql.placeholder(name)) as [
    Placeholder,
    Placeholder,
    Placeholder,
    Placeholder,
    Placeholder,
    Placeholder,
  ];
  // Prepared once per connection: this runs inside every expense written, by whatever path.
  return tx
    .select({
      kind: sql<AlertRow['kind']>`kind`,
      month: sql<string | null>`month`,
      category: sql<string | null>`category`,
      value: sql<string | null>`value`,
      flag: sql<boolean | null>`flag`,
    })
    .from(
      sql`(
        select 'threshold' as kind, null::text as month, null::text as category, expense_alert_minor::text as value, null::boolean as flag
          from user_preferences where user_id = ${user}::uuid
        union all
        select 'budget', to_char(month, 'YYYY-MM'), category, amount_minor::text, rollover from budgets
          where user_id = ${user}::uuid and category = any(${names}::text[]) and month between ${from}::date and ${to}::date
        union all
        select 'spent', to_char(month, 'YYYY-MM'), category, total_minor::text, null from transaction_monthly_rollups
          where user_id = ${user}::uuid and currency = ${cur} and type = 'expense' and category = any(${names}::text[])
            and month between ${from}::date and ${to}::date
        union all
        select 'sent', null, dedupe_key, null, null from notifications where user_id = ${user}::uuid and dedupe_key = any(${sentKeys}::text[])
        union all
        select 'name', null, ${customCategoryPrefix} || id::text, name, null from custom_categories
          where user_id = ${user}::uuid and ${customCategoryPrefix} || id::text = any(${names}::text[])
      ) as alert_state`,
    )
    .prepare('expense_alert_state')
    .execute({ userId, currency, categories, keys, from: `${shiftMonth(month, -rolloverLookbackMonths)}-01`, to: `${month}-01` });
}

/**
 * The alerts some just-written transactions of one person raise, inside the database transaction
 * that wrote them: `largeExpense` for each recent expense above the person's alert amount
 * (compared in the account's currency), and `budgetThreshold` when the current month's spending
 * in a budgeted category has passed 80% or 100% of what it may spend (the budgets' own figures),
 * once per category, threshold and month. Every path that adds spending calls it: an expense
 * typed, imported or edited, a recurring posting, a member's share of a group expense. One
 * query; none when nothing written is spending.
 */
export async function alertOnExpenses(tx: Tx, userId: string, owner: { currency: string; today: IsoDate }, written: readonly WrittenTransaction[]): Promise<void> {
  // A refund's share (negative) gives spending back: it is never news.
  const expenses = written.filter((entry) => entry.type === 'expense' && entry.baseAmountMinor > 0n);
  if (expenses.length === 0) return;
  const month = monthKey(owner.today);
  const categories = [...new Set(expenses.filter((entry) => monthKey(entry.date) === month).map((entry) => entry.category))];
  const rows = await readAlertState(tx, userId, owner.currency, month, categories);

  const threshold = rows.find((row) => row.kind === 'threshold')?.value ?? null;
  if (threshold !== null) {
    const above = BigInt(threshold);
    const recent = addDays(owner.today, -largeExpenseRecentDays);
    for (const expense of expenses) {
      if (expense.baseAmountMinor <= above || expense.date < recent) continue;
      await notify(tx, {
        userId,
        kind: 'largeExpense',
        params: { transactionId: expense.id, description: expense.description, amountMinor: Number(expense.amountMinor), currency: expense.currency },
        link: '/money-tracking',
        dedupeKey: `largeExpense:${expense.id}`,
      });
    }
  }

  const budgets = new Map<string, MonthBudget>();
  const spent = new Map<string, bigint>();
  const names = new Map<string, string>();
  const sent = new Set<string>();
  for (const row of rows) {
    if (row.kind === 'budget') budgets.set(`${row.month}|${row.category}`, { amountMinor: BigInt(row.value!), rollover: row.flag === true });
    else if (row.kind === 'spent') spent.set(`${row.month}|${row.category}`, BigInt(row.value!));
    else if (row.kind === 'sent') sent.add(row.category!);
    else if (row.kind === 'name') names.set(row.category!, row.value!);
  }
  for (const category of categories) {
    if (!budgets.has(`${month}|${category}`)) continue;
    const figures = categoryFigures(
      month,
      (key) => budgets.get(`${key}|${category}`),
      (key) => spent.get(`${key}|${category}`) ?? 0n,
    );
    // Passing both at once says only the higher; a threshold already told is not told again.
    const reached = reachedThresholds(figures).at(-1);
    if (!reached || sent.has(budgetKey(reached, category, month))) continue;
    await notify(tx, {
      userId,
      kind: 'budgetThreshold',
      params: {
        categoryId: category,
        categoryName: names.get(category) ?? category,
        percent: reached,
        month,
        spentMinor: Number(figures.spentMinor),
        limitMinor: Number(figures.budgetedMinor + figures.carriedMinor),
        currency: owner.currency,
      },
      link: '/budgets',
      dedupeKey: budgetKey(reached, category, month),
    });
  }
}
