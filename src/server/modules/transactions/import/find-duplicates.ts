import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { PreparedRow } from './prepare-rows';

/** Rows per lookup: large enough to be few round trips, small enough to keep each plan cheap. */
const lookupSize = 20_000;

/**
 * Existing transactions of this user with the same date, amount and (case-insensitive, trimmed)
 * description, as request row → the matching transaction's id. Only the user's own rows are read,
 * and not their shares of group expenses: a bank line is what they paid, never a share.
 */
export async function findDuplicates(db: Database, userId: string, prepared: readonly PreparedRow[]): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  for (let start = 0; start < prepared.length; start += lookupSize) {
    const chunk = prepared.slice(start, start + lookupSize);
    const { rows } = await db.execute<{ position: number; id: string }>(sql`
      select distinct on (k.position) k.position, t.id
      from unnest(${sql.param(chunk.map((entry) => entry.occurredOn))}::date[],
                  ${sql.param(chunk.map((entry) => entry.amountMinor.toString()))}::bigint[],
                  ${sql.param(chunk.map((entry) => entry.description))}::text[])
           with ordinality as k(occurred_on, amount_minor, description, position)
      join transactions t on t.user_id = ${userId} and t.occurred_on = k.occurred_on
        and t.amount_minor = k.amount_minor and lower(trim(t.description)) = lower(trim(k.description))
        and t.group_expense_id is null
      order by k.position, t.id`);
    for (const row of rows) found.set(chunk[Number(row.position) - 1]!.row, row.id);
  }
  return found;
}
