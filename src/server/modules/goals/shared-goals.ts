import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { goalContributionCategory } from '../../../domain/categories/categories';
import type { IsoDate } from '../../../domain/shared/dates';
import { bestSharePermission } from '../../../domain/goals/goal-permissions';
import type { Goal, GoalContributor, GoalOwner, GoalSharedWith } from '../../../domain/goals/goals';
import type { GoalSharePermission } from '../../../domain/groups/groups';
import { formatMinor } from '../../../domain/shared/money';
import type { Database } from '../../db/client';
import { goalGroupShares, groupMembers, groups, transactions, users, type FinancialGoalRow } from '../../db/schema/index';
import { toGoal } from './goal-view';

type Reader = Pick<Database, 'select'>;

interface ShareRow {
  goalId: string;
  groupId: string;
  groupName: string;
  permission: GoalSharePermission;
  viewerIsMember: boolean;
}

async function ownersOf(db: Reader, rows: readonly FinancialGoalRow[]): Promise<Map<string, GoalOwner>> {
  const ids = [...new Set(rows.map((row) => row.userId))];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, ids));
  return new Map(found.map((owner) => [owner.id, owner]));
}

async function sharesOf(db: Reader, goalIds: readonly string[], viewerId: string): Promise<ShareRow[]> {
  if (goalIds.length === 0) return [];
  const s = goalGroupShares;
  return db
    .select({
      goalId: s.goalId,
      groupId: s.groupId,
      groupName: groups.name,
      permission: s.permission,
      viewerIsMember: sql<boolean>`${groupMembers.userId} is not null`,
    })
    .from(s)
    .innerJoin(groups, eq(groups.id, s.groupId))
    .leftJoin(groupMembers, and(eq(groupMembers.groupId, s.groupId), eq(groupMembers.userId, viewerId)))
    .where(inArray(s.goalId, [...goalIds]))
    .orderBy(asc(groups.name), asc(s.groupId));
}

/**
 * Goal contributions per goal and contributor, summed in the currency each went into the goal in
 * (the goal's own, since a currency change moves contributions with their goal). The goal's
 * currency comes first, then by amount.
 */
async function contributionsTo(db: Reader, goals: readonly FinancialGoalRow[]): Promise<Map<string, GoalContributor[]>> {
  const byGoal = new Map<string, GoalContributor[]>();
  if (goals.length === 0) return byGoal;
  const goalCurrency = new Map(goals.map((goal) => [goal.id, goal.currency]));
  const t = transactions;
  const sums = await db
    .select({
      goalId: t.goalId,
      currency: t.goalCurrency,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      total: sql<string>`sum(${t.goalAmountMinor})::text`,
    })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(and(inArray(t.goalId, [...goalCurrency.keys()]), eq(t.type, 'transfer'), eq(t.category, goalContributionCategory), isNotNull(t.goalCurrency)))
    .groupBy(t.goalId, t.goalCurrency, users.id, users.firstName, users.lastName);
  const rank = (sum: { goalId: string | null; currency: string | null }) => (goalCurrency.get(sum.goalId ?? '') === sum.currency ? 0 : 1);
  const sorted = sums
    .map((sum) => ({ ...sum, minor: BigInt(sum.total) }))
    .sort((a, b) => rank(a) - rank(b) || (a.minor === b.minor ? `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`) : a.minor > b.minor ? -1 : 1));
  for (const sum of sorted) {
    if (!sum.goalId || !sum.currency) continue;
    const list = byGoal.get(sum.goalId) ?? [];
    list.push({ userId: sum.userId, firstName: sum.firstName, lastName: sum.lastName, amount: formatMinor(sum.minor, sum.currency), currency: sum.currency });
    byGoal.set(sum.goalId, list);
  }
  return byGoal;
}

/**
 * The goals as `viewerId` sees them, in the order given: who owns each, the groups it is shared
 * with (all of them for the owner, the viewer's own for anyone else), the viewer's permission and
 * what each person has contributed (only for shared goals, so an unshared list stays cheap).
 * A row the viewer may no longer see (its last share to them just went) is left out.
 */
export async function goalsAsSeenBy(db: Reader, viewerId: string, rows: readonly FinancialGoalRow[], today: IsoDate): Promise<Goal[]> {
  const goalIds = rows.map((row) => row.id);
  const [owners, shares] = await Promise.all([ownersOf(db, rows), sharesOf(db, goalIds, viewerId)]);
  const sharesByGoal = new Map<string, ShareRow[]>();
  for (const share of shares) sharesByGoal.set(share.goalId, [...(sharesByGoal.get(share.goalId) ?? []), share]);
  const contributions = await contributionsTo(
    db,
    rows.filter((row) => sharesByGoal.has(row.id)),
  );

  return rows.flatMap((row) => {
    const owner = owners.get(row.userId);
    if (!owner) return [];
    const isOwner = row.userId === viewerId;
    const visible = (sharesByGoal.get(row.id) ?? []).filter((share) => isOwner || share.viewerIsMember);
    const permission = isOwner ? 'owner' : bestSharePermission(visible.map((share) => share.permission));
    if (!permission) return [];
    const sharedWith: GoalSharedWith[] = visible.map(({ groupId, groupName, permission: granted }) => ({ groupId, groupName, permission: granted }));
    return [toGoal(row, today, { owner, sharedWith, permission, contributions: contributions.get(row.id) ?? [] })];
  });
}
