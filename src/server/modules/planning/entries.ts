import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { addDays, isIsoDate } from '../../../domain/shared/dates';
import { errorCodes } from '../../../domain/shared/errors';
import { zonedDays } from '../../../domain/planning/planning';
import { entryTimesIssue, timeTrackingMessages, type CreateEntryInput, type ListEntriesQuery, type TimeEntry, type UpdateEntryInput } from '../../../domain/planning/time-tracking';
import { parseInstant } from '../../../domain/shared/zoned-time';
import type { Database } from '../../db/client';
import { timeEntries } from '../../db/schema/index';
import { AppError, fieldError } from '../../http/app-error';
import { requireOwned } from '../../http/require-owned';
import { ownerSettings } from '../../shared/owner-settings';
import { requireOwnProject } from './links';
import { overlapsForRows } from './overlaps';
import { toEntry, type EntryRow } from './views';

type Reader = Pick<Database, 'select'>;

const e = timeEntries;

/** Entries with their overlap warnings, as every entry answer carries them. */
export async function withOverlaps(db: Reader, userId: string, rows: readonly EntryRow[]): Promise<TimeEntry[]> {
  const now = new Date();
  const overlaps = await overlapsForRows(db, userId, rows, now);
  return rows.map((row) => toEntry(row, overlaps.get(row.id) ?? [], now));
}

/** A range bound: a date means that day's midnight in the user's zone (`to` a date includes the day). */
function bound(value: string, timeZone: string, inclusiveDay: boolean): Date {
  if (isIsoDate(value)) {
    const [day] = zonedDays(inclusiveDay ? addDays(value, 1) : value, 1, timeZone);
    return day!.from;
  }
  return parseInstant(value)!;
}

/** Entries sharing time with [from, to), newest first; by default the last seven days. */
export async function listEntries(db: Database, userId: string, query: ListEntriesQuery): Promise<TimeEntry[]> {
  const { timezone, today } = await ownerSettings(db, userId);
  const from = bound(query.from ?? addDays(today, -6), timezone, false);
  const to = bound(query.to ?? today, timezone, true);
  if (to.getTime() <= from.getTime()) throw fieldError('to', timeTrackingMessages.rangeReversed);
  const rows = await db
    .select()
    .from(e)
    .where(and(eq(e.userId, userId), query.projectId ? eq(e.projectId, query.projectId) : undefined, lt(e.startedAt, to), or(gt(e.endedAt, from), isNull(e.endedAt))))
    .orderBy(desc(e.startedAt), desc(e.id));
  return withOverlaps(db, userId, rows);
}

export async function createEntry(db: Database, userId: string, input: CreateEntryInput): Promise<TimeEntry> {
  const project = await requireOwnProject(db, userId, input.projectId);
  const [row] = await db
    .insert(e)
    .values({
      userId,
      projectId: project.id,
      startedAt: input.start,
      endedAt: input.end,
      note: input.note ?? '',
      billable: input.billable ?? project.hourlyRateMinor !== null,
    })
    .returning();
  const [entry] = await withOverlaps(db, userId, [row!]);
  return entry!;
}

const billedConflict = () => new AppError(409, errorCodes.conflict, timeTrackingMessages.entryBilled);

/** Billed entries keep their time, project and billable flag (the income was computed from them); the note stays editable. */
export async function updateEntry(db: Database, userId: string, id: string, input: UpdateEntryInput): Promise<TimeEntry> {
  const row = await db.transaction(async (tx) => {
    const current = await requireOwned(tx, e, id, userId);
    const sameTime = (next: Date | undefined, stored: Date | null) => next === undefined || next.getTime() === stored?.getTime();
    const changesMoney =
      (input.projectId !== undefined && input.projectId !== current.projectId) ||
      !sameTime(input.start, current.startedAt) ||
      !sameTime(input.end, current.endedAt) ||
      (input.billable !== undefined && input.billable !== current.billable);
    if (current.billedTransactionId !== null && changesMoney) throw billedConflict();
    if (input.projectId !== undefined) await requireOwnProject(tx, userId, input.projectId);
    const start = input.start ?? current.startedAt;
    const end = input.end ?? current.endedAt;
    const issue = entryTimesIssue(start, end);
    if (issue) throw fieldError(issue.field, issue.message);
    if (!end && start.getTime() > Date.now()) throw fieldError('start', timeTrackingMessages.startInFuture);
    const [updated] = await tx
      .update(e)
      .set({
        projectId: input.projectId,
        startedAt: input.start,
        endedAt: input.end,
        note: input.note,
        billable: input.billable,
        updatedAt: sql`now()`,
      })
      .where(eq(e.id, current.id))
      .returning();
    return updated!;
  });
  const [entry] = await withOverlaps(db, userId, [row]);
  return entry!;
}

/** Deleting a billed entry leaves its income transaction in the money history. */
export async function deleteEntry(db: Database, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requireOwned(tx, e, id, userId);
    await tx.delete(e).where(eq(e.id, row.id));
  });
}
