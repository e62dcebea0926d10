import { z } from 'zod';
import { allCategories, destinationsFor, goalContributionCategory, isCategoryOfType, isCustomCategoryKey, transactionTypes, type TransactionType } from '../categories/categories';
import { amountField, currencySchema, dateField, decimalAmountSchema, isoDateSchema, monthSchema, onceFieldsParse } from '../shared/field-schemas';
import { currencyCodeSchema, rateDecimalSchema, rateField } from '../currency/exchange-rates';
import { moneyMessages } from '../shared/money';
import { otherCurrencyTotalsSchema } from '../currency/other-currencies';

export const transactionDescriptionMaxLength = 500;
export const transactionPageDefault = 50;
export const transactionPageMax = 200;

export const transactionMessages = {
  amountRequired: 'validation.amountRequired',
  invalidAmount: moneyMessages.invalidAmount,
  typeInvalid: 'validation.transactionTypeInvalid',
  categoryRequired: 'validation.categoryRequired',
  categoryMismatch: 'validation.categoryMismatch',
  descriptionTooLong: 'validation.descriptionTooLong',
  dateRequired: 'validation.dateRequired',
  dateInvalid: 'validation.dateInvalid',
  dateInFuture: 'validation.dateNotInFuture',
  signInToAdd: 'validation.transactionSignInRequired',
  goalRequired: 'validation.contributionGoalRequired',
  goalNotFound: 'validation.goalNotFound',
  goalOnlyForContributions: 'validation.goalOnlyForContributions',
  goalCurrencyMismatch: 'validation.goalCurrencyMismatch',
  destinationInvalid: 'validation.destinationInvalid',
  invalidCursor: 'validation.invalidCursor',
  limitNotNumber: 'validation.limitNotNumber',
  limitNotWhole: 'validation.limitNotWhole',
  limitTooSmall: 'validation.limitTooSmall',
} as const;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const amount = amountField({ required: transactionMessages.amountRequired });
const type = z.enum(transactionTypes, { error: transactionMessages.typeInvalid });
const category = z
  .string({ error: transactionMessages.categoryRequired })
  .trim()
  .min(1, transactionMessages.categoryRequired)
  .refine((value) => allCategories.includes(value) || isCustomCategoryKey(value), transactionMessages.categoryMismatch);
const description = z
  .string({ error: transactionMessages.descriptionTooLong })
  .trim()
  .max(transactionDescriptionMaxLength, transactionMessages.descriptionTooLong)
  .nullish()
  .transform((value) => value ?? '');
const goalId = z.preprocess(emptyToUndefined, z.uuid({ error: transactionMessages.goalNotFound }).nullish());
const destination = z.preprocess(emptyToUndefined, z.string({ error: transactionMessages.destinationInvalid }).trim().max(40).nullish());
const date = dateField(transactionMessages.dateRequired, transactionMessages.dateInvalid);

export interface TransactionRuleFields {
  type: TransactionType;
  category: string;
  goalId?: string | null;
  destination?: string | null;
}

export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * Rules across fields: the category belongs to the type, a goal only on a goal contribution
 * (and required there unless `goalOptional`), a destination only where the transfer asks for one.
 */
export function transactionRuleIssues(value: TransactionRuleFields, { goalOptional = false } = {}): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!isCategoryOfType(value.type, value.category)) {
    issues.push({ field: 'category', message: transactionMessages.categoryMismatch });
    return issues;
  }
  const isContribution = value.type === 'transfer' && value.category === goalContributionCategory;
  if (isContribution && !value.goalId && !goalOptional) issues.push({ field: 'goalId', message: transactionMessages.goalRequired });
  if (!isContribution && value.goalId) issues.push({ field: 'goalId', message: transactionMessages.goalOnlyForContributions });
  if (value.destination && !destinationsFor(value.type, value.category).includes(value.destination)) {
    issues.push({ field: 'destination', message: transactionMessages.destinationInvalid });
  }
  return issues;
}

const transactionFields = {
  amount,
  type: z.preprocess(emptyToUndefined, type.default('expense')),
  category,
  description,
  goalId,
  destination,
  date,
  currency: currencyCodeSchema.optional().meta({ description: 'The currency the amount is in; the user’s currency when left out' }),
  rate: rateField.optional().meta({
    description: 'Units of the user’s currency for one unit of `currency`; the reference rate of the date when left out. Not for rows in the user’s currency (rate 1).',
    example: '1.0842',
  }),
  goalRate: rateField.optional().meta({
    description:
      'A contribution to a goal saved in another currency than `currency`: units of the goal’s currency for one unit of `currency`; the reference rate of the date when left out.',
    example: '1.0842',
  }),
};

export const createTransactionInput = z
  .object({
    ...transactionFields,
    /** Sent by existing clients (docs/product/api-and-caching.md#calls); ignored, the session decides the owner. */
    userId: z.unknown().optional(),
  })
  .strict()
  .superRefine((value, context) => {
    for (const issue of transactionRuleIssues(value)) context.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
  }, onceFieldsParse);
export type CreateTransactionInput = z.output<typeof createTransactionInput>;
export type CreateTransactionFields = z.input<typeof createTransactionInput>;

