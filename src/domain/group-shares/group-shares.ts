import { z } from 'zod';

/**
 * A member's share of a group expense is a transaction of theirs (docs/decisions/
 * 023-group-shares-in-own-spending.md): read-only in money tracking, kept in step with the
 * expense. A user's own transaction that paid a group expense may be linked to it, so the cost
 * counts once (the share replaces it in every total).
 */
export const groupShareMessages = {
  shareReadOnly: 'groupShares.shareReadOnly',
  categoryInvalid: 'groupShares.categoryInvalid',
  expenseRequired: 'groupShares.expenseRequired',
  expenseNotFound: 'groupShares.expenseNotFound',
  linkExpenseOnly: 'groupShares.linkExpenseOnly',
  shareCannotLink: 'groupShares.shareCannotLink',
} as const;

export const groupShareErrorCodes = {
  shareReadOnly: 'GROUP_SHARE_READ_ONLY',
} as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const linkGroupExpenseInput = z
  .object({
    groupExpenseId: z
      .string({ error: groupShareMessages.expenseRequired })
      .regex(uuidPattern, groupShareMessages.expenseNotFound)
      .transform((id) => id.toLowerCase()),
  })
  .strict();
export type LinkGroupExpenseInput = z.output<typeof linkGroupExpenseInput>;

/** A group expense the user might link a payment to: recent ones in their groups, likely matches first. */
export const groupExpenseCandidateSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  description: z.string(),
  amount: z.string().meta({ description: 'Decimal string in the group’s currency; negative for a refund' }),
  currency: z.string(),
  date: z.string(),
  matches: z.boolean().meta({ description: 'Same amount (in the same currency) and the same date as the transaction' }),
});
export type GroupExpenseCandidate = z.infer<typeof groupExpenseCandidateSchema>;

export const groupExpenseCandidatesSchema = z.object({ items: z.array(groupExpenseCandidateSchema) });
export type GroupExpenseCandidates = z.infer<typeof groupExpenseCandidatesSchema>;

export const groupExpenseCandidatesMax = 20;
