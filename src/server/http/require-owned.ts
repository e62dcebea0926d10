import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { notFound } from './app-error';
import { isUuid } from './route-kit';

type Reader = Pick<Database, 'select'>;

interface OwnedTable {
  id: PgColumn;
  userId: PgColumn;
}

/**
 * Loads the row `id` of `table` that belongs to `userId`, locked for update inside the caller's
 * transaction, or answers 404: another user's row and a missing row look the same.
 */
export async function requireOwned<T extends PgTable & OwnedTable>(
  db: Reader,
  table: T,
  id: string,
  userId: string,
  options: { forUpdate?: boolean; where?: SQL } = {},
): Promise<T['$inferSelect']> {
  if (!isUuid(id)) throw notFound();
  const condition = and(eq(table.id, id), eq(table.userId, userId), options.where);
  const query = db
    .select()
    .from(table as PgTable)
    .where(condition)
    .limit(1);
  const rows = options.forUpdate === false ? await query : await query.for('update');
  const row = rows[0];
  if (!row) throw notFound();
  return row as T['$inferSelect'];
}
