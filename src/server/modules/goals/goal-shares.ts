import { and, desc, eq, sql } from 'drizzle-orm';
import { goalShareMessages, type GoalShare, type GroupGoal, type ShareGoalInput } from '../../../domain/goals/goal-shares';
import { errorCodes, errorMessages } from '../../../domain/shared/errors';
import type { Database } from '../../db/client';
import { financialGoals, goalGroupShares, groups } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';
import { managerRoles } from '../../http/membership';
import { requireOwned } from '../../http/require-owned';
import { isUuid } from '../../http/route-kit';
import { groupRoleOf, requireGroupRole } from '../../shared/group-membership';
import { ownerSettings } from '../../shared/owner-settings';
import { goalsAsSeenBy } from './shared-goals';

/**
 * Shares the user's goal with one of their groups, or changes the permission of an existing
 * share. Only the goal's owner may share it (anyone else: 404), and only with a group they are
 * in (otherwise the group is as good as missing: 404).
 */
export async function shareGoal(db: Database, userId: string, goalId: string, input: ShareGoalInput): Promise<{ share: GoalShare; created: boolean }> {
  return db.transaction(async (tx) => {
    const goal = await requireOwned(tx, financialGoals, goalId, userId);
    if (!(await groupRoleOf(tx, input.groupId, userId))) throw notFound(goalShareMessages.groupNotFound);
    const [written] = await tx
      .insert(goalGroupShares)
      .values({ goalId: goal.id, groupId: input.groupId, permission: input.permission, sharedBy: userId })
      .onConflictDoUpdate({
        target: [goalGroupShares.goalId, goalGroupShares.groupId],
        set: { permission: input.permission, sharedBy: userId },
      })
      // A row PostgreSQL inserted has no xmax; an updated one has the updating transaction's.
      .returning({ permission: goalGroupShares.permission, created: sql<boolean>`(xmax = 0)` });
    const [group] = await tx.select({ name: groups.name }).from(groups).where(eq(groups.id, input.groupId));
    return {
      share: { goalId: goal.id, groupId: input.groupId, permission: written!.permission, groupName: group!.name },
      created: written!.created,
    };
  });
}

/**
 * Takes a goal out of a group. The goal's owner may, and so may the group's owner or an admin
 * (it is their group's list); another member is refused (403), an outsider learns nothing (404).
 */
export async function unshareGoal(db: Database, userId: string, goalId: string, groupId: string): Promise<void> {
  if (!isUuid(goalId) || !isUuid(groupId)) throw notFound();
  await db.transaction(async (tx) => {
    const [goal] = await tx.select({ ownerId: financialGoals.userId }).from(financialGoals).where(eq(financialGoals.id, goalId));
    const [share] = await tx
      .select({ goalId: goalGroupShares.goalId })
      .from(goalGroupShares)
      .where(and(eq(goalGroupShares.goalId, goalId), eq(goalGroupShares.groupId, groupId)))
      .for('update');
    const ownsGoal = goal?.ownerId === userId;
    if (!ownsGoal) {
      const role = await groupRoleOf(tx, groupId, userId);
      if (!role) throw notFound();
      if (share && !managerRoles.includes(role)) throw new AppError(403, errorCodes.forbidden, errorMessages.forbidden);
    }
    if (!share) throw notFound(goalShareMessages.notShared);
    await tx.delete(goalGroupShares).where(and(eq(goalGroupShares.goalId, goalId), eq(goalGroupShares.groupId, groupId)));
  });
}

/** The goals shared with a group, newest share first, for its members only (others: 404). */
export async function listGroupGoals(db: Database, userId: string, groupId: string): Promise<GroupGoal[]> {
  await requireGroupRole(db, groupId, userId);
  const [settings, shared] = await Promise.all([
    ownerSettings(db, userId),
    db
      .select({ goal: financialGoals, sharePermission: goalGroupShares.permission })
      .from(goalGroupShares)
      .innerJoin(financialGoals, eq(financialGoals.id, goalGroupShares.goalId))
      .where(eq(goalGroupShares.groupId, groupId))
      .orderBy(desc(goalGroupShares.createdAt), desc(financialGoals.id)),
  ]);
  const goals = await goalsAsSeenBy(
    db,
    userId,
    shared.map((row) => row.goal),
    settings.today,
  );
  const permissions = new Map(shared.map((row) => [row.goal.id, row.sharePermission]));
  return goals.map((goal) => ({ ...goal, sharePermission: permissions.get(goal.id) ?? 'view' }));
}
