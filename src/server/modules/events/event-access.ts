import { eq } from 'drizzle-orm';
import { errorCodes, errorMessages } from '../../../domain/shared/errors';
import { eventRuleMessages } from '../../../domain/events/events';
import type { Database } from '../../db/client';
import { events, groups, type EventRow } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';
import type { MemberRole } from '../../http/membership';
import { isUuid } from '../../http/route-kit';
import { groupRoleOf, requireGroupRole } from '../../shared/group-membership';
import { mayEdit } from './event-view';

type Reader = Pick<Database, 'select'>;

export interface VisibleEvent {
  event: EventRow;
  /** The user's role in the event's group; null for a personal event. */
  role: MemberRole | null;
}

/**
 * An event the user may see: their own personal event, or an event of a group they belong to.
 * Anything else answers 404, as if it did not exist. Locked for update when asked.
 */
export async function loadVisibleEvent(db: Reader, userId: string, eventId: string, forUpdate = false): Promise<VisibleEvent> {
  if (!isUuid(eventId)) throw notFound();
  const query = db.select().from(events).where(eq(events.id, eventId)).limit(1);
  const [event] = forUpdate ? await query.for('update') : await query;
  if (!event) throw notFound();
  if (event.groupId === null) {
    if (event.userId !== userId) throw notFound();
    return { event, role: null };
  }
  const role = await groupRoleOf(db, event.groupId, userId);
  if (!role) throw notFound();
  return { event, role };
}

export const forbidden = () => new AppError(403, errorCodes.forbidden, errorMessages.forbidden);

/** A visible event the user may change: its creator, or an owner or admin of its group (other members 403). */
export async function loadEditableEvent(db: Reader, userId: string, eventId: string): Promise<VisibleEvent> {
  const visible = await loadVisibleEvent(db, userId, eventId, true);
  if (!mayEdit(visible.event, userId, visible.role)) throw forbidden();
  return visible;
}

/**
 * A group an event may be put in: the user must belong to it (404 otherwise, like every
 * membership check) and it must not be archived (409).
 */
export async function requireEventGroup(db: Reader, groupId: string, userId: string): Promise<void> {
  await requireGroupRole(db, groupId, userId);
  const [group] = await db.select({ status: groups.status }).from(groups).where(eq(groups.id, groupId)).limit(1);
  if (!group) throw notFound();
  if (group.status === 'archived') throw new AppError(409, errorCodes.conflict, eventRuleMessages.groupArchived);
}
