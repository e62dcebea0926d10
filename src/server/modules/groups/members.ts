import { and, eq } from 'drizzle-orm';
import { groupErrorCodes, groupMessages, type GroupDetail, type GroupRole } from '../../../domain/groups/groups';
import { errorCodes, errorMessages } from '../../../domain/shared/errors';
import type { Database } from '../../db/client';
import { groupMembers, groups } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';
import { managerRoles } from '../../http/membership';
import { isUuid } from '../../http/route-kit';
import { groupRoleOf } from '../../shared/group-membership';
import { lockGroupAs, type Transaction } from './access';
import { groupDetailFor } from './service';

const forbidden = () => new AppError(403, errorCodes.forbidden, errorMessages.forbidden);

async function setRole(tx: Transaction, groupId: string, userId: string, role: GroupRole): Promise<void> {
  await tx
    .update(groupMembers)
    .set({ role })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
}

/**
 * Role changes. The owner may make anyone else an admin or a member, and hands the group over by
 * giving someone the `owner` role: they become owner and the old owner an admin, in one
 * transaction. Admins move people between member and admin but never touch the owner or make one.
 * Members change no roles (403).
 */
export async function changeMemberRole(db: Database, actorId: string, groupId: string, targetId: string, role: GroupRole): Promise<GroupDetail> {
  if (!isUuid(targetId)) throw notFound();
  return db.transaction(async (tx) => {
    const { role: actorRole } = await lockGroupAs(tx, groupId, actorId, managerRoles);
    const targetRole = await groupRoleOf(tx, groupId, targetId);
    if (!targetRole) throw notFound();
    if (targetRole === 'owner') {
      if (actorRole !== 'owner') throw forbidden();
      if (role !== 'owner') throw new AppError(409, groupErrorCodes.ownerKeepsRole, groupMessages.ownerKeepsRole);
      return groupDetailFor(tx, actorId, groupId);
    }
    if (role === 'owner') {
      if (actorRole !== 'owner') throw forbidden();
      // The old owner steps down first: a group has at most one owner at any moment.
      await setRole(tx, groupId, actorId, 'admin');
      await setRole(tx, groupId, targetId, 'owner');
    } else if (role !== targetRole) {
      await setRole(tx, groupId, targetId, role);
    }
    return groupDetailFor(tx, actorId, groupId);
  });
}

/**
 * Anyone may leave; the owner only after handing ownership over (409), unless they are the last
 * member, in which case leaving deletes the group. Owners remove anyone else; admins remove
 * members only (not the owner or another admin); members remove nobody but themselves.
 */
export async function removeMember(db: Database, actorId: string, groupId: string, targetId: string): Promise<void> {
  if (!isUuid(targetId)) throw notFound();
  await db.transaction(async (tx) => {
    const { role: actorRole } = await lockGroupAs(tx, groupId, actorId);
    if (targetId === actorId) {
      if (actorRole === 'owner') {
        const members = await tx.$count(groupMembers, eq(groupMembers.groupId, groupId));
        if (members > 1) throw new AppError(409, groupErrorCodes.ownerMustTransfer, groupMessages.ownerMustTransfer);
        await tx.delete(groups).where(eq(groups.id, groupId));
        return;
      }
      await tx.delete(groupMembers).where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, actorId)));
      return;
    }
    if (actorRole === 'member') throw forbidden();
    const targetRole = await groupRoleOf(tx, groupId, targetId);
    if (!targetRole) throw notFound();
    if (targetRole === 'owner' || (actorRole === 'admin' && targetRole === 'admin')) throw forbidden();
    await tx.delete(groupMembers).where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, targetId)));
  });
}
