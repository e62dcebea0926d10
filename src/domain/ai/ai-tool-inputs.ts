import { z } from 'zod';
import { cryptoMessages, isCoinId, maxPriceIds } from '../crypto/crypto';
import { says } from '../shared/errors';
import { decimalAmountSchema, isoDateSchema, monthSchema } from '../shared/field-schemas';

/**
 * Inputs of the assistant's data tools. The descriptions are read by language models deciding
 * which tool to call; the built-in analyst builds the same inputs itself.
 */
export const spendingSummaryInput = z.object({
  from: isoDateSchema.meta({ description: 'First day of the period, YYYY-MM-DD' }),
  to: isoDateSchema.meta({ description: 'Last day of the period, YYYY-MM-DD' }),
  category: z.string().max(60).optional().meta({ description: 'Only this category, e.g. groceries, dining, rent, salary' }),
  query: z.string().trim().min(1).max(100).optional().meta({ description: 'Only rows whose description holds these words, e.g. a shop or payee such as Lidl' }),
  type: z.enum(['expense', 'income']).default('expense').meta({ description: 'expense (default) or income' }),
});

export const searchTransactionsInput = z.object({
  query: z.string().max(100).optional().meta({ description: 'Words in the description' }),
  category: z.string().max(60).optional().meta({ description: 'Only this category, e.g. groceries, dining, rent, salary' }),
  type: z.enum(['income', 'expense', 'transfer']).optional().meta({ description: 'Only income, expense or transfer' }),
  from: isoDateSchema.optional().meta({ description: 'First day, YYYY-MM-DD' }),
  to: isoDateSchema.optional().meta({ description: 'Last day, YYYY-MM-DD' }),
  sort: z.enum(['recent', 'largest']).default('recent').meta({ description: 'recent (newest first) or largest (biggest amounts first)' }),
  limit: z.number().int().min(1).max(20).default(10).meta({ description: 'How many transactions at most' }),
});

export const incomeVsExpensesInput = z.object({
  months: z.number().int().min(1).max(24).default(3).meta({ description: 'How many months, ending with `to`' }),
  to: monthSchema.optional().meta({ description: 'Last month, YYYY-MM; the current month when left out' }),
});

export const goalsProgressInput = z.object({});

export const budgetRuleInput = z.object({
  months: z
    .number()
    .int()
    .min(1)
    .max(24)
    .optional()
    .meta({ description: 'Months to average, ending with `to`; leave out for a typical month as AI insights show it (the last three months, or settings while history is short)' }),
  to: monthSchema.optional().meta({ description: 'Last month, YYYY-MM; the current month when left out' }),
});

export const netWorthProjectionInput = z.object({
  monthlyContribution: decimalAmountSchema.optional().meta({ description: 'Money added every month; what a typical month leaves over (as in AI insights) when left out' }),
});

export const upcomingEventsInput = z.object({
  days: z.number().int().min(1).max(365).default(30).meta({ description: 'How many days ahead to look, from now' }),
  limit: z.number().int().min(1).max(20).default(10).meta({ description: 'How many events at most' }),
});

export const groupBalancesInput = z.object({});

export const cashFlowToolInput = z.object({
  days: z.number().int().min(1).max(365).optional().meta({ description: 'Days ahead, today included; to the end of this month when left out (and no `until`)' }),
  until: isoDateSchema.optional().meta({ description: 'Last day to look at, YYYY-MM-DD (at most 365 days ahead); instead of `days`' }),
  about: z.string().max(300).optional().meta({
    description: 'Words naming an upcoming event with a cost or a goal, such as a Lisbon trip: answers whether it is affordable, from the projected balance just before it',
  }),
});

const coinIdInput = z.string().trim().toLowerCase().refine(isCoinId, cryptoMessages.invalidCoin);

export const cryptoHoldingsInput = z.object({
  coinIds: z
    .array(coinIdInput)
    .max(maxPriceIds, says(cryptoMessages.tooManyIds, { max: maxPriceIds }))
    .transform((ids) => [...new Set(ids)])
    .optional()
    .meta({ description: `CoinGecko ids of coins to quote as well, held or not (e.g. bitcoin, ethereum, solana); at most ${maxPriceIds}` }),
});

export type SpendingSummaryInput = z.output<typeof spendingSummaryInput>;
export type SearchTransactionsInput = z.output<typeof searchTransactionsInput>;
export type IncomeVsExpensesInput = z.output<typeof incomeVsExpensesInput>;
export type BudgetRuleInput = z.output<typeof budgetRuleInput>;
export type NetWorthProjectionInput = z.output<typeof netWorthProjectionInput>;
export type UpcomingEventsInput = z.output<typeof upcomingEventsInput>;
export type CashFlowToolInput = z.output<typeof cashFlowToolInput>;
export type CryptoHoldingsInput = z.output<typeof cryptoHoldingsInput>;

export const affordByDateInput = z.object({
  amount: decimalAmountSchema.meta({ description: 'The price, in the user’s currency, e.g. 15000' }),
  by: isoDateSchema.meta({ description: 'The day it is wanted by, YYYY-MM-DD, after today' }),
});
export type AffordByDateInput = z.output<typeof affordByDateInput>;
