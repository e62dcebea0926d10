import { asc, eq } from 'drizzle-orm';
import { formatMinor } from '../../../domain/shared/money';
import type { Database } from '../../db/client';
import { recurringOccurrences, recurringSchedules } from '../../db/schema/index';
import type { ExportSource } from './export-tables';

async function* once<T>(rows: Promise<T[]>): AsyncIterable<T[]> {
  yield await rows;
}

/** The user's recurring schedules and what became of each occurrence (posted, paid or skipped). */
export function recurringSources(db: Database, userId: string): ExportSource[] {
  return [
    {
      name: 'recurring_schedules',
      columns: ['id', 'type', 'category', 'amount', 'currency', 'tolerancePercent', 'description', 'rule', 'startsOn', 'endsOn', 'weekend', 'autoPost', 'createdAt', 'updatedAt'],
      batches: () =>
        once(
          db
            .select()
            .from(recurringSchedules)
            .where(eq(recurringSchedules.userId, userId))
            .orderBy(asc(recurringSchedules.createdAt))
            .then((rows) =>
              rows.map(({ userId: _owner, amountMinor, ...row }) => ({
                ...row,
                amount: formatMinor(amountMinor, row.currency),
              })),
            ),
        ),
    },
    {
      name: 'recurring_occurrences',
      columns: ['scheduleId', 'scheduledOn', 'dueOn', 'status', 'transactionId', 'createdAt'],
      batches: () =>
        once(
          db
            .select({
              scheduleId: recurringOccurrences.scheduleId,
              scheduledOn: recurringOccurrences.scheduledOn,
              dueOn: recurringOccurrences.dueOn,
              status: recurringOccurrences.status,
              transactionId: recurringOccurrences.transactionId,
              createdAt: recurringOccurrences.createdAt,
            })
            .from(recurringOccurrences)
            .where(eq(recurringOccurrences.userId, userId))
            .orderBy(asc(recurringOccurrences.scheduledOn)),
        ),
    },
  ];
}
