import { and, eq, sql } from 'drizzle-orm';
import { pushMessages, type PushSubscriptionInput } from '../../../domain/delivery/push';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/index';
import { notFound } from '../../http/app-error';

/**
 * One row per browser endpoint. Subscribing again (new keys, or another account signed in on the
 * same browser) moves the endpoint to whoever subscribed last: a device shows one person's pushes.
 */
export async function savePushSubscription(db: Database, userId: string, input: PushSubscriptionInput, userAgent: string): Promise<void> {
  const values = { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, userAgent: userAgent.slice(0, 300) };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: values.p256dh, auth: values.auth, userAgent: values.userAgent, createdAt: sql`now()` } });
}

/** Forgets one of the person's own devices; someone else's endpoint is not found. */
export async function deletePushSubscription(db: Database, userId: string, endpoint: string): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound(pushMessages.notFound);
}
