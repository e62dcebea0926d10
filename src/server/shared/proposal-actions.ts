import type { ProposalKind } from '../../domain/ai/proposals';
import type { Database } from '../db/client';

/** What a confirmed proposal wrote: where it is in the app, and what undoing it needs. */
export interface ProposalOutcome {
  link: string;
  undo: Record<string, unknown>;
}

/**
 * How one module carries out a kind of proposal: `confirm` validates `input` with the module's own
 * schema and writes it through the module's own service (the same texts and access checks as its
 * screens); `undo` takes the write back. Both run inside the proposal's database transaction, so
 * `db` may be a transaction: a refusal leaves nothing written and the proposal pending.
 */
export interface ProposalAction {
  confirm(db: Database, userId: string, input: Record<string, unknown>): Promise<ProposalOutcome>;
  undo(db: Database, userId: string, undo: Record<string, unknown>): Promise<void>;
  /**
   * Each member's share, in minor units of `currency`, that `confirm` would write now: a split
   * deals its leftover cents by the group's history, which only the module reads.
   */
  shares?(db: Database, input: Record<string, unknown>, currency: string): Promise<ReadonlyMap<string, bigint>>;
}

/** A kind, or a step another kind's confirmation takes: marking the person's own expense as what paid a new group expense. */
export type ProposalStep = ProposalKind | 'linkPaidExpense';

const actions = new Map<ProposalStep, ProposalAction>();

/** Each module registers its kinds when its routes are registered (the ai module may not import modules). */
export function registerProposalAction(step: ProposalStep, action: ProposalAction): void {
  actions.set(step, action);
}

export function proposalAction(step: ProposalStep): ProposalAction {
  const action = actions.get(step);
  if (!action) throw new Error(`No module carries out '${step}' proposals`);
  return action;
}
