import { eq } from 'drizzle-orm';
import type { SplitShare } from '../../../domain/group-expenses/group-expenses';
import type { Database } from '../../db/client';
import { groups } from '../../db/schema/index';
import { notify } from '../../shared/notify';
import { personName } from '../../shared/person-name';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

interface WrittenExpense {
  id: string;
  groupId: string;
  currency: string;
  description: string;
  createdBy: string;
}

/**
 * Tells each member who has a (non-zero) share in a new expense, other than the person who wrote it, what
 * their share is; written in the expense's own transaction, once per expense and member.
 */
export async function notifyExpenseShares(tx: Tx, expense: WrittenExpense, shares: readonly SplitShare[]): Promise<void> {
  const others = shares.filter((share) => share.userId !== expense.createdBy && share.shareMinor !== 0n);
  if (others.length === 0) return;
  const [group] = await tx.select({ name: groups.name }).from(groups).where(eq(groups.id, expense.groupId));
  if (!group) return;
  const name = await personName(tx, expense.createdBy);
  for (const share of others) {
    await notify(tx, {
      userId: share.userId,
      kind: 'groupExpense',
      params: {
        groupId: expense.groupId,
        groupName: group.name,
        expenseId: expense.id,
        name,
        description: expense.description,
        // Amounts stay far inside the exact range of a double (docs/decisions/004-money-and-rollups.md).
        shareMinor: Number(share.shareMinor),
        currency: expense.currency,
      },
      link: `/groups/${expense.groupId}#expense-${expense.id}`,
      dedupeKey: `groupExpense:${expense.id}`,
    });
  }
}
