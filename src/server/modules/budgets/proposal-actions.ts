import { and, eq } from 'drizzle-orm';
import { budgetCategorySchema, budgetMonthSchema, setBudgetInput } from '../../../domain/budgets/budgets';
import { formatMinor } from '../../../domain/shared/money';
import { budgets } from '../../db/schema/index';
import { parseOrFail } from '../../http/parse-or-fail';
import { registerProposalAction } from '../../shared/proposal-actions';
import { deleteBudget, saveBudget } from './service';

/**
 * A month's budget for a category, set as the budgets screen sets it. Undo puts back the budget
 * it replaced (amount and rollover), or removes it when there was none.
 */
export function registerBudgetProposals(): void {
  registerProposalAction('budget', {
    async confirm(db, userId, input) {
      const month = parseOrFail(budgetMonthSchema, input.month);
      const category = parseOrFail(budgetCategorySchema, input.category);
      const amounts = parseOrFail(setBudgetInput, { amount: input.amount, rollover: input.rollover });
      const [before] = await db
        .select({ amountMinor: budgets.amountMinor, currency: budgets.currency, rollover: budgets.rollover })
        .from(budgets)
        .where(and(eq(budgets.userId, userId), eq(budgets.month, `${month}-01`), eq(budgets.category, category)));
      await saveBudget(db, userId, month, category, amounts);
      const previous = before ? { amount: formatMinor(before.amountMinor, before.currency), rollover: before.rollover } : null;
      return { link: `/budgets?month=${month}`, undo: { month, category, previous } };
    },
    async undo(db, userId, undo) {
      const month = String(undo.month);
      const category = String(undo.category);
      const previous = undo.previous as { amount: string; rollover: boolean } | null;
      if (previous) await saveBudget(db, userId, month, category, previous);
      else await deleteBudget(db, userId, month, category);
    },
  });
}
