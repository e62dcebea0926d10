import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { goalProgress } from '../../../domain/goals/goals';
import { groupViability, type GroupDetail, type GroupMember, type GroupSummary } from '../../../domain/groups/groups';
import type { IsoDate } from '../../../domain/shared/dates';
import type { Database } from '../../db/client';
import { financialGoals, goalGroupShares, groupMembers, groups, users } from '../../db/schema/index';
import { nextEventsOfGroups } from '../../shared/group-events';
import type { OwnerSettings } from '../../shared/owner-settings';

type Reader = Pick<Database, 'select'>;

/**
 * One member count per group from the (group_id, user_id) primary key, and the latest activity
 * (expense, settlement, shared goal, new member) as a calendar day in the reader's zone; each
 * subquery reads one group's rows through its group index, however many members it has.
 */
const memberCount = sql<number>`(select count(*)::int from group_members counted where counted.group_id = ${groups.id})`;
const lastActivityOn = (timezone: string) => sql<IsoDate | null>`(greatest(
  (select max(e.created_at) from group_expenses e where e.group_id = ${groups.id}),
  (select max(s.created_at) from group_settlements s where s.group_id = ${groups.id}),
  (select max(g.created_at) from goal_group_shares g where g.group_id = ${groups.id}),
  (select max(m.joined_at) from group_members m where m.group_id = ${groups.id})
) at time zone ${timezone})::date::text`;

/** Per group, the shared goals that are not archived and how many are on track or completed. */
async function sharedGoalCounts(db: Reader, groupIds: string[], today: IsoDate): Promise<Map<string, { active: number; onTrack: number }>> {
  const counts = new Map<string, { active: number; onTrack: number }>();
  if (groupIds.length === 0) return counts;
  const rows = await db
    .select({
      groupId: goalGroupShares.groupId,
      targetMinor: financialGoals.targetMinor,
      currentMinor: financialGoals.currentMinor,
      status: financialGoals.status,
      startDate: financialGoals.startDate,
      targetDate: financialGoals.targetDate,
    })
    .from(goalGroupShares)
    .innerJoin(financialGoals, eq(financialGoals.id, goalGroupShares.goalId))
    .where(and(inArray(goalGroupShares.groupId, groupIds), ne(financialGoals.status, 'archived')));
  for (const row of rows) {
    const count = counts.get(row.groupId) ?? { active: 0, onTrack: 0 };
    count.active += 1;
    if (goalProgress({ ...row, today }).state !== 'behind') count.onTrack += 1;
    counts.set(row.groupId, count);
  }
  return counts;
}

/**
 * The reader's groups as cards show them: active before archived, then by name. `groupId`
 * narrows the list to one group (empty when the reader is not a member).
 */
export async function readGroupSummaries(db: Reader, userId: string, settings: OwnerSettings, groupId?: string): Promise<GroupSummary[]> {
  const membership = eq(groupMembers.userId, userId);
  const rows = await db
    .select({
      id: groups.id,
      name: groups.name,
      description: groups.description,
      color: groups.color,
      status: groups.status,
      currency: groups.currency,
      createdAt: groups.createdAt,
      role: groupMembers.role,
      memberCount,
      lastActivityOn: lastActivityOn(settings.timezone),
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(groupId ? and(membership, eq(groupMembers.groupId, groupId)) : membership)
    .orderBy(sql`${groups.status} = 'archived'`, sql`lower(${groups.name})`, asc(groups.name), asc(groups.id));
  const groupIds = rows.map((row) => row.id);
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const goals = await sharedGoalCounts(db, groupIds, settings.today);
  const nextEvents = await nextEventsOfGroups(db, groupIds, new Date());
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    status: row.status,
    currency: row.currency,
    role: row.role,
    memberCount: row.memberCount,
    createdAt: row.createdAt.toISOString(),
    nextEvent: nextEvents.get(row.id) ?? null,
    viability: groupViability({
      memberCount: row.memberCount,
      lastActivityOn: row.lastActivityOn,
      today: settings.today,
      hasUpcomingEvent: nextEvents.has(row.id),
      sharedGoals: goals.get(row.id) ?? { active: 0, onTrack: 0 },
    }),
  }));
}

const roleRank = sql`case ${groupMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`;

/** Owner first, then admins, then members, each by name. */
export async function readMembers(db: Reader, groupId: string): Promise<GroupMember[]> {
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: groupMembers.role,
      joinedAt: groupMembers.joinedAt,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(roleRank, sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, asc(users.id));
  return rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
}

/** The group with its members, or null when the reader is not a member. */
export async function readGroupDetail(db: Reader, userId: string, settings: OwnerSettings, groupId: string): Promise<GroupDetail | null> {
  const [summary] = await readGroupSummaries(db, userId, settings, groupId);
  if (!summary) return null;
  return { ...summary, members: await readMembers(db, groupId) };
}
