import { sql, type SQL } from 'drizzle-orm';
import type { SearchTransactionsResult } from '../../../../domain/ai/ai-tool-results';
import { searchTransactionsInput } from '../../../../domain/ai/ai-tool-inputs';
import { addMonths } from '../../../../domain/shared/dates';
import { formatMinor } from '../../../../domain/shared/money';
import { likePattern } from '../../../shared/like-pattern';
import { defineTool } from './tool';

interface Row extends Record<string, unknown> {
  id: string;
  occurred_on: string;
  type: 'income' | 'expense' | 'transfer';
  category: string;
  description: string;
  amount: string;
  currency: string;
}

export const searchTransactionsTool = defineTool({
  name: 'search_transactions',
  description:
    'Lists the user’s transactions (date, type, category, description, amount and currency), optionally only those matching words in the description, a category, a type and a date range; newest first, or biggest first (biggest compares amounts in the user’s currency only, within the last year unless dates are given). For totals use spending_summary instead.',
  input: searchTransactionsInput,
  async run(context, input): Promise<SearchTransactionsResult> {
    const largest = input.sort === 'largest';
    const conditions: SQL[] = [sql`user_id = ${context.userId}`];
    if (input.type) conditions.push(sql`type = ${input.type}`);
    if (input.category) conditions.push(sql`category = ${input.category}`);
    if (input.query) conditions.push(sql`description ilike ${likePattern(input.query)}`);
    // Amounts in two currencies cannot be ranked against each other.
    if (largest) conditions.push(sql`currency = ${context.currency}`);
    const from = input.from ?? (largest ? addMonths(context.today, -12) : undefined);
    if (from) conditions.push(sql`occurred_on >= ${from}::date`);
    if (input.to) conditions.push(sql`occurred_on <= ${input.to}::date`);
    const order = largest ? sql`amount_minor desc, occurred_on desc, id desc` : sql`occurred_on desc, id desc`;
    const result = await context.db.execute<Row>(sql`
      select id::text as id, occurred_on::text as occurred_on, type, category, description, amount_minor::text as amount, currency
      from transactions where ${sql.join(conditions, sql` and `)}
      order by ${order} limit ${input.limit}`);
    return {
      currency: context.currency,
      items: result.rows.map((row) => ({
        id: row.id,
        date: row.occurred_on,
        type: row.type,
        category: row.category,
        description: row.description,
        amount: formatMinor(BigInt(row.amount), row.currency),
        currency: row.currency,
      })),
    };
  },
});
