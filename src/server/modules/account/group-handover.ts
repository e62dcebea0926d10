import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { groupMembers, groups } from '../../db/schema/index';

export type DbTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Before an account goes, each group it owns passes to the longest-standing admin, else the
 * longest-standing member; a group with nobody else in it is deleted. Memberships of groups it
 * does not own simply end with the account.
 */
export async function handOverOwnedGroups(tx: DbTransaction, userId: string): Promise<void> {
  const owned = await tx
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .where(and(eq(groupMembers.userId, userId), eq(groupMembers.role, 'owner')))
    .for('update');
  for (const { groupId } of owned) {
    const [successor] = await tx
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), ne(groupMembers.userId, userId)))
      .orderBy(sql`case when ${groupMembers.role} = 'admin' then 0 else 1 end`, asc(groupMembers.joinedAt), asc(groupMembers.userId))
      .limit(1)
      .for('update');
    if (!successor) {
      await tx.delete(groups).where(eq(groups.id, groupId));
      continue;
    }
    // A group has at most one owner at any moment: the leaving owner's row goes first.
    await tx.delete(groupMembers).where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
    await tx
      .update(groupMembers)
      .set({ role: 'owner' })
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, successor.userId)));
  }
}
