import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { findOverlaps } from '../../../domain/planning/time-tracking';
import type { Database } from '../../db/client';
import { timeEntries } from '../../db/schema/index';
import type { EntryRow } from './views';

type Reader = Pick<Database, 'select'>;

const e = timeEntries;
const day = 24 * 60 * 60 * 1000;

/**
 * For each row, the user's other entries sharing some of its time: a warning shown with the
 * entry, never a refusal. Neighbours just outside the rows count too (an entry lasts at most a
 * day, so a day before the first start is far enough back); a running timer counts up to now.
 */
export async function overlapsForRows(db: Reader, userId: string, rows: readonly EntryRow[], now: Date): Promise<Map<string, string[]>> {
  if (rows.length === 0) return new Map();
  const first = Math.min(...rows.map((row) => row.startedAt.getTime()));
  const last = Math.max(...rows.map((row) => (row.endedAt ?? now).getTime()));
  const ids = new Set(rows.map((row) => row.id));
  const neighbours = await db
    .select()
    .from(e)
    .where(and(eq(e.userId, userId), or(and(gt(e.startedAt, new Date(first - day)), lt(e.startedAt, new Date(last))), isNull(e.endedAt))));
  const all = [...rows, ...neighbours.filter((row) => !ids.has(row.id))];
  return findOverlaps(
    all.map((row) => ({ id: row.id, start: row.startedAt, end: row.endedAt })),
    now,
  );
}
