import { and, eq } from 'drizzle-orm';
import { planningMessages } from '../../../domain/planning/planning';
import { timeTrackingMessages } from '../../../domain/planning/time-tracking';
import type { Database } from '../../db/client';
import { events, financialGoals, timeProjects } from '../../db/schema/index';
import { fieldError } from '../../http/app-error';
import { isUuid } from '../../http/route-kit';
import { goalVisibleTo } from '../../shared/goal-access';
import { groupRoleOf } from '../../shared/group-membership';
import type { ProjectRow } from './views';

type Reader = Pick<Database, 'select'>;

/**
 * Links name only what the user may reach; anything else is refused as if it did not exist
 * (a 400 on the field, the same answer for someone else's object and a missing one).
 */
export async function requireOwnGoal(db: Reader, userId: string, goalId: string): Promise<void> {
  const [goal] = await db
    .select({ id: financialGoals.id })
    .from(financialGoals)
    .where(and(eq(financialGoals.id, goalId), eq(financialGoals.userId, userId)))
    .limit(1);
  if (!goal) throw fieldError('goalId', timeTrackingMessages.goalNotFound);
}

export async function requireMemberGroup(db: Reader, userId: string, groupId: string): Promise<void> {
  if (!(await groupRoleOf(db, groupId, userId))) throw fieldError('groupId', timeTrackingMessages.groupNotFound);
}

/** A task may point at any goal the user sees: their own and those shared with their groups. */
export async function requireVisibleGoal(db: Reader, userId: string, goalId: string): Promise<void> {
  const [goal] = await db
    .select({ id: financialGoals.id })
    .from(financialGoals)
    .where(and(eq(financialGoals.id, goalId), goalVisibleTo(db, userId)))
    .limit(1);
  if (!goal) throw fieldError('goalId', planningMessages.goalNotFound);
}

/** The user's personal events and the events of groups they belong to. */
export async function requireVisibleEvent(db: Reader, userId: string, eventId: string): Promise<void> {
  const [event] = await db.select({ userId: events.userId, groupId: events.groupId }).from(events).where(eq(events.id, eventId)).limit(1);
  const visible = event && (event.groupId === null ? event.userId === userId : (await groupRoleOf(db, event.groupId, userId)) !== null);
  if (!visible) throw fieldError('eventId', planningMessages.eventNotFound);
}

/** The user's own project named in a body, or a 400 on `projectId`. */
export async function requireOwnProject(db: Reader, userId: string, projectId: string): Promise<ProjectRow> {
  if (!isUuid(projectId)) throw fieldError('projectId', timeTrackingMessages.projectNotFound);
  const [project] = await db
    .select()
    .from(timeProjects)
    .where(and(eq(timeProjects.id, projectId), eq(timeProjects.userId, userId)))
    .limit(1);
  if (!project) throw fieldError('projectId', timeTrackingMessages.projectNotFound);
  return project;
}
