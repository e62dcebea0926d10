import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications, pushSubscriptions } from '../../db/schema/index';
import type { ExportRow, ExportSource } from './export-tables';

const notificationBatchSize = 5000;

async function* once<T>(rows: Promise<T[]>): AsyncIterable<T[]> {
  yield await rows;
}

/**
 * Only the push service's address, never the rest: the endpoint's path names the browser's
 * subscription and works as a bearer secret, as do its keys.
 */
function endpointOrigin(endpoint: string): string | null {
  try {
    return new URL(endpoint).origin;
  } catch {
    return null;
  }
}

/** The user's notifications oldest first (ids order them by creation), in batches, since a long-lived account gathers many. */
async function* notificationBatches(db: Database, userId: string): AsyncIterable<ExportRow[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        type: notifications.type,
        params: notifications.params,
        link: notifications.link,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), after ? gt(notifications.id, after) : undefined))
      .orderBy(asc(notifications.id))
      .limit(notificationBatchSize);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < notificationBatchSize) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** What Tandem told the user, and the browsers it may push to: which browser and since when, without the keys a push needs. */
export function notificationSources(db: Database, userId: string): ExportSource[] {
  return [
    {
      name: 'notifications',
      columns: ['id', 'kind', 'type', 'params', 'link', 'createdAt', 'readAt'],
      batches: () => notificationBatches(db, userId),
    },
    {
      name: 'push_devices',
      columns: ['id', 'userAgent', 'pushService', 'createdAt'],
      batches: () =>
        once(
          db
            .select({ id: pushSubscriptions.id, userAgent: pushSubscriptions.userAgent, endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.userId, userId))
            .orderBy(asc(pushSubscriptions.createdAt))
            .then((rows) => rows.map(({ endpoint, ...row }) => ({ id: row.id, userAgent: row.userAgent, pushService: endpointOrigin(endpoint), createdAt: row.createdAt }))),
        ),
    },
  ];
}
