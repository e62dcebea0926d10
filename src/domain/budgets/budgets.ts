import { z } from 'zod';
import { expenseCategories, isCustomCategoryKey } from '../categories/categories';
import { budgetBucketOf } from '../insights/budget-rule';
import { addMonths, dateMessages, monthKey } from '../shared/dates';
import { amountField, decimalAmountSchema, currencySchema, monthSchema } from '../shared/field-schemas';

/**
 * Monthly budgets per expense category (docs/decisions/021-budgets.md): what a month may spend
 * in a category, what it spent (from the monthly rollups), what rolls over from the month before
 * and the 80% / 100% alerts. Amounts are minor units of the account's currency.
 */
export const budgetMessages = {
  amountRequired: 'budgets.amountRequired',
  amountInvalid: 'budgets.amountInvalid',
  rolloverInvalid: 'budgets.rolloverInvalid',
  categoryInvalid: 'budgets.categoryInvalid',
  notFound: 'budgets.notFound',
  thresholdInvalid: 'budgets.thresholdInvalid',
  targetInvalid: 'budgets.targetInvalid',
  month: dateMessages.month,
} as const;

/** The thresholds an alert is raised at, in percent of what the month may spend. */
export const budgetAlertThresholds = [80, 100] as const;
export type BudgetAlertThreshold = (typeof budgetAlertThresholds)[number];

/** How many months back a rollover chain is followed (docs/decisions/021-budgets.md). */
export const rolloverLookbackMonths = 12;

/** How many months before the budget's month "from the average" reads. */
export const averageMonths = 3;

/** A budget's category: a built-in expense category or a `custom:<uuid>` one (the server checks it is the user's own and an expense one). */
export function isBudgetCategoryShape(category: string): boolean {
  return (expenseCategories as readonly string[]).includes(category) || isCustomCategoryKey(category);
}

export const budgetCategorySchema = z
  .string({ error: budgetMessages.categoryInvalid })
  .max(100, budgetMessages.categoryInvalid)
  .refine(isBudgetCategoryShape, budgetMessages.categoryInvalid)
  .meta({ description: 'A built-in expense category (rent, groceries…) or one of the user’s own expense categories as `custom:<uuid>`', example: 'groceries' });

export const budgetMonthSchema = monthSchema.meta({ description: 'A month as YYYY-MM', example: '2026-11' });

export const budgetMonthParams = z.object({ month: budgetMonthSchema });
export const budgetParams = z.object({ month: budgetMonthSchema, category: budgetCategorySchema });
export const budgetsQuery = z.object({
  month: budgetMonthSchema.optional().meta({ description: 'The month to show, YYYY-MM; the current month in the user’s time zone when absent' }),
});

export const setBudgetInput = z
  .object({
    amount: amountField({ required: budgetMessages.amountRequired, invalid: budgetMessages.amountInvalid, allowZero: true }),
    rollover: z.boolean({ error: budgetMessages.rolloverInvalid }).optional().default(false),
  })
  .strict();
export type SetBudgetInput = z.output<typeof setBudgetInput>;
export type SetBudgetFields = z.input<typeof setBudgetInput>;

const ruleTarget = amountField({ required: budgetMessages.targetInvalid, invalid: budgetMessages.targetInvalid, allowZero: true });
export const budgetsFromRuleInput = z.object({ needs: ruleTarget, wants: ruleTarget }).strict();
export type BudgetsFromRuleInput = z.output<typeof budgetsFromRuleInput>;

export const dismissBudgetAlertsInput = z
  .object({
    month: budgetMonthSchema.optional().meta({ description: 'Only this month’s alerts; every month’s when absent' }),
    category: budgetCategorySchema.optional().meta({ description: 'Only this category’s alerts; all of the month’s when absent' }),
    threshold: z
      .union([z.literal(80), z.literal(100)], { error: budgetMessages.thresholdInvalid })
      .optional()
      .meta({ description: 'Only this threshold; both when absent' }),
  })
  .strict();
export type DismissBudgetAlertsInput = z.output<typeof dismissBudgetAlertsInput>;

