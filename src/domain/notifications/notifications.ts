import { z } from 'zod';
import { onceFieldsParse } from '../shared/field-schemas';
import { notificationKinds, type NotificationKind } from './kinds';

/**
 * The in-app notification centre (docs/decisions/025-notifications.md): a person's notifications
 * newest first, with texts rendered in their language when read, and marking them read.
 */
export const notificationMessages = {
  beforeInvalid: 'notifications.beforeInvalid',
  idsRequired: 'notifications.idsRequired',
  idInvalid: 'notifications.idInvalid',
  tooManyIds: 'notifications.tooManyIds',
  allInvalid: 'notifications.allInvalid',
  idsOrAll: 'notifications.idsOrAll',
  limitNotNumber: 'validation.limitNotNumber',
  limitNotWhole: 'validation.limitNotWhole',
  limitTooSmall: 'validation.limitTooSmall',
} as const;

export const notificationPageDefault = 20;
export const notificationPageMax = 100;
/** How many notifications one call may mark read. */
export const maxReadIds = 100;

const kindNames = Object.keys(notificationKinds) as [NotificationKind, ...NotificationKind[]];
const typeNames = [...new Set(Object.values(notificationKinds))] as [string, ...string[]];

export function isNotificationKind(value: string): value is NotificationKind {
  return Object.hasOwn(notificationKinds, value);
}

export const listNotificationsQuery = z.object({
  limit: z.coerce
    .number({ error: notificationMessages.limitNotNumber })
    .int(notificationMessages.limitNotWhole)
    .min(1, notificationMessages.limitTooSmall)
    .transform((value) => Math.min(value, notificationPageMax))
    .default(notificationPageDefault)
    .meta({ description: `How many to answer, ${notificationPageDefault} when absent, at most ${notificationPageMax}` }),
  before: z
    .uuid({ error: notificationMessages.beforeInvalid })
    .optional()
    .meta({ description: 'Answer the notifications older than this one (the `nextBefore` of the previous page)' }),
});
export type ListNotificationsQuery = z.output<typeof listNotificationsQuery>;

export const markNotificationsReadInput = z
  .object({
    ids: z
      .array(z.uuid({ error: notificationMessages.idInvalid }), { error: notificationMessages.idsRequired })
      .min(1, notificationMessages.idsRequired)
      .max(maxReadIds, notificationMessages.tooManyIds)
      .optional()
      .meta({ description: `The notifications to mark read (1 to ${maxReadIds}); ids that are not the user’s are ignored` }),
    all: z.literal(true, { error: notificationMessages.allInvalid }).optional().meta({ description: 'Marks every notification read' }),
  })
  .strict()
  .refine((value) => (value.ids === undefined) !== (value.all === undefined), { error: notificationMessages.idsOrAll, ...onceFieldsParse });
export type MarkNotificationsReadInput = z.output<typeof markNotificationsReadInput>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(kindNames),
  type: z.enum(typeNames).meta({ description: 'The preference type the kind belongs to' }),
  params: z.record(z.string(), z.union([z.string(), z.number()])).meta({ description: 'The values the texts were filled from (names, ids, minor units, dates)' }),
  link: z.string().nullable().meta({ description: 'The app path it opens; null when it points nowhere' }),
  title: z.string().meta({ description: 'In the reader’s language, with times in their zone' }),
  body: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadCountAnswer = z.object({ unreadCount: z.number().int() });
export type UnreadCountAnswer = z.infer<typeof unreadCountAnswer>;

export const notificationListAnswer = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
  nextBefore: z.string().nullable().meta({ description: 'Pass as `before` for the next page; null on the last one' }),
});
export type NotificationList = z.infer<typeof notificationListAnswer>;
