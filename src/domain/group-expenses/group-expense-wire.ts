/** What the group expense routes answer: money as decimal strings in the group's currency. */
import { z } from 'zod';
import { splitModes } from '../groups/groups';
import { currencySchema, decimalAmountSchema } from '../shared/field-schemas';

const personSchema = z.object({ userId: z.string(), firstName: z.string(), lastName: z.string() });
export type GroupPerson = z.infer<typeof personSchema>;

export const groupExpenseSchema = z.object({
  id: z.string(),
  description: z.string(),
  amount: decimalAmountSchema,
  currency: currencySchema,
  paidBy: personSchema,
  date: z.string().meta({ description: 'YYYY-MM-DD' }),
  category: z.string().meta({ description: 'The expense category each member’s share counts in, in their own spending' }),
  split: z.object({
    mode: z.enum(splitModes),
    members: z.array(
      personSchema.extend({
        value: z.string().nullable().meta({ description: 'What was typed for this person: shares, percent or amount; null for an equal split' }),
        share: decimalAmountSchema,
      }),
    ),
  }),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  canEdit: z.boolean().meta({ description: 'Whether the signed-in user may edit or delete it (payer, creator, owner or admin)' }),
});
export type GroupExpense = z.infer<typeof groupExpenseSchema>;

export const groupExpensePageSchema = z.object({ items: z.array(groupExpenseSchema), nextCursor: z.string().nullable() });
export type GroupExpensePage = z.infer<typeof groupExpensePageSchema>;

export const groupBalancesSchema = z.object({
  currency: currencySchema,
  balances: z.array(
    personSchema.extend({
      amount: decimalAmountSchema.meta({ description: 'Positive: is owed; negative: owes' }),
      isMember: z.boolean().meta({ description: 'False for a former member who still has a balance' }),
    }),
  ),
  suggestions: z.array(z.object({ from: z.string(), to: z.string(), amount: decimalAmountSchema })),
});
export type GroupBalances = z.infer<typeof groupBalancesSchema>;

export const groupSettlementSchema = z.object({
  id: z.string(),
  from: personSchema,
  to: personSchema,
  amount: decimalAmountSchema,
  currency: currencySchema,
  date: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  recordedInMoneyTracking: z.boolean(),
  canDelete: z.boolean(),
});
export type GroupSettlement = z.infer<typeof groupSettlementSchema>;

export const groupSettlementPageSchema = z.object({ items: z.array(groupSettlementSchema), nextCursor: z.string().nullable() });
export type GroupSettlementPage = z.infer<typeof groupSettlementPageSchema>;
