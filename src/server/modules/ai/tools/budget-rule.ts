import type { BudgetRuleResult } from '../../../../domain/ai/ai-tool-results';
import { budgetRuleInput } from '../../../../domain/ai/ai-tool-inputs';
import type { BudgetLine } from '../../../../domain/insights/budget-rule';
import { monthKey } from '../../../../domain/shared/dates';
import { basisWindowMonths, budgetRuleOf, monthsEndingAt, recordedBasis, type MonthlyBasis } from '../../../../domain/insights/insight-figures';
import { formatMinor } from '../../../../domain/shared/money';
import { positionFor } from './financial-position';
import { monthlySums } from './money-sums';
import { defineTool } from './tool';

export const budgetRuleTool = defineTool({
  name: 'budget_50_30_20',
  description:
    'The 50/30/20 rule applied to the user’s month: income, and what went to needs, wants and savings (income less spending) against the 50%, 30% and 20% targets, with the gap to close in each. With `months`, the average of those months ending with `to`; without it, a typical month exactly as AI insights show it.',
  input: budgetRuleInput,
  async run(context, { months, to }): Promise<BudgetRuleResult> {
    const { currency } = context;
    let list: string[];
    let basis: MonthlyBasis;
    let lines: BudgetLine[];
    if (months === undefined) {
      const position = await positionFor(context);
      list = monthsEndingAt(monthKey(context.today), basisWindowMonths);
      basis = position.basis;
      lines = position.budgetRule;
    } else {
      list = monthsEndingAt(to ?? monthKey(context.today), months);
      basis = recordedBasis(await monthlySums(context, list[0]!, list.at(-1)!), list);
      lines = budgetRuleOf(basis);
    }
    return {
      currency,
      from: list[0]!,
      to: list.at(-1)!,
      months: list.length,
      typicalMonth: months === undefined,
      income: formatMinor(basis.incomeMinor, currency),
      incomeSource: basis.incomeMinor > 0n ? basis.source : 'none',
      lines: lines.map((line) => ({
        bucket: line.bucket,
        targetPercent: line.targetPercent,
        target: formatMinor(line.targetMinor, currency),
        actual: formatMinor(line.actualMinor, currency),
        actualPercent: line.actualPercent,
        gap: formatMinor(line.gapMinor, currency),
      })),
    };
  },
});
