import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { groupMembers } from '../db/schema';
import { isUuid } from '../http/route-kit';
import { requireRole, type MemberRole } from '../http/membership';

type Reader = Pick<Database, 'select'>;

/** The user's role in the group, or null when they are not a member (or the id is malformed). */
export async function groupRoleOf(db: Reader, groupId: string, userId: string): Promise<MemberRole | null> {
  if (!isUuid(groupId)) return null;
  const [row] = await db
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

/** 404 for a non-member (the group might as well not exist), 403 for a member without one of `allowed`. */
export async function requireGroupRole(db: Reader, groupId: string, userId: string, allowed?: readonly MemberRole[]): Promise<MemberRole> {
  return requireRole(await groupRoleOf(db, groupId, userId), allowed);
}
