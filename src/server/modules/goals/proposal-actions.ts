import { createGoalInput } from '../../../domain/goals/goals';
import { parseOrFail } from '../../http/parse-or-fail';
import { registerProposalAction } from '../../shared/proposal-actions';
import { createGoal, deleteGoal } from './service';

/** A new goal, written as the goal form writes it; undo deletes it. */
export function registerGoalProposals(): void {
  registerProposalAction('goal', {
    async confirm(db, userId, input) {
      const goal = await createGoal(db, userId, parseOrFail(createGoalInput, input));
      return { link: `/financial-goals?goal=${goal.id}`, undo: { goalId: goal.id } };
    },
    async undo(db, userId, undo) {
      await deleteGoal(db, userId, String(undo.goalId));
    },
  });
}
