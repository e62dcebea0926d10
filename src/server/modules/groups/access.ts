import { eq } from 'drizzle-orm';
import type { GroupRole } from '../../../domain/groups/groups';
import type { Database } from '../../db/client';
import { groups, type GroupRow } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { isUuid } from '../../http/route-kit';
import { requireGroupRole } from '../../shared/group-membership';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Locks the group row for the rest of the transaction, then checks the caller's role (404 for a
 * non-member, 403 without one of `allowed`). Every change to memberships takes this lock first,
 * so two ownership transfers, or a leave and a removal, run one after the other. The lock is
 * `no key update`: joins through invite links (foreign-key checks) are not held up by it.
 */
export async function lockGroupAs(tx: Transaction, groupId: string, userId: string, allowed?: readonly GroupRole[]): Promise<{ group: GroupRow; role: GroupRole }> {
  if (!isUuid(groupId)) throw notFound();
  const [group] = await tx.select().from(groups).where(eq(groups.id, groupId)).for('no key update');
  if (!group) throw notFound();
  const role = await requireGroupRole(tx, groupId, userId, allowed);
  return { group, role };
}

export type { Transaction };
