import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { groupMembers, groups, type GroupInviteRow } from '../../db/schema/index';
import { notify } from '../../shared/notify';
import { personName } from '../../shared/person-name';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Tells whoever handed out the link that someone joined through it, in the joining transaction.
 * When that person is gone from the group (or the link names nobody), the owner and admins are
 * told instead, since they are the ones who look after who is in it.
 */
export async function notifyInviteAccepted(tx: Tx, invite: GroupInviteRow, joinerId: string): Promise<void> {
  const [group] = await tx.select({ name: groups.name }).from(groups).where(eq(groups.id, invite.groupId));
  if (!group) return;
  const managers = await tx
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, invite.groupId), ne(groupMembers.userId, joinerId), inArray(groupMembers.role, ['owner', 'admin'])));
  const inviterStays =
    invite.createdBy !== null &&
    invite.createdBy !== joinerId &&
    (
      await tx
        .select({ userId: groupMembers.userId })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, invite.groupId), eq(groupMembers.userId, invite.createdBy)))
    ).length > 0;
  const recipients = inviterStays ? [invite.createdBy!] : managers.map((row) => row.userId);
  const name = await personName(tx, joinerId);
  for (const userId of recipients) {
    await notify(tx, {
      userId,
      kind: 'groupInviteAccepted',
      params: { groupId: invite.groupId, groupName: group.name, name },
      link: `/groups/${invite.groupId}`,
      dedupeKey: `groupInviteAccepted:${invite.id}:${joinerId}`,
    });
  }
}
