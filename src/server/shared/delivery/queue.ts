import { eq, sql } from 'drizzle-orm';
import type { NotificationChannel } from '../../../domain/notifications/kinds';
import { quietHoursEnd } from '../../../domain/notifications/quiet-hours';
import type { Database } from '../../db/client';
import { notificationDeliveries, pushSubscriptions, userPreferences, users, type NotificationRow } from '../../db/schema';
import { smsWebhookConfigured } from './availability';

type Writer = Pick<Database, 'insert' | 'select' | 'execute'>;

/**
 * Plans one delivery per outside channel the person has switched on and can be reached by, for
 * notification types they want: e-mail always (without SMTP the mailer logs it), push only with a
 * subscribed device, SMS only with a gateway and a number. Inside the person's quiet hours the
 * deliveries wait until those end; the sending job picks pending rows whose time has come.
 */
export async function queueDeliveries(db: Writer, notification: NotificationRow, now: Date = new Date()): Promise<void> {
  const [person] = await db
    .select({
      notifications: userPreferences.notifications,
      quietHours: userPreferences.quietHours,
      smsNumber: userPreferences.smsNumber,
      timezone: users.timezone,
      hasPush: sql<boolean>`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id})`,
    })
    .from(userPreferences)
    .innerJoin(users, eq(users.id, userPreferences.userId))
    .where(eq(userPreferences.userId, notification.userId))
    .limit(1);
  if (!person) return;
  const { channels, types } = person.notifications;
  const wanted = notification.type === 'social' ? (types.social ?? true) : Boolean(types[notification.type as keyof typeof types]);
  if (!wanted) return;
  const reachable: Record<NotificationChannel, boolean> = {
    email: channels.email,
    push: channels.push && person.hasPush,
    sms: channels.sms && smsWebhookConfigured() && Boolean(person.smsNumber),
  };
  const chosen = (['email', 'push', 'sms'] as const).filter((channel) => reachable[channel]);
  if (chosen.length === 0) return;
  const dueAt = quietHoursEnd(now, person.quietHours, person.timezone) ?? now;
  await db
    .insert(notificationDeliveries)
    .values(chosen.map((channel) => ({ notificationId: notification.id, channel, dueAt })))
    .onConflictDoNothing();
}