/** Any subset of the fields; the rules across fields are checked on the merged result. */
export const updateTransactionInput = z
  .object({
    amount: amount.optional(),
    type: type.optional(),
    category: category.optional(),
    description: z.string({ error: transactionMessages.descriptionTooLong }).trim().max(transactionDescriptionMaxLength, transactionMessages.descriptionTooLong).nullish(),
    goalId,
    destination,
    date: date.optional(),
    currency: transactionFields.currency,
    rate: transactionFields.rate,
    goalRate: transactionFields.goalRate,
    userId: z.unknown().optional(),
  })
  .strict();
export type UpdateTransactionInput = z.output<typeof updateTransactionInput>;

export interface TransactionCursor {
  date: string;
  id: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opaque keyset cursor: base64url of the last row's (date, id). */
export function encodeCursor(cursor: TransactionCursor): string {
  const bytes = new TextEncoder().encode(`${cursor.date}|${cursor.id}`);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function decodeCursor(value: string): TransactionCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(value)) return null;
  try {
    const text = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const [date = '', id = '', ...rest] = text.split('|');
    if (rest.length || !isoDateSchema.safeParse(date).success || !uuidPattern.test(id)) return null;
    return { date, id };
  } catch {
    return null;
  }
}

/** The `cursor` and `limit` of every keyset-paged list (date desc, id desc); `limit` is capped at `max`. */
export function keysetPageFields(max: number, fallback: number) {
  return {
    cursor: z
      .string()
      .transform((value, context) => {
        const cursor = decodeCursor(value);
        if (!cursor) {
          context.addIssue({ code: 'custom', message: transactionMessages.invalidCursor });
          return z.NEVER;
        }
        return cursor;
      })
      .optional(),
    limit: z.coerce
      .number({ error: transactionMessages.limitNotNumber })
      .int(transactionMessages.limitNotWhole)
      .min(1, transactionMessages.limitTooSmall)
      .transform((value) => Math.min(value, max))
      .default(fallback),
  };
}

export const listTransactionsQuery = z.object({
  type: type.optional(),
  category: z.string().trim().max(60).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  q: z.string().trim().max(200).optional(),
  goalId: z.uuid({ error: transactionMessages.goalNotFound }).optional(),
  ...keysetPageFields(transactionPageMax, transactionPageDefault),
});
export type ListTransactionsQuery = z.output<typeof listTransactionsQuery>;

export const groupExpenseLinkSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  description: z.string(),
});
export type GroupExpenseLink = z.infer<typeof groupExpenseLinkSchema>;

export const transactionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  type: z.enum(transactionTypes),
  category: z.string(),
  amount: decimalAmountSchema.meta({
    description: 'Exact decimal string, always positive; the type says the direction. Requests may send a JSON number or a decimal string.',
    example: '42.50',
  }),
  currency: currencySchema,
  rate: rateDecimalSchema.meta({ description: 'Units of `baseCurrency` for one unit of `currency`; "1" when they are the same', example: '1' }),
  baseCurrency: currencySchema.meta({ description: 'The user’s currency the amount counts in for totals' }),
  baseAmount: decimalAmountSchema.meta({ description: 'The amount in `baseCurrency` (amount × rate, rounded to its minor unit); totals sum these' }),
  description: z.string(),
  goalId: z.string().nullable(),
  goalCurrency: currencySchema.nullable().meta({ description: 'A goal contribution: the currency of the goal it went into' }),
  goalRate: rateDecimalSchema.nullable().meta({ description: 'A goal contribution: units of `goalCurrency` for one unit of `currency`' }),
  goalAmount: decimalAmountSchema.nullable().meta({ description: 'A goal contribution: what the goal received, in `goalCurrency`' }),
  destination: z.string().nullable(),
  date: z.string().meta({ description: 'Calendar date YYYY-MM-DD in the user’s time zone' }),
  groupExpenseId: z.string().nullable().meta({
    description:
      'Set on the user’s share of a group expense (kept in step with the expense, read-only here); its amount is in the group’s currency and negative for a share of a refund',
  }),
  paidGroupExpenseId: z.string().nullable().meta({ description: 'Set on the user’s own transaction that paid a group expense: the share replaces it in every total' }),
  groupExpense: groupExpenseLinkSchema
    .nullable()
    .meta({ description: 'The group expense either link names (with its group), for showing and opening it; null when there is none' }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionPageSchema = z.object({
  items: z.array(transactionSchema),
  nextCursor: z.string().nullable(),
});
export type TransactionPage = z.infer<typeof transactionPageSchema>;

export const summaryQuery = z.object({
  from: monthSchema.optional(),
  to: monthSchema.optional(),
});

export const monthTotalsSchema = z.object({
  month: z.string(),
  income: decimalAmountSchema,
  expenses: decimalAmountSchema,
  transfers: decimalAmountSchema,
  net: decimalAmountSchema,
});

export const transactionSummarySchema = z.object({
  currency: currencySchema,
  from: z.string(),
  to: z.string(),
  totals: monthTotalsSchema.omit({ month: true }),
  months: z.array(monthTotalsSchema),
  categories: z.array(z.object({ type: z.enum(transactionTypes), category: z.string(), total: decimalAmountSchema, count: z.number().int() })),
  otherCurrencies: otherCurrencyTotalsSchema,
});
export type TransactionSummary = z.infer<typeof transactionSummarySchema>;
