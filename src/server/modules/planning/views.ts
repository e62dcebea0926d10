import type { PlanningTask } from '../../../domain/planning/planning';
import { formatMinor } from '../../../domain/shared/money';
import { spanSeconds, type TimeEntry, type TimeProject } from '../../../domain/planning/time-tracking';
import type { planningTasks, timeEntries, timeProjects } from '../../db/schema/index';

export type ProjectRow = typeof timeProjects.$inferSelect;
export type EntryRow = typeof timeEntries.$inferSelect;
export type TaskRow = typeof planningTasks.$inferSelect;

export function toProject(row: ProjectRow): TimeProject {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    hourlyRate: row.hourlyRateMinor !== null && row.currency ? formatMinor(row.hourlyRateMinor, row.currency) : null,
    currency: row.currency,
    goalId: row.goalId,
    groupId: row.groupId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The wire entry; `overlapsWith` names the user's other entries sharing some of its time. */
export function toEntry(row: EntryRow, overlapsWith: string[] = [], now: Date = new Date()): TimeEntry {
  return {
    id: row.id,
    projectId: row.projectId,
    start: row.startedAt.toISOString(),
    end: row.endedAt?.toISOString() ?? null,
    durationSeconds: spanSeconds({ start: row.startedAt, end: row.endedAt }, now),
    note: row.note,
    billable: row.billable,
    billedAt: row.billedAt?.toISOString() ?? null,
    billedTransactionId: row.billedTransactionId,
    overlapsWith,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toTask(row: TaskRow, today: string): PlanningTask {
  return {
    id: row.id,
    title: row.title,
    dueOn: row.dueOn,
    goalId: row.goalId,
    eventId: row.eventId,
    done: row.doneAt !== null,
    doneAt: row.doneAt?.toISOString() ?? null,
    overdue: row.doneAt === null && row.dueOn !== null && row.dueOn < today,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
