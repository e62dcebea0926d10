import { z } from 'zod';

export const unsubscribeMessages = {
  invalidLink: 'messages.unsubscribeLinkInvalid',
} as const;

export const unsubscribeQuery = z.object({ token: z.string().max(300).optional() });

export const unsubscribeAnswer = z.object({ unsubscribed: z.literal(true), type: z.string() });
