import type { SpendingSummaryResult } from '../../../../domain/ai/ai-tool-results';
import { spendingSummaryInput } from '../../../../domain/ai/ai-tool-inputs';
import { formatMinor } from '../../../../domain/shared/money';
import { sumsBetween } from './money-sums';
import { defineTool } from './tool';

export const spendingSummaryTool = defineTool({
  name: 'spending_summary',
  description:
    'Total spending (or income) of the user between two dates, both included, per category, with the number of transactions, in the user’s currency; optionally only one category or only rows whose description holds some words (a shop or payee). Rows in other currencies are listed apart, per currency, and never added in.',
  input: spendingSummaryInput,
  async run(context, { from, to, category, query, type }): Promise<SpendingSummaryResult> {
    const sums = await sumsBetween(context, from, to, { type, category, query });
    const { currency } = context;
    const byCategory = new Map<string, { total: bigint; count: number }>();
    const others = new Map<string, bigint>();
    let total = 0n;
    let count = 0;
    for (const row of sums) {
      if (row.currency !== currency) {
        others.set(row.currency, (others.get(row.currency) ?? 0n) + row.totalMinor);
        continue;
      }
      const entry = byCategory.get(row.category) ?? { total: 0n, count: 0 };
      entry.total += row.totalMinor;
      entry.count += row.count;
      byCategory.set(row.category, entry);
      total += row.totalMinor;
      count += row.count;
    }
    return {
      currency,
      type,
      from,
      to,
      category: category ?? null,
      query: query ?? null,
      total: formatMinor(total, currency),
      count,
      categories: [...byCategory]
        .sort(([nameA, a], [nameB, b]) => (a.total === b.total ? nameA.localeCompare(nameB) : a.total > b.total ? -1 : 1))
        .map(([name, entry]) => ({ category: name, total: formatMinor(entry.total, currency), count: entry.count })),
      otherCurrencies: [...others].sort(([a], [b]) => a.localeCompare(b)).map(([code, sum]) => ({ currency: code, total: formatMinor(sum, code) })),
    };
  },
});