export const budgetLineSchema = z.object({
  category: z.string(),
  budgeted: decimalAmountSchema,
  spent: decimalAmountSchema,
  carried: decimalAmountSchema.meta({ description: 'Moved in from last month when last month’s budget rolls over (its available, may be negative); 0 otherwise' }),
  available: decimalAmountSchema.meta({ description: 'budgeted + carried − spent; negative when overspent' }),
  over: decimalAmountSchema.meta({ description: 'How much more than budgeted + carried was spent; 0 when within' }),
  percent: z.number().meta({ description: 'spent as a percent of budgeted + carried, one decimal; 100 or more when over' }),
  rollover: z.boolean(),
});
export type BudgetLine = z.infer<typeof budgetLineSchema>;

export const budgetAlertSchema = z.object({
  month: z.string(),
  category: z.string(),
  threshold: z.number().int().meta({ description: '80 or 100' }),
  percent: z.number().meta({ description: 'The category’s spending now, in percent of its budget' }),
  createdAt: z.string(),
});
export type BudgetAlert = z.infer<typeof budgetAlertSchema>;

const totals = z.object({ budgeted: decimalAmountSchema, spent: decimalAmountSchema, available: decimalAmountSchema, carried: decimalAmountSchema, income: decimalAmountSchema });

export const budgetMonthAnswer = z.object({
  month: z.string().meta({ description: 'YYYY-MM' }),
  currency: currencySchema,
  income: decimalAmountSchema.meta({ description: 'The month’s income in the account currency' }),
  budgets: z.array(budgetLineSchema),
  totals,
  alerts: z.array(budgetAlertSchema).meta({ description: 'The month’s alerts not dismissed yet, for categories still budgeted' }),
});
export type BudgetMonth = z.infer<typeof budgetMonthAnswer>;

export const budgetActionAnswer = budgetMonthAnswer.extend({ changed: z.number().int().meta({ description: 'How many budgets the action set' }) });
export type BudgetActionAnswer = z.infer<typeof budgetActionAnswer>;

// ---- Pure rules -------------------------------------------------------------------------------

/** `YYYY-MM` shifted by whole months. */
export function shiftMonth(month: string, months: number): string {
  return monthKey(addMonths(`${month}-01`, months));
}

/** One earlier month of a category: its budget row (if any) and what it spent. */
export interface BudgetHistoryMonth {
  /** Null when the month had no budget for the category. */
  budgetMinor: bigint | null;
  rollover: boolean;
  spentMinor: bigint;
}

/**
 * What moves into a month from the months before it, given those months oldest first (at most
 * `rolloverLookbackMonths`, ending with the month just before). Walking forward, a month with a
 * budget has available = budget + carried in − spent; it hands that on when it rolls over, else
 * nothing; a month without a budget breaks the chain. Anything before the window counts as 0.
 */
export function carriedInto(history: readonly BudgetHistoryMonth[]): bigint {
  let carried = 0n;
  for (const month of history.slice(-rolloverLookbackMonths)) {
    if (month.budgetMinor === null) {
      carried = 0n;
      continue;
    }
    const available = month.budgetMinor + carried - month.spentMinor;
    carried = month.rollover ? available : 0n;
  }
  return carried;
}

export interface BudgetFigures {
  budgetedMinor: bigint;
  carriedMinor: bigint;
  spentMinor: bigint;
  availableMinor: bigint;
  overMinor: bigint;
  /** spent / (budgeted + carried) in percent, one decimal truncated; 100 when spending with nothing to spend. */
  percent: number;
}

export function budgetFigures(budgetedMinor: bigint, carriedMinor: bigint, spentMinor: bigint): BudgetFigures {
  const limit = budgetedMinor + carriedMinor;
  const availableMinor = limit - spentMinor;
  const overMinor = availableMinor < 0n ? -availableMinor : 0n;
  let percent: number;
  if (limit > 0n) percent = Number((spentMinor * 1000n) / limit) / 10;
  else percent = spentMinor > 0n ? 100 : 0;
  return { budgetedMinor, carriedMinor, spentMinor, availableMinor, overMinor, percent };
}

/** A category's budget row for one month, as `categoryFigures` reads it. */
export interface MonthBudget {
  amountMinor: bigint;
  rollover: boolean;
}

/**
 * A category's figures for `month` (YYYY-MM): its budget there, what rolls into it from the
 * `rolloverLookbackMonths` before, and what it spent. `budgetIn` and `spentIn` answer for any month.
 */
