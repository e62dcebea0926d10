import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { encodeGroupCursor, type GroupExpensePage, type GroupPageQuery } from '../../../domain/group-expenses/group-expenses';
import type { Database } from '../../db/client';
import { groupExpenses, groupExpenseShares } from '../../db/schema/index';
import { expenseColumns } from './expense-service';
import { groupAccess, namesOf } from './group-access';
import { toGroupExpense, type ShareRow } from './views';

/** Rows after the cursor's (date, id), for keyset paging newest first. */
export function afterCursor(date: AnyPgColumn, id: AnyPgColumn, cursor: GroupPageQuery['cursor']): SQL | undefined {
  return cursor ? sql`(${date}, ${id}) < (${cursor.date}::date, ${cursor.id}::uuid)` : undefined;
}

/**
 * Newest first by (date, id), keyset-paged like transactions: a page deep in the history costs
 * what the first one does, and expenses added meanwhile never shift a page. Three queries per
 * page whatever its size: the expenses, their shares, and the names of everyone on them.
 */
export async function listExpenses(db: Database, groupId: string, userId: string, query: GroupPageQuery): Promise<GroupExpensePage> {
  const access = await groupAccess(db, groupId, userId);
  const rows = await db
    .select(expenseColumns)
    .from(groupExpenses)
    .where(and(eq(groupExpenses.groupId, access.groupId), afterCursor(groupExpenses.occurredOn, groupExpenses.id, query.cursor)))
    .orderBy(desc(groupExpenses.occurredOn), desc(groupExpenses.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeGroupCursor({ date: last.occurredOn, id: last.id }) : null;
  if (page.length === 0) return { items: [], nextCursor };

  const shareRows = await db
    .select({ expenseId: groupExpenseShares.expenseId, userId: groupExpenseShares.userId, value: groupExpenseShares.value, shareMinor: groupExpenseShares.shareMinor })
    .from(groupExpenseShares)
    .where(
      inArray(
        groupExpenseShares.expenseId,
        page.map((row) => row.id),
      ),
    );
  const sharesByExpense = new Map<string, ShareRow[]>();
  for (const share of shareRows) {
    const list = sharesByExpense.get(share.expenseId) ?? [];
    list.push(share);
    sharesByExpense.set(share.expenseId, list);
  }
  const names = await namesOf(db, [...page.map((row) => row.paidBy), ...shareRows.map((share) => share.userId)]);
  return { items: page.map((row) => toGroupExpense(row, sharesByExpense.get(row.id) ?? [], names, access)), nextCursor };
}
