import type { IncomeVsExpensesResult } from '../../../../domain/ai/ai-tool-results';
import { incomeVsExpensesInput } from '../../../../domain/ai/ai-tool-inputs';
import { monthKey } from '../../../../domain/shared/dates';
import { keptPercent } from '../../../../domain/insights/insight-figures';
import { formatMinor } from '../../../../domain/shared/money';
import { positionFor, typicalMonthOf } from './financial-position';
import { monthList, monthlySums } from './money-sums';
import { defineTool } from './tool';

export const incomeVsExpensesTool = defineTool({
  name: 'income_vs_expenses',
  description:
    'Income, expenses, net and savings rate per month in the user’s currency, ending with a given month (default: the current one), plus the cash on hand today and a typical month (income, spending, what is kept and the savings rate exactly as AI insights and the dashboard show them).',
  input: incomeVsExpensesInput,
  async run(context, { months, to }): Promise<IncomeVsExpensesResult> {
    const { currency } = context;
    const last = to ?? monthKey(context.today);
    const list = monthList(last, months);
    const [rows, position] = await Promise.all([monthlySums(context, list[0]!, last), positionFor(context)]);
    const flows = new Map(list.map((month) => [month, { income: 0n, expense: 0n }]));
    for (const row of rows) {
      const entry = flows.get(row.month);
      if (!entry || row.type === 'transfer') continue;
      entry[row.type] += row.totalMinor;
    }
    const monthsOut = list.map((month) => {
      const { income, expense } = flows.get(month)!;
      return {
        month,
        income: formatMinor(income, currency),
        expenses: formatMinor(expense, currency),
        net: formatMinor(income - expense, currency),
        savingsRate: keptPercent(income, income - expense),
      };
    });
    return { currency, months: monthsOut, balance: formatMinor(position.cashMinor, currency), typicalMonth: typicalMonthOf(position, currency) };
  },
});
