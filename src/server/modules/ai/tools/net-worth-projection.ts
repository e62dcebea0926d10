import { and, eq, ne } from 'drizzle-orm';
import type { NetWorthProjectionResult } from '../../../../domain/ai-tool-results';
import { netWorthProjectionInput } from '../../../../domain/ai-tool-inputs';
import { addMonths, monthKey } from '../../../../domain/dates';
import { formatMinor, toMinor } from '../../../../domain/money';
import { projectNetWorth, projectionAnnualReturnPercent, projectionYears } from '../../../../domain/net-worth-projection';
import { financialGoals } from '../../../db/schema/index';
import { allTimeSums, monthList, monthlySums } from './money-sums';
import { defineTool } from './tool';

export const netWorthProjectionTool = defineTool({
  name: 'net_worth_projection',
  description: `The user’s net worth today (cash, savings, investments and what goals hold, in their currency) projected ${projectionYears} years ahead at ${projectionAnnualReturnPercent}% a year with a monthly contribution.`,
  input: netWorthProjectionInput,
  async run(context, { monthlyContribution }): Promise<NetWorthProjectionResult> {
    const { currency } = context;
    const thisMonth = monthKey(context.today);
    const recent = monthList(monthKey(addMonths(`${thisMonth}-01`, -1)), 3);
    const [allTime, goals, months] = await Promise.all([
      allTimeSums(context),
      context.db
        .select({ currentMinor: financialGoals.currentMinor })
        .from(financialGoals)
        .where(and(eq(financialGoals.userId, context.userId), eq(financialGoals.currency, currency), ne(financialGoals.status, 'archived'))),
      monthlySums(context, recent[0]!, recent.at(-1)!),
    ]);
    // The dashboard's net worth: a transfer to savings or investments moves money, it does not lose it.
    let netWorth = 0n;
    for (const row of allTime) {
      if (row.type === 'income') netWorth += row.totalMinor;
      else if (row.type === 'expense') netWorth -= row.totalMinor;
      else if (row.category !== 'savings' && row.category !== 'investment') netWorth -= row.totalMinor;
    }
    netWorth += goals.reduce((sum, goal) => sum + goal.currentMinor, 0n);

    let contribution = monthlyContribution ? toMinor(monthlyContribution, currency) : null;
    if (contribution === null) {
      // The average of the last three complete months, never negative.
      const net = months.reduce((sum, row) => sum + (row.type === 'income' ? row.totalMinor : row.type === 'expense' ? -row.totalMinor : 0n), 0n) / 3n;
      contribution = net > 0n ? net : 0n;
    }
    const points = projectNetWorth({ startMinor: netWorth, monthlyContributionMinor: contribution });
    return {
      currency,
      netWorth: formatMinor(netWorth, currency),
      monthlyContribution: formatMinor(contribution, currency),
      annualReturnPercent: projectionAnnualReturnPercent,
      years: projectionYears,
      points: points.filter((point) => point.month % 12 === 0).map((point) => ({ year: point.month / 12, value: formatMinor(point.valueMinor, currency), contributed: formatMinor(point.contributedMinor, currency) })),
    };
  },
});
