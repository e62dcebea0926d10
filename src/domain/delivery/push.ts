import { z } from 'zod';

export const pushMessages = {
  subscription: 'validation.pushSubscription',
  notFound: 'messages.pushSubscriptionNotFound',
} as const;

/** A push service address as browsers give it; http only for services on this machine (tests). */
const endpoint = z
  .string({ error: pushMessages.subscription })
  .max(2048, pushMessages.subscription)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === '127.0.0.1');
    } catch {
      return false;
    }
  }, pushMessages.subscription);

const base64url = (max: number) =>
  z
    .string({ error: pushMessages.subscription })
    .min(8, pushMessages.subscription)
    .max(max, pushMessages.subscription)
    .regex(/^[A-Za-z0-9_-]+=*$/, pushMessages.subscription);

/** What `PushSubscription.toJSON()` gives, minus the expiration time browsers leave null. */
export const pushSubscriptionInput = z.object({
  endpoint,
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushUnsubscribeInput = z.object({ endpoint: z.string({ error: pushMessages.subscription }).min(1, pushMessages.subscription).max(2048, pushMessages.subscription) });

export const pushKeyAnswer = z.object({ publicKey: z.string().meta({ description: 'The VAPID public key, base64url, for `pushManager.subscribe({ applicationServerKey })`' }) });
