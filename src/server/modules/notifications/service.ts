import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { notificationKinds, type NotificationKind } from '../../../domain/notifications/kinds';
import {
  type ListNotificationsQuery,
  type MarkNotificationsReadInput,
  type Notification,
  type NotificationList,
  type UnreadCountAnswer,
} from '../../../domain/notifications/notifications';
import type { RenderOptions } from '../../../domain/notifications/render';
import { notificationText } from '../../shared/delivery/notification-text';
import type { Database } from '../../db/client';
import { notifications, userPreferences, users, type NotificationRow } from '../../db/schema/index';

type Reader = Pick<Database, 'select'>;

/** Kinds this version can word; a row of another kind (written by a newer version) is not listed. */
const knownKinds = Object.keys(notificationKinds);

const mine = (userId: string) => and(eq(notifications.userId, userId), inArray(notifications.kind, knownKinds));

export async function listNotifications(db: Reader, userId: string, query: ListNotificationsQuery): Promise<NotificationList> {
  const conditions = [mine(userId)];
  if (query.before) {
    // Newest first by (created_at, id); an id that is not one of the user's own answers an empty page.
    const cursor = db
      .select({ createdAt: notifications.createdAt, id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.id, query.before)));
    conditions.push(sql`(${notifications.createdAt}, ${notifications.id}) < (${cursor})`);
  }
  const [rows, reader, unreadCount] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(and(...conditions))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit + 1),
    readerOf(db, userId),
    countUnread(db, userId),
  ]);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((row) => notificationView(row, reader)),
    unreadCount,
    nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** Marks the user's own notifications read (ids of anyone else's change nothing) and answers what stays unread. */
export async function markRead(db: Database, userId: string, input: MarkNotificationsReadInput): Promise<UnreadCountAnswer> {
  const which = input.all ? undefined : inArray(notifications.id, input.ids ?? []);
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), which));
  return { unreadCount: await countUnread(db, userId) };
}

async function countUnread(db: Reader, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(mine(userId), isNull(notifications.readAt)));
  return row?.total ?? 0;
}

/** The reader's language, clock and zone: texts are worded when read, so a change applies to what is already there. */
async function readerOf(db: Reader, userId: string): Promise<RenderOptions> {
  const [row] = await db
    .select({ timeZone: users.timezone, language: userPreferences.language, timeFormat: userPreferences.timeFormat })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId));
  return { language: row?.language ?? 'en', timeZone: row?.timeZone ?? 'UTC', timeFormat: row?.timeFormat ?? null };
}

function notificationView(row: NotificationRow, reader: RenderOptions): Notification {
  // Listed rows are of a known kind (see `mine`), written through notify(), which types the params per kind.
  const kind = row.kind as NotificationKind;
  const { title, body } = notificationText(row, reader);
  return {
    id: row.id,
    kind,
    type: row.type,
    params: Object.fromEntries(Object.entries(row.params).filter((entry): entry is [string, string | number] => entry[1] !== null)),
    link: row.link,
    title,
    body,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
