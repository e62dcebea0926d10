import { and, eq, sql } from 'drizzle-orm';
import { groupShareErrorCodes, groupShareMessages, groupExpenseCandidatesMax, type GroupExpenseCandidates } from '../../../domain/group-shares/group-shares';
import { formatMinor } from '../../../domain/shared/money';
import type { Transaction } from '../../../domain/transactions/transactions';
import type { Database } from '../../db/client';
import { transactions, type TransactionRow } from '../../db/schema/index';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { requireOwned } from '../../http/require-owned';
import { isUuid } from '../../http/route-kit';
import { withGroupLinks } from '../../shared/transaction-view';

/** A share row follows its group expense: editing or deleting it here is refused (409). */
export function requireNotShare(row: Pick<TransactionRow, 'groupExpenseId'>): void {
  if (row.groupExpenseId !== null) throw new AppError(409, groupShareErrorCodes.shareReadOnly, groupShareMessages.shareReadOnly);
}

/** The user's own expense that may be linked to a group expense (not a share, not income or a transfer), row-locked. */
async function linkableRow(tx: Pick<Database, 'select'>, userId: string, id: string): Promise<TransactionRow> {
  const row = await requireOwned(tx, transactions, id, userId);
  if (row.groupExpenseId !== null) throw fieldError('groupExpenseId', groupShareMessages.shareCannotLink);
  if (row.type !== 'expense') throw fieldError('groupExpenseId', groupShareMessages.linkExpenseOnly);
  return row;
}

async function answer(tx: Pick<Database, 'execute'>, row: TransactionRow): Promise<Transaction> {
  const [transaction] = await withGroupLinks(tx, [row]);
  return transaction!;
}

/**
 * Marks the user's own expense as what paid `groupExpenseId`, an expense of a group they are a
 * member of: the rollups then leave it out of every total, since the user's share counts instead.
 * Another user's transaction, or an expense of a group the user is not in, is 404.
 */
export async function linkGroupExpense(db: Database, userId: string, id: string, groupExpenseId: string): Promise<Transaction> {
  if (!isUuid(id)) throw notFound();
  return db.transaction(async (tx) => {
    await linkableRow(tx, userId, id);
    const visible = await tx.execute(sql`
      select 1 from group_expenses ge join group_members gm on gm.group_id = ge.group_id and gm.user_id = ${userId}
      where ge.id = ${groupExpenseId}`);
    if (visible.rows.length === 0) throw notFound(groupShareMessages.expenseNotFound);
    const [updated] = await tx
      .update(transactions)
      .set({ paidGroupExpenseId: groupExpenseId, updatedAt: sql`now()` })
      .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
      .returning();
    return answer(tx, updated!);
  });
}

/** Takes the link off: the transaction counts in the totals again. Unlinking an unlinked row changes nothing. */
export async function unlinkGroupExpense(db: Database, userId: string, id: string): Promise<Transaction> {
  if (!isUuid(id)) throw notFound();
  return db.transaction(async (tx) => {
    const row = await requireOwned(tx, transactions, id, userId);
    requireNotShare(row);
    if (row.paidGroupExpenseId === null) return answer(tx, row);
    const [updated] = await tx
      .update(transactions)
      .set({ paidGroupExpenseId: null, updatedAt: sql`now()` })
      .where(eq(transactions.id, row.id))
      .returning();
    return answer(tx, updated!);
  });
}

/**
 * Recent expenses of the user's groups to link the transaction to: those with the same amount in
 * the same currency on the same date first, then the newest (at most 20).
 */
export async function groupExpenseCandidates(db: Database, userId: string, id: string): Promise<GroupExpenseCandidates> {
  const row = await requireOwned(db, transactions, id, userId, { forUpdate: false });
  const result = await db.execute<{
    id: string;
    group_id: string;
    group_name: string;
    description: string;
    amount_minor: string;
    currency: string;
    date: string;
    matches: boolean;
  }>(sql`
    select ge.id, g.id as group_id, g.name as group_name, ge.description, ge.amount_minor::text as amount_minor, g.currency, ge.occurred_on::text as date,
      (g.currency = ${row.currency} and ge.amount_minor = ${row.amountMinor} and ge.occurred_on = ${row.occurredOn}::date) as matches
    from group_expenses ge
    join groups g on g.id = ge.group_id
    join group_members gm on gm.group_id = g.id and gm.user_id = ${userId}
    order by matches desc, ge.occurred_on desc, ge.id desc
    limit ${groupExpenseCandidatesMax}`);
  return {
    items: result.rows.map((candidate) => ({
      id: candidate.id,
      groupId: candidate.group_id,
      groupName: candidate.group_name,
      description: candidate.description,
      amount: formatMinor(BigInt(candidate.amount_minor), candidate.currency),
      currency: candidate.currency,
      date: candidate.date,
      matches: candidate.matches,
    })),
  };
}
