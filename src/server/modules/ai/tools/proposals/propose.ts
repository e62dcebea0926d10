import type { z } from 'zod';
import type { ProposalKind, ProposalPreview, ProposalToolResult } from '../../../../../domain/ai/proposals';
import { inEnglish } from '../../../../../domain/shared/message-text';
import { amountProblem } from '../../../../../domain/shared/money';
import { notifyProposalWaiting } from '../../proposals/proposal-notice';
import { storeProposal } from '../../proposals/store';
import { ToolRefusal, type ToolContext } from '../tool';

/** Checks a proposal's input with the schema its module's route uses: the refusal a screen would show, in English for the model. */
export function checkedWith<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new ToolRefusal(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${inEnglish(issue.message)}`).join('; '));
}

/** The amount must be a positive amount the currency can hold (no cents in yen). */
export function requireAmount(amount: string, currency: string): void {
  const problem = amountProblem(amount, currency);
  if (problem) throw new ToolRefusal(`amount: ${inEnglish(problem)}`);
}

export function requireNotFuture(context: ToolContext, date: string): void {
  if (date > context.today) throw new ToolRefusal(`The date ${date} is in the future; today is ${context.today}`);
}

/**
 * Stores the proposal (nothing else is written) and answers it with where it is confirmed. One
 * made by an outside client also leaves the person a notification, in the same transaction.
 */
export function propose(context: ToolContext, kind: ProposalKind, input: Record<string, unknown>, preview: ProposalPreview): Promise<ProposalToolResult> {
  const proposal = { userId: context.userId, kind, input, preview, origin: context.origin ?? 'assistant', now: context.now } as const;
  const { tokenId } = context;
  if (!tokenId) return storeProposal(context.db, proposal);
  return context.db.transaction(async (tx) => {
    const stored = await storeProposal(tx, proposal);
    await notifyProposalWaiting(tx, context.userId, tokenId, stored.proposal);
    return stored;
  });
}

/** What a model is told every proposal tool does. */
export const proposalNote = 'Writes nothing: it proposes, and the person confirms or cancels the card in the app.';
