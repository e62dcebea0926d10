import { deliveryTextsFor, withType, type UnsubscribeType } from '../../../domain/delivery/delivery-texts';
import type { Database } from '../../db/client';
import { renderEmail } from './email-layout';
import type { Mailer } from './mailer';
import { unsubscribeToken } from './unsubscribe-token';

export interface OutgoingNotification {
  userId: string;
  type: UnsubscribeType;
  title: string;
  body: string;
  /** An absolute URL the notification opens, or null. */
  url: string | null;
}

/** The address that switches one type off for one person, with GET (a page) or one-click POST. */
export async function unsubscribeUrl(db: Pick<Database, 'insert' | 'select'>, origin: string, userId: string, type: UnsubscribeType): Promise<string> {
  return `${origin}/api/notifications/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(db, userId, type))}`;
}

/**
 * One notification as an e-mail in the reader's language, with the one-click unsubscribe headers
 * of RFC 8058 so mail clients offer their own "unsubscribe" button for the type.
 */
export async function sendNotificationEmail(
  { db, mailer, origin }: { db: Pick<Database, 'insert' | 'select'>; mailer: Mailer; origin: string },
  to: { email: string; language: string },
  notification: OutgoingNotification,
): Promise<void> {
  const texts = deliveryTextsFor(to.language);
  const stopUrl = await unsubscribeUrl(db, origin, notification.userId, notification.type);
  const { html, text } = renderEmail({
    language: to.language,
    heading: notification.title,
    paragraphs: notification.body ? [notification.body] : [],
    action: notification.url ? { label: texts.open, url: notification.url } : undefined,
    footer: [withType(texts.reason, texts, notification.type)],
    unsubscribe: { label: withType(texts.unsubscribe, texts, notification.type), url: stopUrl },
  });
  await mailer.send({
    to: to.email,
    subject: notification.title,
    html,
    text,
    headers: { 'List-Unsubscribe': `<${stopUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}
