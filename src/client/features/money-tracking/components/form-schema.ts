import { z } from 'zod';
import { calendarDateFrom, type IsoDate } from '@domain/dates';
import { createTransactionInput, transactionMessages, type Transaction } from '@domain/transactions';
import { transactionTypes } from '@domain/categories';
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
});

/** The fields, then the server's own schema plus "not in the future" against today in the user's zone. */
export function transactionFormSchema(today: IsoDate, timeZone: string) {
  return formFields.transform((fields, context): TransactionFormOutput => {
    const parsed = createTransactionInput.safeParse(fields);
    const issues = parsed.success ? [] : parsed.error.issues.map((issue) => ({ message: issue.message, path: issue.path }));
    const date = calendarDateFrom(fields.date, timeZone);
    if (date !== null && date > today && !issues.some((issue) => issue.path[0] === 'date')) {
      issues.push({ message: transactionMessages.dateInFuture, path: ['date'] });
    }
    if (!parsed.success || issues.length > 0) {
      for (const issue of issues) context.addIssue({ code: 'custom', ...issue });
      return z.NEVER;
    }
    return parsed.data;
  });
}

export type TransactionFormOutput = z.output<typeof createTransactionInput>;

export type TransactionFormValues = z.input<typeof formFields>;

/** Spec §9: a new transaction is an expense dated today. */
export function defaultFormValues(today: IsoDate, transaction?: Transaction): TransactionFormValues {
  if (!transaction) return { amount: '', type: 'expense', category: '', goalId: '', destination: '', description: '', date: today };
  return {
    amount: transaction.amount,
    type: transaction.type,
    category: transaction.category,
    goalId: transaction.goalId ?? '',
    destination: transaction.destination ?? '',
    description: transaction.description,
    date: transaction.date,
  };
}

/** Typing "12,50" in a comma-decimal language means 12.50; spaces group thousands. */
export function normaliseAmountText(text: string): string {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  return /^\d*,\d{1,2}$/.test(compact) ? compact.replace(',', '.') : compact;
}

/** The POST/PATCH body (spec §7): a number for the amount, an ISO value for the calendar date. */
export function toPayload(values: TransactionFormOutput, timeZone: string): TransactionPayload {
  const date = calendarDateFrom(values.date, timeZone) ?? values.date;
  return {
    amount: Number(values.amount),
    type: values.type,
    category: values.category,
    description: values.description,
    goalId: values.goalId ?? null,
    destination: values.destination ?? null,
    date: `${date}T00:00:00.000Z`,
  };
}
