import { financialPosition, type FinancialPosition } from '../../../../domain/insights/financial-position';
import type { TypicalMonth } from '../../../../domain/ai/ai-tool-results';
import { basisWindowMonths } from '../../../../domain/insights/insight-figures';
import { formatMinor } from '../../../../domain/shared/money';
import { financialSnapshot } from '../../../shared/financial-snapshot';
import type { ToolContext } from './tool';

/** The user's position exactly as the dashboard and AI insights compute it. */
export async function positionFor(context: ToolContext): Promise<FinancialPosition> {
  return financialPosition(await financialSnapshot(context.db, context.userId));
}

export function typicalMonthOf({ basis, savingsRate }: FinancialPosition, currency: string): TypicalMonth {
  return {
    source: basis.source,
    months: basisWindowMonths,
    income: formatMinor(basis.incomeMinor, currency),
    expenses: formatMinor(basis.expensesMinor, currency),
    kept: formatMinor(basis.keptMinor, currency),
    savingsRate,
  };
}
