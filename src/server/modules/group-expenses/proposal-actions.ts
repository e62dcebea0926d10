import { createGroupExpenseInput } from '../../../domain/group-expenses/group-expenses';
import { parseOrFail } from '../../http/parse-or-fail';
import type { ExchangeRates } from '../../shared/exchange-rates';
import { registerProposalAction } from '../../shared/proposal-actions';
import { createExpense, deleteExpense, plannedShares } from './expense-service';

/** A group expense, written as the group's expense form writes it (`input.expense`); undo deletes it with its shares. */
export function registerGroupExpenseProposals(rates?: ExchangeRates): void {
  registerProposalAction('groupExpense', {
    async confirm(db, userId, input) {
      const groupId = String(input.groupId);
      const expense = await createExpense(db, groupId, userId, parseOrFail(createGroupExpenseInput, input.expense), rates);
      return { link: `/groups/${groupId}#expense-${expense.id}`, undo: { groupId, expenseId: expense.id } };
    },
    async undo(db, userId, undo) {
      await deleteExpense(db, String(undo.groupId), String(undo.expenseId), userId);
    },
    async shares(db, input, currency) {
      const shares = await plannedShares(db, String(input.groupId), parseOrFail(createGroupExpenseInput, input.expense), currency);
      return new Map(shares.map((share) => [share.userId, share.shareMinor]));
    },
  });
}