export function categoryFigures(month: string, budgetIn: (month: string) => MonthBudget | undefined, spentIn: (month: string) => bigint): BudgetFigures {
  const history: BudgetHistoryMonth[] = [];
  for (let back = rolloverLookbackMonths; back >= 1; back -= 1) {
    const earlier = shiftMonth(month, -back);
    const budget = budgetIn(earlier);
    history.push({ budgetMinor: budget?.amountMinor ?? null, rollover: budget?.rollover ?? false, spentMinor: spentIn(earlier) });
  }
  return budgetFigures(budgetIn(month)?.amountMinor ?? 0n, carriedInto(history), spentIn(month));
}

/** The alert thresholds a category has reached: 80 when spent ≥ 80% of what it may spend, 100 at 100%. */
export function reachedThresholds(figures: Pick<BudgetFigures, 'budgetedMinor' | 'carriedMinor' | 'spentMinor'>): BudgetAlertThreshold[] {
  const limit = figures.budgetedMinor + figures.carriedMinor;
  if (figures.spentMinor <= 0n) return [];
  if (limit <= 0n) return [...budgetAlertThresholds];
  return budgetAlertThresholds.filter((threshold) => figures.spentMinor * 100n >= limit * BigInt(threshold));
}

/** `numerator / denominator` rounded half away from zero (denominator > 0). */
export function roundDiv(numerator: bigint, denominator: bigint): bigint {
  const half = numerator >= 0n ? denominator : -denominator;
  return (numerator * 2n + half) / (denominator * 2n);
}

/**
 * Per category, the average monthly spending over `averageMonths` months (months without
 * spending count as 0), rounded to the minor unit; categories that spent nothing are left out.
 */
export function averageBudgets(spentByCategory: ReadonlyMap<string, bigint>, months: number = averageMonths): Map<string, bigint> {
  const result = new Map<string, bigint>();
  for (const [category, total] of spentByCategory) {
    if (total <= 0n) continue;
    const average = roundDiv(total, BigInt(months));
    if (average > 0n) result.set(category, average);
  }
  return result;
}

/**
 * Spreads `targetMinor` over categories in proportion to their weights, exactly: each gets its
 * floor share, and the minor units left go one each to the largest remainders (ties by category
 * name). With no weight at all, the target is shared equally by `fallback`.
 */
export function spreadTarget(targetMinor: bigint, weights: ReadonlyMap<string, bigint>, fallback: readonly string[]): Map<string, bigint> {
  let entries = [...weights].filter(([, weight]) => weight > 0n);
  if (entries.length === 0) entries = fallback.map((category) => [category, 1n]);
  const result = new Map<string, bigint>();
  if (entries.length === 0 || targetMinor <= 0n) return result;
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0n);
  const shares = entries.map(([category, weight]) => ({ category, floor: (targetMinor * weight) / total, remainder: (targetMinor * weight) % total }));
  let left = targetMinor - shares.reduce((sum, share) => sum + share.floor, 0n);
  const order = [...shares].sort((a, b) => (a.remainder === b.remainder ? a.category.localeCompare(b.category) : a.remainder > b.remainder ? -1 : 1));
  for (const share of order) {
    if (left === 0n) break;
    share.floor += 1n;
    left -= 1n;
  }
  for (const share of shares) if (share.floor > 0n) result.set(share.category, share.floor);
  return result;
}

/**
 * Budgets from the 50/30/20 view's targets (docs/product/behaviour.md#budgets-from-the-503020-rule):
 * the needs target is spread over the needs categories and the wants target over the wants
 * categories, each in proportion to what they spent in the months read (`spentByCategory`);
 * a bucket that spent nothing is shared equally by its built-in categories. Savings are not
 * spending, so they get no budget.
 */
export function ruleBudgets(needsMinor: bigint, wantsMinor: bigint, spentByCategory: ReadonlyMap<string, bigint>): Map<string, bigint> {
  const byBucket = { needs: new Map<string, bigint>(), wants: new Map<string, bigint>() };
  for (const [category, spent] of spentByCategory) {
    if (!isBudgetCategoryShape(category)) continue;
    const bucket = budgetBucketOf('expense', category);
    if (bucket === 'needs' || bucket === 'wants') byBucket[bucket].set(category, spent);
  }
  const builtIn = (bucket: 'needs' | 'wants') => expenseCategories.filter((category) => budgetBucketOf('expense', category) === bucket);
  return new Map([...spreadTarget(needsMinor, byBucket.needs, builtIn('needs')), ...spreadTarget(wantsMinor, byBucket.wants, builtIn('wants'))]);
}
