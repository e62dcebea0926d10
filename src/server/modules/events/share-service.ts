import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { CalendarShare } from '../../../domain/events/events';
import type { Database } from '../../db/client';
import { calendarShares, groupMembers, groups, users, type CalendarShareRow } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { managerRoles } from '../../http/membership';
import { groupRoleOf, requireGroupRole } from '../../shared/group-membership';
import type { CalendarScope } from '../../shared/event-queries';

type Reader = Pick<Database, 'select'>;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The name a shared calendar goes by: "{First Last}'s calendar", or the group's name. */
async function shareName(db: Reader, share: Pick<CalendarShareRow, 'userId' | 'groupId'>): Promise<string> {
  if (share.groupId) {
    const [group] = await db.select({ name: groups.name }).from(groups).where(eq(groups.id, share.groupId));
    return group?.name ?? '';
  }
  const [owner] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, share.userId));
  return owner ? `${owner.firstName} ${owner.lastName}'s calendar` : '';
}

function toShare(row: CalendarShareRow, name: string, origin: string): CalendarShare {
  const url = `${origin}/shared/calendar/${row.token}`;
  return { token: row.token, url, icsUrl: `${url}.ics`, groupId: row.groupId, name, createdAt: row.createdAt.toISOString() };
}

/**
 * POST /api/calendar/shares: a read-only public link to the user's personal calendar, or to a
 * group's calendar for its owner or an admin (other members 403, non-members 404).
 */
export async function createShare(db: Database, userId: string, groupId: string | null, origin: string): Promise<CalendarShare> {
  if (groupId) await requireGroupRole(db, groupId, userId, managerRoles);
  const token = randomBytes(32).toString('base64url');
  const [row] = await db.insert(calendarShares).values({ token, userId, groupId }).returning();
  return toShare(row!, await shareName(db, row!), origin);
}

/**
 * GET /api/calendar/shares: the user's links that are not revoked, and the links others made to
 * the calendars of groups the user owns (so the owner can revoke them), newest first.
 */
export async function listShares(db: Database, userId: string, origin: string): Promise<CalendarShare[]> {
  const ownedGroups = db
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .where(and(eq(groupMembers.userId, userId), eq(groupMembers.role, 'owner')));
  const rows = await db
    .select()
    .from(calendarShares)
    .where(and(or(eq(calendarShares.userId, userId), inArray(calendarShares.groupId, ownedGroups)), isNull(calendarShares.revokedAt)))
    .orderBy(desc(calendarShares.createdAt), desc(calendarShares.token));
  return Promise.all(rows.map(async (row) => toShare(row, await shareName(db, row), origin)));
}

/**
 * DELETE /api/calendar/shares/{token}: its creator may revoke a link, and so may the owner of the
 * group whose calendar it shows. Other members of that group are refused (403); anyone else, and
 * an unknown or already revoked link, gets 404.
 */
export async function revokeShare(db: Database, userId: string, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [share] = await tx
      .select()
      .from(calendarShares)
      .where(and(eq(calendarShares.token, token), isNull(calendarShares.revokedAt)))
      .limit(1)
      .for('update');
    if (!share) throw notFound();
    if (share.userId !== userId) {
      if (!share.groupId) throw notFound();
      await requireGroupRole(tx, share.groupId, userId, ['owner']);
    }
    await tx.update(calendarShares).set({ revokedAt: new Date() }).where(eq(calendarShares.token, share.token));
  });
}

/**
 * A live link's calendar: 404 for unknown and revoked tokens, and for a group link whose creator
 * no longer runs the group (left it, or is no longer owner or admin).
 */
export async function sharedCalendar(db: Reader, token: string): Promise<{ name: string; scope: CalendarScope }> {
  if (!tokenPattern.test(token)) throw notFound();
  const [share] = await db
    .select()
    .from(calendarShares)
    .where(and(eq(calendarShares.token, token), isNull(calendarShares.revokedAt)))
    .limit(1);
  if (!share) throw notFound();
  if (share.groupId) {
    const role = await groupRoleOf(db, share.groupId, share.userId);
    if (!role || !managerRoles.includes(role)) throw notFound();
  }
  const scope: CalendarScope = share.groupId ? { groupIds: [share.groupId] } : { personalOf: share.userId };
  return { name: await shareName(db, share), scope };
}
