import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../../db/client';
import { pushSubscriptions, type PushSubscriptionRow } from '../../db/schema';
import type { VapidKeys } from './vapid';

/** How long a push service keeps a message for a device that is offline. */
const timeToLiveSeconds = 24 * 60 * 60;
const requestTimeoutMs = 15_000;

export interface PushMessage {
  title: string;
  body: string;
  link: string | null;
}

/**
 * Sends one message to every device of a person. web-push encrypts it and signs the VAPID
 * header; the request itself goes through fetch, so a push service answers like any other HTTP
 * service. A device the push service no longer knows (404, 410) is forgotten. Answers whether
 * any device took it; throws when none did and some failed for another reason (retried later).
 */
export async function sendPush(
  db: Pick<Database, 'delete'>,
  devices: PushSubscriptionRow[],
  message: PushMessage,
  { keys, subject }: { keys: VapidKeys; subject: string },
): Promise<boolean> {
  let delivered = 0;
  const failures: string[] = [];
  for (const device of devices) {
    const request = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(message), {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: timeToLiveSeconds,
    });
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    try {
      const answer = await fetch(request.endpoint, { method: 'POST', headers, body: new Uint8Array(request.body), signal: AbortSignal.timeout(requestTimeoutMs) });
      await answer.arrayBuffer();
      if (answer.ok) delivered += 1;
      else if (answer.status === 404 || answer.status === 410) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      else failures.push(`push service answered ${answer.status}`);
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (delivered === 0 && failures.length > 0) throw new Error(failures[0]);
  return delivered > 0;
}
