import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { unsubscribeTypes, type UnsubscribeType } from '../../domain/delivery/delivery-texts';
import { quietHoursEnd } from '../../domain/notifications/quiet-hours';
import { resolveLanguage } from '../../domain/shared/languages';
import { languageTimeFormat } from '../../domain/shared/formats';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { notifications, pushSubscriptions, userPreferences, users } from '../db/schema/index';
import { claimDueDeliveries, maxAttempts, settleDelivery, type ClaimedDelivery } from '../shared/delivery/claim';
import { mailerFor } from '../shared/delivery/mailer';
import { notificationText } from '../shared/delivery/notification-text';
import { publicOriginOf } from '../shared/delivery/public-origin';
import { sendNotificationEmail } from '../shared/delivery/send-email';
import { sendPush } from '../shared/delivery/send-push';
import { sendSms, smsText } from '../shared/delivery/send-sms';
import { vapidKeys } from '../shared/delivery/vapid';
import { scheduledJob } from './scheduled-job';

const batchSize = 50;
/** Deliveries per run at most; the rest wait a minute for the next run. */
const runMax = 500;

interface DeliveryContext {
  config: Config;
  log: Pick<Logger, 'info' | 'warn'>;
  now?: Date;
}

export type DeliveryTally = Record<'sent' | 'retried' | 'failed' | 'skipped' | 'deferred', number>;

async function loadDelivery(db: Database, notificationId: string) {
  const [row] = await db
    .select({
      notification: notifications,
      email: users.email,
      timezone: users.timezone,
      deletedAt: users.deletedAt,
      language: userPreferences.language,
      timeFormat: userPreferences.timeFormat,
      preferences: userPreferences.notifications,
      quietHours: userPreferences.quietHours,
      smsNumber: userPreferences.smsNumber,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(userPreferences, eq(userPreferences.userId, notifications.userId))
    .where(eq(notifications.id, notificationId))
    .limit(1);
  return row;
}

type Loaded = NonNullable<Awaited<ReturnType<typeof loadDelivery>>>;

/** The sender's address for VAPID: push services contact it when a server misbehaves. */
function vapidSubject(config: Config): string {
  const address = /<([^>]+)>/.exec(config.mail.from)?.[1] ?? config.mail.from;
  return config.publicOrigin?.startsWith('https://') ? config.publicOrigin : `mailto:${address.trim()}`;
}

/** Sends one claimed delivery; answers why it was not sent when there was nothing to do. */
async function deliver(db: Database, context: DeliveryContext, delivery: ClaimedDelivery, loaded: Loaded, type: UnsubscribeType): Promise<string | null> {
  const { config } = context;
  const language = resolveLanguage(loaded.language);
  const { title, body } = notificationText(loaded.notification, {
    language,
    timeZone: loaded.timezone,
    timeFormat: loaded.timeFormat ?? languageTimeFormat(language),
  });
  const origin = publicOriginOf(config);
  const url = loaded.notification.link ? `${origin}${loaded.notification.link}` : null;
  if (delivery.channel === 'email') {
    const mailer = mailerFor(config, context.log);
    await sendNotificationEmail({ db, mailer, origin }, { email: loaded.email, language }, { userId: loaded.notification.userId, type, title, body, url });
    return null;
  }
  if (delivery.channel === 'push') {
    const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, loaded.notification.userId));
    const took = await sendPush(db, devices, { title, body, link: loaded.notification.link }, { keys: await vapidKeys(db), subject: vapidSubject(config) });
    return took ? null : 'no subscribed device';
  }
  if (!config.smsWebhookUrl || !loaded.smsNumber) return 'no SMS gateway or number';
  await sendSms(config.smsWebhookUrl, loaded.smsNumber, smsText(title, body));
  return null;
}

/**
 * Sends every delivery whose time has come, at most `runMax` per run. Claiming skips rows another
 * run holds, so two runs at once (two instances, a retried job) send each delivery once.
 */
export async function sendDueDeliveries(db: Database, context: DeliveryContext): Promise<DeliveryTally> {
  const tally: DeliveryTally = { sent: 0, retried: 0, failed: 0, skipped: 0, deferred: 0 };
  let handled = 0;
  while (handled < runMax) {
    const now = context.now ?? new Date();
    const claimed = await claimDueDeliveries(db, now, Math.min(batchSize, runMax - handled));
    handled += claimed.length;
    for (const delivery of claimed) {
      const loaded = await loadDelivery(db, delivery.notificationId);
      const type = unsubscribeTypes.find((candidate) => candidate === loaded?.notification.type);
      // Switched off since it was queued (or the account is gone): not sent.
      if (!loaded || !type || loaded.deletedAt || !loaded.preferences.channels[delivery.channel] || loaded.preferences.types[type] === false) {
        await settleDelivery(db, delivery, { status: 'skipped', reason: 'switched off' }, now);
        tally.skipped += 1;
        continue;
      }
      const until = quietHoursEnd(now, loaded.quietHours, loaded.timezone);
      if (until) {
        await settleDelivery(db, delivery, { status: 'deferred', until }, now);
        tally.deferred += 1;
        continue;
      }
      try {
        const skipped = await deliver(db, context, delivery, loaded, type);
        await settleDelivery(db, delivery, skipped ? { status: 'skipped', reason: skipped } : { status: 'sent' }, now);
        tally[skipped ? 'skipped' : 'sent'] += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await settleDelivery(db, delivery, { status: 'error', error: message.slice(0, 500) }, now);
        context.log.warn({ channel: delivery.channel, attempts: delivery.attempts, error: message }, 'notification delivery failed');
        tally[delivery.attempts >= maxAttempts ? 'failed' : 'retried'] += 1;
      }
    }
    if (claimed.length < batchSize) break;
  }
  return tally;
}

export const notificationDelivery = scheduledJob({
  name: 'notification-delivery',
  cron: '* * * * *',
  async run({ db, config, log }) {
    const { sent, retried, failed, skipped, deferred } = await sendDueDeliveries(db, { config, log });
    return `sent ${sent} notifications, ${retried} to retry, ${failed} given up, ${skipped} skipped, ${deferred} waiting for quiet hours to end`;
  },
});
