import { and, eq } from 'drizzle-orm';
import { proposeBudgetInput, proposeScheduleInput, ruleForFrequency } from '../../../../../domain/ai/proposals';
import { budgetCategorySchema, setBudgetInput } from '../../../../../domain/budgets/budgets';
import { createScheduleInput } from '../../../../../domain/recurring/recurring';
import { formatMinor } from '../../../../../domain/shared/money';
import { budgets } from '../../../../db/schema/index';
import { defineTool } from '../tool';
import { checkedWith, propose, proposalNote, requireAmount } from './propose';
import { resolveCategory } from './resolve';

export const proposeBudgetTool = defineTool({
  name: 'propose_budget',
  description: `Proposes a monthly budget for one expense category, in the person's currency; it replaces a budget already set for that month and category. ${proposalNote}`,
  input: proposeBudgetInput,
  async run(context, { category: reference, amount, month = context.today.slice(0, 7) }) {
    requireAmount(amount, context.currency);
    const category = await resolveCategory(context, 'expense', reference);
    checkedWith(budgetCategorySchema, category.key);
    checkedWith(setBudgetInput, { amount });
    const [current] = await context.db
      .select({ amountMinor: budgets.amountMinor, currency: budgets.currency })
      .from(budgets)
      .where(and(eq(budgets.userId, context.userId), eq(budgets.month, `${month}-01`), eq(budgets.category, category.key)));
    return propose(
      context,
      'budget',
      { month, category: category.key, amount, rollover: false },
      {
        amount,
        currency: context.currency,
        category: category.key,
        ...(category.name ? { categoryName: category.name } : {}),
        month,
        ...(current ? { replacesAmount: formatMinor(current.amountMinor, current.currency) } : {}),
      },
    );
  },
});

export const proposeScheduleTool = defineTool({
  name: 'propose_schedule',
  description: `Proposes a recurring expense or income (a bill, rent, a salary) repeating weekly, every two weeks, monthly or yearly from its first date, in the person's currency. ${proposalNote}`,
  input: proposeScheduleInput,
  async run(context, { description, amount, type = 'expense', category: reference, frequency, startDate, nextDate }) {
    requireAmount(amount, context.currency);
    const startsOn = startDate ?? nextDate ?? context.today;
    const category = await resolveCategory(context, type, reference);
    const rule = ruleForFrequency(frequency, startsOn);
    const input = { type, category: category.key, amount, description, rule, startsOn };
    checkedWith(createScheduleInput, input);
    return propose(context, 'schedule', input, {
      type,
      amount,
      currency: context.currency,
      category: category.key,
      ...(category.name ? { categoryName: category.name } : {}),
      description,
      frequency,
      date: startsOn,
    });
  },
});
