import { notificationKinds, type NotificationKind, type NotificationParamsByKind } from '../../domain/notifications/kinds';
import type { Database } from '../db/client';
import { notifications, type NotificationRow } from '../db/schema';
import { queueDeliveries } from './delivery/queue';

/** A database or a transaction: notify inside the write that caused it, so both land or neither. */
type Writer = Pick<Database, 'insert' | 'select' | 'execute'>;

export type NotifyInput = { [Kind in NotificationKind]: NotifyFields & { kind: Kind; params: NotificationParamsByKind[Kind] } }[NotificationKind];

interface NotifyFields {
  userId: string;
  /** The app path the notification opens, e.g. `/calendar?event=<id>&date=2026-12-01`. */
  link?: string | null;
  /**
   * Unique per person: the same key is written once however often a job or a retry asks, e.g.
   * `eventReminder:<eventId>:<start ISO>:24h` or `budget80:<categoryId>:2026-11`.
   */
  dedupeKey: string;
}

/**
 * Records a notification for the in-app centre and queues its outside deliveries. Answers the new
 * row, or null when the key was already used (nothing is written or sent twice).
 */
export async function notify(db: Writer, input: NotifyInput): Promise<NotificationRow | null> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      kind: input.kind,
      type: notificationKinds[input.kind],
      params: input.params,
      link: input.link ?? null,
      dedupeKey: input.dedupeKey,
    })
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning();
  if (!row) return null;
  await queueDeliveries(db, row);
  return row;
}
