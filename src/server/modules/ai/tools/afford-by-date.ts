import { affordByDate } from '../../../../domain/ai/affordability';
import type { AffordByDateResult } from '../../../../domain/ai/ai-tool-results';
import { affordByDateInput } from '../../../../domain/ai/ai-tool-inputs';
import { formatMinor, toMinor } from '../../../../domain/shared/money';
import { positionFor } from './financial-position';
import { defineTool } from './tool';

export const affordByDateTool = defineTool({
  name: 'afford_by_date',
  description:
    'Whether the user can have an amount by a date at their usual pace: cash on hand today plus what a typical month keeps (as AI insights show it) for each whole month until then; with the shortfall and what to set aside each month when it falls short.',
  input: affordByDateInput,
  async run(context, { amount, by }): Promise<AffordByDateResult> {
    const { currency } = context;
    // A model may ask about a day that has passed: the answer is then about the month ahead.
    const position = await positionFor(context);
    const result = affordByDate({
      amountMinor: toMinor(amount, currency) ?? 0n,
      by: by > context.today ? by : context.today,
      today: context.today,
      balanceMinor: position.cashMinor,
      monthlyKeptMinor: position.basis.keptMinor,
    });
    const money = (value: bigint) => formatMinor(value, currency);
    return {
      currency,
      amount: money(toMinor(amount, currency) ?? 0n),
      by,
      balance: money(position.cashMinor),
      monthlyKept: money(position.basis.keptMinor > 0n ? position.basis.keptMinor : 0n),
      months: result.months,
      projected: money(result.projectedMinor),
      affordable: result.affordable,
      shortfall: money(result.shortfallMinor),
      perMonth: money(result.perMonthMinor),
    };
  },
});
