import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { textRowToTransaction, transactionTextColumns, type TransactionTextRow } from '../../shared/transaction-view';

/** The five newest transactions, in one prepared round trip on the (user, date, id) index. */
export async function recentTransactions(db: Database, userId: string) {
  const source = sql`(
    select coalesce(json_agg(x), '[]') as recent from (
      select ${sql.raw(transactionTextColumns)}
      from transactions t where t.user_id = ${userId}
      order by t.occurred_on desc, t.id desc limit 5
    ) x
  ) as dashboard_recent`;
  const [row] = await db
    .select({ recent: sql<TransactionTextRow[]>`recent` })
    .from(source)
    .prepare('dashboard_recent')
    .execute();
  return (row?.recent ?? []).map(textRowToTransaction);
}
