import { sql } from 'drizzle-orm';
import type { LeftoverHistory } from '../../../domain/group-expenses/group-expenses';
import type { Database } from '../../db/client';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Each person's leftover minor units so far in the group (see `splitExpense`), leaving out the
 * expense being edited. The group row is locked first, so two expenses written at once take
 * turns and never hand the same person the same leftover unit twice.
 */
export async function leftoverHistory(tx: Tx, groupId: string, exceptExpenseId?: string): Promise<LeftoverHistory> {
  await tx.execute(sql`select 1 from groups where id = ${groupId} for no key update`);
  return leftoversSoFar(tx, groupId, exceptExpenseId);
}

/** The same history read without a lock, for showing what a split would be before it is written. */
export async function leftoversSoFar(db: Pick<Database, 'execute'>, groupId: string, exceptExpenseId?: string): Promise<LeftoverHistory> {
  const except = exceptExpenseId ? sql`and e.id <> ${exceptExpenseId}` : sql``;
  const result = await db.execute<{ user_id: string; leftover: string }>(sql`
    select s.user_id, sum(s.leftover_minor)::text as leftover
    from group_expense_shares s join group_expenses e on e.id = s.expense_id
    where e.group_id = ${groupId} and s.leftover_minor <> 0 ${except}
    group by s.user_id`);
  return new Map(result.rows.map((row) => [row.user_id, BigInt(row.leftover)]));
}
