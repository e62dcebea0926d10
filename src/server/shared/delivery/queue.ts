import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notificationDeliveries, userPreferences, type NotificationRow } from '../../db/schema';

type Writer = Pick<Database, 'insert' | 'select' | 'execute'>;

/**
 * Plans one delivery per outside channel the person has switched on, for notification types they
 * want. The sending job picks pending rows whose time has come.
 */
export async function queueDeliveries(db: Writer, notification: NotificationRow): Promise<void> {
  const [preferences] = await db.select({ notifications: userPreferences.notifications }).from(userPreferences).where(eq(userPreferences.userId, notification.userId)).limit(1);
  if (!preferences) return;
  const { channels, types } = preferences.notifications;
  const wanted = notification.type === 'social' ? (types.social ?? true) : Boolean(types[notification.type as keyof typeof types]);
  if (!wanted) return;
  const chosen = (['email', 'push', 'sms'] as const).filter((channel) => channels[channel]);
  if (chosen.length === 0) return;
  await db
    .insert(notificationDeliveries)
    .values(chosen.map((channel) => ({ notificationId: notification.id, channel })))
    .onConflictDoNothing();
}
