import { asc, eq, inArray } from 'drizzle-orm';
import { formatMinor } from '../../../domain/shared/money';
import type { Database } from '../../db/client';
import { eventExceptions, events, planningTasks, timeEntries, timeProjects } from '../../db/schema/index';
import type { ExportSource } from './export-tables';

async function* once<T>(rows: Promise<T[]>): AsyncIterable<T[]> {
  yield await rows;
}

/** Time tracking, planning tasks and the changed occurrences of the user's recurring events. */
export function planningSources(db: Database, userId: string): ExportSource[] {
  const myEventIds = db.select({ id: events.id }).from(events).where(eq(events.userId, userId));
  return [
    {
      name: 'event_exceptions',
      columns: ['eventId', 'originalStart', 'cancelled', 'title', 'description', 'location', 'startAt', 'endAt'],
      batches: () =>
        once(
          db
            .select({
              eventId: eventExceptions.eventId,
              originalStart: eventExceptions.originalStart,
              cancelled: eventExceptions.cancelled,
              title: eventExceptions.title,
              description: eventExceptions.description,
              location: eventExceptions.location,
              startAt: eventExceptions.startAt,
              endAt: eventExceptions.endAt,
            })
            .from(eventExceptions)
            .where(inArray(eventExceptions.eventId, myEventIds))
            .orderBy(asc(eventExceptions.eventId), asc(eventExceptions.originalStart)),
        ),
    },
    {
      name: 'time_projects',
      columns: ['id', 'name', 'color', 'hourlyRate', 'currency', 'goalId', 'groupId', 'createdAt', 'updatedAt'],
      batches: () =>
        once(
          db
            .select()
            .from(timeProjects)
            .where(eq(timeProjects.userId, userId))
            .orderBy(asc(timeProjects.createdAt), asc(timeProjects.id))
            .then((rows) =>
              rows.map(({ userId: _owner, hourlyRateMinor, ...row }) => ({
                ...row,
                hourlyRate: hourlyRateMinor === null || row.currency === null ? null : formatMinor(hourlyRateMinor, row.currency),
              })),
            ),
        ),
    },
    {
      name: 'time_entries',
      columns: ['id', 'projectId', 'startedAt', 'endedAt', 'note', 'billable', 'billedTransactionId', 'billedAt', 'createdAt', 'updatedAt'],
      batches: () =>
        once(
          db
            .select()
            .from(timeEntries)
            .where(eq(timeEntries.userId, userId))
            .orderBy(asc(timeEntries.startedAt), asc(timeEntries.id))
            .then((rows) => rows.map(({ userId: _owner, ...row }) => row)),
        ),
    },
    {
      name: 'planning_tasks',
      columns: ['id', 'title', 'dueOn', 'goalId', 'eventId', 'doneAt', 'createdAt', 'updatedAt'],
      batches: () =>
        once(
          db
            .select()
            .from(planningTasks)
            .where(eq(planningTasks.userId, userId))
            .orderBy(asc(planningTasks.createdAt), asc(planningTasks.id))
            .then((rows) => rows.map(({ userId: _owner, ...row }) => row)),
        ),
    },
  ];
}
