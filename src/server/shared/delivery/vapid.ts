import webpush from 'web-push';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { serverKey } from './server-keys';

type Store = Pick<Database, 'insert' | 'select'>;

const vapidSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });
export type VapidKeys = z.infer<typeof vapidSchema>;

const cache = new WeakMap<object, Promise<VapidKeys>>();

/**
 * The server's VAPID key pair, made on first use and kept in the database: every instance must
 * sign with the key browsers subscribed with, and a new pair would orphan every subscription.
 */
export function vapidKeys(db: Store): Promise<VapidKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = serverKey(db, 'vapid', vapidSchema, () => webpush.generateVAPIDKeys());
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}
