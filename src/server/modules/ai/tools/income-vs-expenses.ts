import type { IncomeVsExpensesResult } from '../../../../domain/ai-tool-results';
import { incomeVsExpensesInput } from '../../../../domain/ai-tool-inputs';
import { savingsRatePercent } from '../../../../domain/dashboard';
import { monthKey } from '../../../../domain/dates';
import { formatMinor } from '../../../../domain/money';
import { allTimeSums, monthList, monthlySums } from './money-sums';
import { defineTool } from './tool';

export const incomeVsExpensesTool = defineTool({
  name: 'income_vs_expenses',
  description:
    'Income, expenses, net and savings rate per month in the user’s currency, ending with a given month (default: the current one), plus the cash on hand today and the average monthly net.',
  input: incomeVsExpensesInput,
  async run(context, { months, to }): Promise<IncomeVsExpensesResult> {
    const { currency } = context;
    const last = to ?? monthKey(context.today);
    const list = monthList(last, months);
    const [rows, allTime] = await Promise.all([monthlySums(context, list[0]!, last), allTimeSums(context)]);
    const flows = new Map(list.map((month) => [month, { income: 0n, expense: 0n }]));
    for (const row of rows) {
      const entry = flows.get(row.month);
      if (!entry || row.type === 'transfer') continue;
      entry[row.type] += row.totalMinor;
    }
    let netSum = 0n;
    const monthsOut = list.map((month) => {
      const { income, expense } = flows.get(month)!;
      netSum += income - expense;
      return {
        month,
        income: formatMinor(income, currency),
        expenses: formatMinor(expense, currency),
        net: formatMinor(income - expense, currency),
        savingsRate: income > 0n ? savingsRatePercent(income, expense) : null,
      };
    });
    // Cash on hand as the dashboard counts it: income less spending less every transfer out.
    const balance = allTime.reduce((sum, row) => sum + (row.type === 'income' ? row.totalMinor : -row.totalMinor), 0n);
    return { currency, months: monthsOut, balance: formatMinor(balance, currency), averageNet: formatMinor(netSum / BigInt(months), currency) };
  },
});
