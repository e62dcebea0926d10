import { eq, sql } from 'drizzle-orm';
import { groupErrorCodes, groupMessages, type CreateGroupInput, type GroupDetail, type GroupSummary, type UpdateGroupInput } from '../../../domain/groups/groups';
import type { Database } from '../../db/client';
import { groupExpenses, groupMembers, groups, groupSettlements } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';
import { managerRoles } from '../../http/membership';
import { requireGroupRole } from '../../shared/group-membership';
import { ownerSettings } from '../../shared/owner-settings';
import { lockGroupAs, type Transaction } from './access';
import { readGroupDetail, readGroupSummaries } from './queries';

type Reader = Pick<Database, 'select'>;

export async function listGroups(db: Database, userId: string): Promise<GroupSummary[]> {
  return readGroupSummaries(db, userId, await ownerSettings(db, userId));
}

/** The group as the reader sees it; a non-member (or an id that names nothing) gets 404. */
export async function groupDetailFor(db: Reader, userId: string, groupId: string): Promise<GroupDetail> {
  await requireGroupRole(db, groupId, userId);
  const detail = await readGroupDetail(db, userId, await ownerSettings(db, userId), groupId);
  if (!detail) throw notFound();
  return detail;
}

/** The creator becomes the owner in the same transaction; the currency defaults to theirs. */
export async function createGroup(db: Database, userId: string, input: CreateGroupInput): Promise<GroupDetail> {
  return db.transaction(async (tx) => {
    const settings = await ownerSettings(tx, userId);
    const [group] = await tx
      .insert(groups)
      .values({ name: input.name, description: input.description, color: input.color, currency: input.currency ?? settings.currency, createdBy: userId })
      .returning({ id: groups.id });
    await tx.insert(groupMembers).values({ groupId: group!.id, userId, role: 'owner' });
    const detail = await readGroupDetail(tx, userId, settings, group!.id);
    return detail!;
  });
}

/** Expenses and settlements are recorded in the group's currency, so it is fixed once there are any. */
async function hasMoneyRecorded(tx: Transaction, groupId: string): Promise<boolean> {
  const result = await tx.execute<{ found: boolean }>(sql`select
    exists (select 1 from ${groupExpenses} where ${groupExpenses.groupId} = ${groupId})
    or exists (select 1 from ${groupSettlements} where ${groupSettlements.groupId} = ${groupId}) as found`);
  return result.rows[0]?.found === true;
}

/**
 * Owners and admins edit the group and archive or restore it. An archived group keeps every
 * member, role and record and can still be read, edited, restored, deleted and left; it only
 * stops taking new members (no new invite links, and links already out no longer let anyone in).
 */
export async function updateGroup(db: Database, userId: string, groupId: string, input: UpdateGroupInput): Promise<GroupDetail> {
  return db.transaction(async (tx) => {
    const { group } = await lockGroupAs(tx, groupId, userId, managerRoles);
    const currencyChanges = input.currency !== undefined && input.currency !== group.currency;
    if (currencyChanges && (await hasMoneyRecorded(tx, groupId))) {
      throw new AppError(409, groupErrorCodes.currencyLocked, groupMessages.currencyLocked);
    }
    await tx
      .update(groups)
      .set({
        name: input.name,
        description: input.description,
        color: input.color,
        status: input.status,
        currency: currencyChanges ? input.currency : undefined,
        updatedAt: sql`now()`,
      })
      .where(eq(groups.id, groupId));
    return groupDetailFor(tx, userId, groupId);
  });
}

/** Only the owner deletes a group; members, invites and everything recorded in it go with it. */
export async function deleteGroup(db: Database, userId: string, groupId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockGroupAs(tx, groupId, userId, ['owner']);
    await tx.delete(groups).where(eq(groups.id, groupId));
  });
}
