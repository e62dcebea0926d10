import { z } from 'zod';
import { amountForSchema } from '@domain/shared/amount-input';
import { calendarDateFrom, type IsoDate } from '@domain/shared/dates';
import { createTransactionInput, transactionMessages, type Transaction } from '@domain/transactions/transactions';
import { goalContributionCategory, transactionTypes } from '@domain/categories/categories';
import type { TransactionPayload } from '../api';

/** What the form's fields hold: plain strings, an empty one meaning "not chosen". */
const formFields = z.object({
  amount: z.string(),
  type: z.enum(transactionTypes),
  category: z.string(),
  goalId: z.string(),
  destination: z.string(),
  description: z.string(),
  date: z.string(),
  /** The amount's currency; empty means the user's own. */
  currency: z.string(),
  /** Units of the user's currency per unit of `currency`; used only for another currency. */
  rate: z.string(),
});

/**
 * The fields, then the server's own schema plus "not in the future" against today in the user's
 * zone. The amount is read by the shared parser first (any digit script, "12,50" or "12.50",
 * the currency's decimals), so the schema sees an exact decimal string.
 */
export function transactionFormSchema(today: IsoDate, timeZone: string, baseCurrency: string | null) {
  return formFields.transform((fields, context): TransactionFormOutput => {
    const currency = fields.currency || baseCurrency;
    const foreign = Boolean(currency && baseCurrency && currency !== baseCurrency);
    const amount = amountForSchema(fields.amount, currency);
    const parsed = createTransactionInput.safeParse({
      ...fields,
      amount: amount.ok ? amount.value : fields.amount,
      // The user's own currency is implied (docs/product/api-and-caching.md#calls); another one is sent with its rate.
      currency: foreign || fields.currency ? (currency ?? undefined) : undefined,
      rate: foreign ? fields.rate.trim().replace(',', '.') : undefined,
    });
    const issues = parsed.success ? [] : parsed.error.issues.map((issue) => ({ message: issue.message, path: issue.path }));
    if (!amount.ok) {
      const others = issues.filter((issue) => issue.path[0] !== 'amount');
      issues.splice(0, issues.length, { message: amount.message, path: ['amount'] }, ...others);
    }
    const date = calendarDateFrom(fields.date, timeZone);
    if (date !== null && date > today && !issues.some((issue) => issue.path[0] === 'date')) {
      issues.push({ message: transactionMessages.dateInFuture, path: ['date'] });
    }
    if (!parsed.success || issues.length > 0 || !amount.ok) {
      for (const issue of issues) context.addIssue({ code: 'custom', ...issue });
      return z.NEVER;
    }
    return parsed.data;
  });
}

export type TransactionFormOutput = z.output<typeof createTransactionInput>;

export type TransactionFormValues = z.input<typeof formFields>;

/** docs/product/limits.md#defaults: a new transaction is an expense dated today; one started from a goal is a contribution to it. */
export function defaultFormValues(today: IsoDate, transaction?: Transaction, contributionGoalId?: string): TransactionFormValues {
  if (!transaction && contributionGoalId) {
    return { amount: '', type: 'transfer', category: goalContributionCategory, goalId: contributionGoalId, destination: '', description: '', date: today, currency: '', rate: '' };
  }
  if (!transaction) return { amount: '', type: 'expense', category: '', goalId: '', destination: '', description: '', date: today, currency: '', rate: '' };
  return {
    amount: transaction.amount,
    type: transaction.type,
    category: transaction.category,
    goalId: transaction.goalId ?? '',
    destination: transaction.destination ?? '',
    description: transaction.description,
    date: transaction.date,
    currency: transaction.currency === transaction.baseCurrency ? '' : transaction.currency,
    rate: transaction.currency === transaction.baseCurrency ? '' : transaction.rate,
  };
}

/** The POST/PATCH body (docs/product/api-and-caching.md#calls): the amount as its exact decimal string, an ISO value for the calendar date. */
export function toPayload(values: TransactionFormOutput, timeZone: string): TransactionPayload {
  const date = calendarDateFrom(values.date, timeZone) ?? values.date;
  return {
    amount: values.amount,
    type: values.type,
    category: values.category,
    description: values.description,
    goalId: values.goalId ?? null,
    destination: values.destination ?? null,
    date: `${date}T00:00:00.000Z`,
    ...(values.currency ? { currency: values.currency } : {}),
    ...(values.rate ? { rate: values.rate } : {}),
  };
}
