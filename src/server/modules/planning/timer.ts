import { and, eq, isNull, sql } from 'drizzle-orm';
import { errorCodes } from '../../../domain/shared/errors';
import { timeTrackingMessages, type StartTimerInput, type TimeEntry } from '../../../domain/planning/time-tracking';
import type { Database } from '../../db/client';
import { timeEntries } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { withOverlaps } from './entries';
import { requireOwnProject } from './links';
import type { EntryRow } from './views';

const e = timeEntries;

type DbTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Timer changes of one user run one after another: a transaction-scoped advisory lock on the
 * user. Times come from `clock_timestamp()` (taken after the lock), not `now()` (the
 * transaction's start), so a later start is never earlier than the one it stops.
 * The partial unique index `time_entries_one_running` stays the last line of defence.
 */
async function lockTimer(tx: DbTransaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`timer:${userId}`}, 0))`);
}

const running = (userId: string) => and(eq(e.userId, userId), isNull(e.endedAt));

/** The end a timer gets when stopped now: at most 24 hours after its start (an entry's longest). */
const stopTime = sql`least(clock_timestamp(), ${e.startedAt} + interval '24 hours')`;

export async function getTimer(db: Database, userId: string): Promise<TimeEntry | null> {
  const rows = await db.select().from(e).where(running(userId)).limit(1);
  if (rows.length === 0) return null;
  const [entry] = await withOverlaps(db, userId, rows);
  return entry ?? null;
}

/**
 * Stops whatever runs, then starts the new timer (as Toggl does). A timer stopped within its
 * first second, as a double click would leave, is dropped rather than kept as an empty entry.
 */
export async function startTimer(db: Database, userId: string, input: StartTimerInput): Promise<TimeEntry> {
  const project = await requireOwnProject(db, userId, input.projectId);
  const start = () =>
    db.transaction(async (tx) => {
      await lockTimer(tx, userId);
      await tx.delete(e).where(and(running(userId), sql`clock_timestamp() < ${e.startedAt} + interval '1 second'`));
      await tx
        .update(e)
        .set({ endedAt: stopTime, updatedAt: sql`now()` })
        .where(running(userId));
      const [inserted] = await tx
        .insert(e)
        .values({
          userId,
          projectId: project.id,
          startedAt: sql`clock_timestamp()`,
          note: input.note ?? '',
          billable: input.billable ?? project.hourlyRateMinor !== null,
        })
        .returning();
      return inserted!;
    });
  let row: EntryRow;
  try {
    row = await start();
  } catch (error) {
    // Only a writer that skipped the lock could collide on the one-running index; one more try then finds its timer and stops it.
    if (!isUniqueViolation(error)) throw error;
    row = await start();
  }
  const [entry] = await withOverlaps(db, userId, [row]);
  return entry!;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === '23505') return true;
  }
  return false;
}

/** Stops the running timer and answers the finished entry; 409 when nothing runs. */
export async function stopTimer(db: Database, userId: string): Promise<TimeEntry> {
  const row = await db.transaction(async (tx) => {
    await lockTimer(tx, userId);
    const [stopped] = await tx
      .update(e)
      .set({ endedAt: sql`greatest(${stopTime}, ${e.startedAt} + interval '1 second')`, updatedAt: sql`now()` })
      .where(running(userId))
      .returning();
    if (!stopped) throw new AppError(409, errorCodes.conflict, timeTrackingMessages.noTimerRunning);
    return stopped;
  });
  const [entry] = await withOverlaps(db, userId, [row]);
  return entry!;
}
