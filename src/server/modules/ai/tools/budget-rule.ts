import type { BudgetRuleResult } from '../../../../domain/ai-tool-results';
import { budgetRuleInput } from '../../../../domain/ai-tool-inputs';
import { budgetBucketOf, budgetRuleAllocation, type BudgetBucket } from '../../../../domain/budget-rule';
import { monthKey } from '../../../../domain/dates';
import { formatMinor } from '../../../../domain/money';
import { monthList, monthlySums } from './money-sums';
import { defineTool } from './tool';

export const budgetRuleTool = defineTool({
  name: 'budget_50_30_20',
  description:
    'The 50/30/20 rule applied to the user’s monthly averages: income, and what went to needs, wants and savings against the 50%, 30% and 20% targets, with the gap to close in each.',
  input: budgetRuleInput,
  async run(context, { months }): Promise<BudgetRuleResult> {
    const { currency } = context;
    const list = monthList(monthKey(context.today), months);
    const rows = await monthlySums(context, list[0]!, list.at(-1)!);
    let income = 0n;
    const actual: Record<BudgetBucket, bigint> = { needs: 0n, wants: 0n, savings: 0n };
    for (const row of rows) {
      if (row.type === 'income') income += row.totalMinor;
      const bucket = budgetBucketOf(row.type, row.category);
      if (bucket) actual[bucket] += row.totalMinor;
    }
    const divisor = BigInt(months);
    let incomeSource: BudgetRuleResult['incomeSource'] = 'transactions';
    let monthlyIncome = income / divisor;
    if (income === 0n) {
      incomeSource = context.monthlyIncomeMinor && context.monthlyIncomeMinor > 0n ? 'settings' : 'none';
      monthlyIncome = context.monthlyIncomeMinor ?? 0n;
    }
    const average = { needs: actual.needs / divisor, wants: actual.wants / divisor, savings: actual.savings / divisor };
    return {
      currency,
      from: list[0]!,
      to: list.at(-1)!,
      months,
      income: formatMinor(monthlyIncome, currency),
      incomeSource,
      lines: budgetRuleAllocation(monthlyIncome, average).map((line) => ({
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
