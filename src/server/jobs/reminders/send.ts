import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notify, type NotifyInput } from '../../shared/notify';

type Reader = Pick<Database, 'execute'>;

/**
 * The reminders whose key the person has not been sent yet, in one read of the dedupe index: a
 * run every five minutes then writes only what is new instead of retrying every key it finds due.
 */
export async function unsent(db: Reader, reminders: readonly NotifyInput[]): Promise<NotifyInput[]> {
  if (reminders.length === 0) return [];
  const { rows } = await db.execute<{ user_id: string; dedupe_key: string }>(sql`
    select n.user_id, n.dedupe_key
    from unnest(${sql.param(reminders.map((reminder) => reminder.userId))}::uuid[], ${sql.param(reminders.map((reminder) => reminder.dedupeKey))}::text[]) as k(user_id, dedupe_key)
    join notifications n on n.user_id = k.user_id and n.dedupe_key = k.dedupe_key`);
  const sent = new Set(rows.map((row) => `${row.user_id}|${row.dedupe_key}`));
  return reminders.filter((reminder) => !sent.has(`${reminder.userId}|${reminder.dedupeKey}`));
}

/**
 * Writes each new reminder with its deliveries in a transaction of its own. Another instance
 * running at the same moment may write the same key first; notify then writes nothing, so
 * only the reminders this run wrote are counted.
 */
export async function sendReminders(db: Database, reminders: readonly NotifyInput[]): Promise<number> {
  let written = 0;
  for (const reminder of await unsent(db, reminders)) {
    const row = await db.transaction((tx) => notify(tx, reminder));
    if (row) written += 1;
  }
  return written;
}
