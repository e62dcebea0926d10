import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { groupMembers, groups } from '../../db/schema/index';

export type DbTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface Membership {
  groupId: string;
  userId: string;
  role: string;
  joinedAt: Date;
}

/** Admins before members, then whoever joined first (ties by id, so the choice never varies). */
function successorOf(others: Membership[]): Membership | undefined {
  return [...others].sort((a, b) => Number(b.role === 'admin') - Number(a.role === 'admin') || a.joinedAt.getTime() - b.joinedAt.getTime() || a.userId.localeCompare(b.userId))[0];
}

/**
 * Before an account goes, each group it owns passes to the longest-standing admin, else the
 * longest-standing member; a group with nobody else in it is deleted. Every membership of the
 * user's groups is locked first, in one order, so two members leaving at once never both hand
 * the group to each other or leave it with nobody in it.
 */
export async function handOverOwnedGroups(tx: DbTransaction, userId: string): Promise<void> {
  const mine = tx.select({ groupId: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, userId));
  const memberships: Membership[] = await tx
    .select({ groupId: groupMembers.groupId, userId: groupMembers.userId, role: groupMembers.role, joinedAt: groupMembers.joinedAt })
    .from(groupMembers)
    .where(inArray(groupMembers.groupId, mine))
    .orderBy(groupMembers.groupId, groupMembers.userId)
    .for('update');
  const owned = memberships.filter((row) => row.userId === userId && row.role === 'owner');
  for (const { groupId } of owned) {
    const successor = successorOf(memberships.filter((row) => row.groupId === groupId && row.userId !== userId));
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
