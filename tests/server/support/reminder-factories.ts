import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { notificationDeliveries, notifications } from '../../../src/server/db/schema';

/** What a person's notification centre holds, oldest first. */
export async function notificationsOf(db: Database, userId: string) {
  return db
    .select({ kind: notifications.kind, params: notifications.params, link: notifications.link, dedupeKey: notifications.dedupeKey })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

/** The outside deliveries planned for a person's notifications. */
export async function deliveriesOf(db: Database, userId: string) {
  return db
    .select({ channel: notificationDeliveries.channel, kind: notifications.kind })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notifications.userId, userId));
}
