import { createTransactionInput } from '../../../domain/transactions/transactions';
import { parseOrFail } from '../../http/parse-or-fail';
import type { ExchangeRates } from '../../shared/exchange-rates';
import { registerProposalAction, type ProposalAction } from '../../shared/proposal-actions';
import { linkGroupExpense } from './group-links';
import { createTransaction, deleteTransaction } from './service';

/** A transaction or a goal contribution, written as the money-tracking form writes it. */
function transactionAction(rates?: ExchangeRates): ProposalAction {
  return {
    async confirm(db, userId, input) {
      const created = await createTransaction(db, userId, parseOrFail(createTransactionInput, input), rates);
      const link = created.goalId ? `/financial-goals?goal=${created.goalId}` : `/money-tracking?transaction=${created.id}`;
      return { link, undo: { transactionId: created.id } };
    },
    async undo(db, userId, undo) {
      await deleteTransaction(db, userId, String(undo.transactionId));
    },
  };
}

/** Marks the person's own expense as what paid the group expense just written; deleting that expense takes the mark off (set null). */
const linkPaidExpense: ProposalAction = {
  async confirm(db, userId, input) {
    await linkGroupExpense(db, userId, String(input.transactionId), String(input.groupExpenseId));
    return { link: `/money-tracking?transaction=${String(input.transactionId)}`, undo: {} };
  },
  async undo() {
    // Undoing the group expense deletes it, which unlinks the transaction.
  },
};

export function registerTransactionProposals(rates?: ExchangeRates): void {
  const action = transactionAction(rates);
  registerProposalAction('transaction', action);
  registerProposalAction('goalContribution', action);
  registerProposalAction('linkPaidExpense', linkPaidExpense);
}
