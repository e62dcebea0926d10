import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import { bestSharePermission } from '../../domain/goals/goal-permissions';
import type { GoalViewerPermission } from '../../domain/goals/goals';
import type { GoalSharePermission } from '../../domain/groups/groups';
import type { Database } from '../db/client';
import { financialGoals, goalGroupShares, groupMembers } from '../db/schema/index';
import { isUuid } from '../http/route-kit';

type Reader = Pick<Database, 'select'>;

/** "The goal in `goalId` is shared with a group `userId` belongs to" (with `permission`, when given), for a WHERE clause. */
export function sharedWithMemberOf(db: Reader, userId: string, goalId: SQL | typeof financialGoals.id, permission?: GoalSharePermission): SQL {
  const share = and(eq(goalGroupShares.goalId, goalId), permission ? eq(goalGroupShares.permission, permission) : undefined);
  return exists(
    db
      .select({ one: sql`1` })
      .from(goalGroupShares)
      .innerJoin(groupMembers, and(eq(groupMembers.groupId, goalGroupShares.groupId), eq(groupMembers.userId, userId)))
      .where(share),
  );
}

/** Goals `userId` may see: their own and those shared with one of their groups. */
export function goalVisibleTo(db: Reader, userId: string): SQL {
  return or(eq(financialGoals.userId, userId), sharedWithMemberOf(db, userId, financialGoals.id))!;
}

/** Goals `userId` may add money to: their own and those shared with one of their groups with can_contribute. */
export function goalContributableBy(db: Reader, userId: string): SQL {
  return or(eq(financialGoals.userId, userId), sharedWithMemberOf(db, userId, financialGoals.id, 'can_contribute'))!;
}

/**
 * What `userId` may do with the goal: 'owner', the best permission of the shares they reach it
 * through, or null when they may not know it exists (missing goal included).
 */
export async function goalAccessOf(db: Reader, goalId: string, userId: string): Promise<GoalViewerPermission | null> {
  if (!isUuid(goalId)) return null;
  const [goal] = await db.select({ ownerId: financialGoals.userId }).from(financialGoals).where(eq(financialGoals.id, goalId));
  if (!goal) return null;
  if (goal.ownerId === userId) return 'owner';
  const shares = await db
    .select({ permission: goalGroupShares.permission })
    .from(goalGroupShares)
    .innerJoin(groupMembers, and(eq(groupMembers.groupId, goalGroupShares.groupId), eq(groupMembers.userId, userId)))
    .where(eq(goalGroupShares.goalId, goalId));
  return bestSharePermission(shares.map((share) => share.permission));
}
