import { and, eq, sql } from 'drizzle-orm';
import type { NotificationChannel } from '../../../domain/notifications/kinds';
import type { Database } from '../../db/client';
import { notificationDeliveries } from '../../db/schema';

/** Tries in all; after the last failure a delivery is given up. */
export const maxAttempts = 5;
/** Minutes before the next try after the 1st, 2nd, 3rd and 4th failure. */
export const retryMinutes = [1, 5, 30, 120] as const;

export interface ClaimedDelivery {
  notificationId: string;
  channel: NotificationChannel;
  /** Including this one. */
  attempts: number;
}

/**
 * Takes up to `limit` due deliveries for this run. Rows another run holds are skipped, and the
 * claim moves each row's time to its retry time in the same statement: once committed no other
 * run or instance sees it as due, and a send that crashes half-way is retried then.
 */
export async function claimDueDeliveries(db: Pick<Database, 'execute'>, now: Date, limit: number): Promise<ClaimedDelivery[]> {
  const delays = sql.raw(`array[${retryMinutes.join(',')}]`);
  const result = await db.execute<{ notification_id: string; channel: NotificationChannel; attempts: number }>(sql`
    with due as (
      select notification_id, channel from ${notificationDeliveries}
      where status = 'pending' and due_at <= ${now.toISOString()}::timestamptz
      order by due_at
      limit ${limit}
      for update skip locked
    )
    update ${notificationDeliveries} as d
    set attempts = d.attempts + 1,
        due_at = ${now.toISOString()}::timestamptz + make_interval(mins => (${delays})[least(d.attempts + 1, ${retryMinutes.length})])
    from due
    where d.notification_id = due.notification_id and d.channel = due.channel
    returning d.notification_id, d.channel, d.attempts`);
  return result.rows.map((row) => ({ notificationId: row.notification_id, channel: row.channel, attempts: row.attempts }));
}

type Outcome = { status: 'sent' } | { status: 'skipped'; reason: string } | { status: 'deferred'; until: Date } | { status: 'error'; error: string };

/** Records how a claimed delivery went; a failure before the last try keeps the retry time the claim set. */
export async function settleDelivery(db: Pick<Database, 'update'>, delivery: ClaimedDelivery, outcome: Outcome, now: Date): Promise<void> {
  const row = and(eq(notificationDeliveries.notificationId, delivery.notificationId), eq(notificationDeliveries.channel, delivery.channel));
  const changes =
    outcome.status === 'sent'
      ? { status: 'sent' as const, sentAt: now, lastError: null }
      : outcome.status === 'skipped'
        ? { status: 'skipped' as const, lastError: outcome.reason }
        : outcome.status === 'deferred'
          ? // Quiet hours began after it was queued: nothing was tried, so the try is given back.
            { dueAt: outcome.until, attempts: delivery.attempts - 1 }
          : delivery.attempts >= maxAttempts
            ? { status: 'failed' as const, lastError: outcome.error }
            : { lastError: outcome.error };
  await db.update(notificationDeliveries).set(changes).where(row);
}
