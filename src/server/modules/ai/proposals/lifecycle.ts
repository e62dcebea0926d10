import { eq } from 'drizzle-orm';
import { proposalCodes, proposalMessages, undoWindowSeconds, type ProposalView } from '../../../../domain/ai/proposals';
import type { Database } from '../../../db/client';
import { aiProposals } from '../../../db/schema/index';
import { AppError } from '../../../http/app-error';
import { proposalAction } from '../../../shared/proposal-actions';
import { requireProposal, statusOf, toProposalView, type ProposalRow } from './store';

const alreadyConfirmed = () => new AppError(409, proposalCodes.alreadyConfirmed, proposalMessages.alreadyConfirmed);
const expired = () => new AppError(410, proposalCodes.expired, proposalMessages.expired);
const closed = () => new AppError(409, proposalCodes.closed, proposalMessages.closed);

function requirePending(row: ProposalRow, now: Date): void {
  const status = statusOf(row, now);
  if (status === 'confirmed') throw alreadyConfirmed();
  if (status === 'expired') throw expired();
  if (status !== 'pending') throw closed();
}

/**
 * Writes what the proposal holds through its module's own service, once. The proposal row is
 * locked for the whole write, so of two confirmations at once the second waits and then finds it
 * confirmed; a refusal by the service (its own 400, 403 or 409) rolls everything back and leaves
 * the proposal pending.
 */
export async function confirmProposal(db: Database, id: string, userId: string, now = new Date()): Promise<ProposalView> {
  return db.transaction(async (tx) => {
    const row = await requireProposal(tx, id, userId, true);
    requirePending(row, now);
    // The modules' services take a database and open their own transactions: inside this one those are savepoints.
    const writer = tx as unknown as Database;
    const outcome = await proposalAction(row.kind).confirm(writer, userId, row.input);
    const paidWith = row.kind === 'groupExpense' && typeof row.input.transactionId === 'string' ? row.input.transactionId : null;
    if (paidWith) await proposalAction('linkPaidExpense').confirm(writer, userId, { transactionId: paidWith, groupExpenseId: outcome.undo.expenseId });
    const [updated] = await tx
      .update(aiProposals)
      .set({ status: 'confirmed', confirmedAt: now, undoUntil: new Date(now.getTime() + undoWindowSeconds * 1000), result: outcome })
      .where(eq(aiProposals.id, row.id))
      .returning();
    return toProposalView(updated!, now);
  });
}

/** Takes a confirmed write back within the undo window; the module restores what was there before. */
export async function undoProposal(db: Database, id: string, userId: string, now = new Date()): Promise<ProposalView> {
  return db.transaction(async (tx) => {
    const row = await requireProposal(tx, id, userId, true);
    if (row.status !== 'confirmed' || !row.result) throw new AppError(409, proposalCodes.notConfirmed, proposalMessages.notConfirmed);
    if (!row.undoUntil || row.undoUntil.getTime() <= now.getTime()) throw new AppError(409, proposalCodes.undoWindowClosed, proposalMessages.undoWindowClosed);
    await proposalAction(row.kind).undo(tx as unknown as Database, userId, row.result.undo);
    const [updated] = await tx.update(aiProposals).set({ status: 'undone' }).where(eq(aiProposals.id, row.id)).returning();
    return toProposalView(updated!, now);
  });
}

/** Declines a pending proposal; declining it again answers the same. */
export async function cancelProposal(db: Database, id: string, userId: string, now = new Date()): Promise<ProposalView> {
  return db.transaction(async (tx) => {
    const row = await requireProposal(tx, id, userId, true);
    if (row.status === 'cancelled') return toProposalView(row, now);
    requirePending(row, now);
    const [updated] = await tx.update(aiProposals).set({ status: 'cancelled' }).where(eq(aiProposals.id, row.id)).returning();
    return toProposalView(updated!, now);
  });
}
