import type { NetWorthProjectionResult } from '../../../../domain/ai/ai-tool-results';
import { netWorthProjectionInput } from '../../../../domain/ai/ai-tool-inputs';
import { standardProjection } from '../../../../domain/insights/financial-position';
import { formatMinor, toMinor } from '../../../../domain/shared/money';
import { projectNetWorth, projectionAnnualReturnPercent, projectionYears } from '../../../../domain/investments/net-worth-projection';
import { positionFor } from './financial-position';
import { defineTool } from './tool';

export const netWorthProjectionTool = defineTool({
  name: 'net_worth_projection',
  description: `The user’s net worth today (cash, savings, investments and what goals hold, in their currency) projected ${projectionYears} years ahead at ${projectionAnnualReturnPercent}% a year with a monthly contribution: the projection AI insights show.`,
  input: netWorthProjectionInput,
  async run(context, { monthlyContribution }): Promise<NetWorthProjectionResult> {
    const { currency } = context;
    const standard = standardProjection(await positionFor(context));
    const asked = monthlyContribution ? toMinor(monthlyContribution, currency) : null;
    const projection = { ...standard, monthlyContributionMinor: asked ?? standard.monthlyContributionMinor };
    const points = projectNetWorth(projection);
    return {
      currency,
      netWorth: formatMinor(projection.startMinor, currency),
      monthlyContribution: formatMinor(projection.monthlyContributionMinor, currency),
      annualReturnPercent: projection.annualReturnPercent,
      years: projection.years,
      points: points
        .filter((point) => point.month % 12 === 0)
        .map((point) => ({ year: point.month / 12, value: formatMinor(point.valueMinor, currency), contributed: formatMinor(point.contributedMinor, currency) })),
    };
  },
});
