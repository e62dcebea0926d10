import { and, desc, ne } from 'drizzle-orm';
import { proposeGoalContributionInput, proposeGoalInput } from '../../../../../domain/ai/proposals';
import { goalContributionCategory } from '../../../../../domain/categories/categories';
import { createGoalInput } from '../../../../../domain/goals/goals';
import { addMonths } from '../../../../../domain/shared/dates';
import { createTransactionInput } from '../../../../../domain/transactions/transactions';
import { financialGoals } from '../../../../db/schema/index';
import { goalAccessOf, goalVisibleTo } from '../../../../shared/goal-access';
import { defineTool, ToolRefusal } from '../tool';
import { checkedWith, propose, proposalNote, requireAmount, requireNotFuture } from './propose';
import { pickOne } from './resolve';

export const proposeGoalTool = defineTool({
  name: 'propose_goal',
  description: `Proposes a new savings goal of the person in their currency: a title, a target amount and a target date. ${proposalNote}`,
  input: proposeGoalInput,
  async run(context, { title, targetAmount, targetDate = addMonths(context.today, 12) }) {
    requireAmount(targetAmount, context.currency);
    if (targetDate <= context.today) throw new ToolRefusal(`The target date ${targetDate} must be after today (${context.today})`);
    const input = checkedWith(createGoalInput, { title, targetAmount, targetDate });
    return propose(context, 'goal', { title: input.title, targetAmount, targetDate }, { title: input.title, amount: targetAmount, currency: context.currency, targetDate });
  },
});

export const proposeGoalContributionTool = defineTool({
  name: 'propose_goal_contribution',
  description: `Proposes putting money into a goal: one of the person's own goals or a goal shared with one of their groups that lets its members contribute. ${proposalNote}`,
  input: proposeGoalContributionInput,
  async run(context, { goal: reference, amount, date = context.today }) {
    requireAmount(amount, context.currency);
    requireNotFuture(context, date);
    const goals = await context.db
      .select({ id: financialGoals.id, name: financialGoals.title, status: financialGoals.status })
      .from(financialGoals)
      .where(and(goalVisibleTo(context.db, context.userId), ne(financialGoals.status, 'archived')))
      .orderBy(desc(financialGoals.createdAt))
      .limit(200);
    const goal = pickOne(goals, reference, 'goal');
    const access = await goalAccessOf(context.db, goal.id, context.userId);
    if (access !== 'owner' && access !== 'can_contribute') throw new ToolRefusal(`You can only view the goal '${goal.name}': its group does not let members contribute`);
    if (goal.status !== 'active') throw new ToolRefusal(`The goal '${goal.name}' is ${goal.status}; only active goals take contributions`);
    const input = { type: 'transfer', category: goalContributionCategory, amount, goalId: goal.id, date, description: '' };
    checkedWith(createTransactionInput, input);
    return propose(context, 'goalContribution', input, { amount, currency: context.currency, goalTitle: goal.name, date });
  },
});
