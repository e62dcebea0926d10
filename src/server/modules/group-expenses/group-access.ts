import { and, eq, inArray } from 'drizzle-orm';
import { errorCodes } from '../../../domain/shared/errors';
import { groupExpenseMessages } from '../../../domain/group-expenses/group-expenses';
import type { GroupStatus } from '../../../domain/groups/groups';
import type { Database } from '../../db/client';
import { groupMembers, groups, users } from '../../db/schema/index';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { managerRoles, requireRole, type MemberRole } from '../../http/membership';
import { isUuid } from '../../http/route-kit';

type Reader = Pick<Database, 'select'>;

/** The group as a member sees it, with the signed-in member's role. */
export interface GroupAccess {
  groupId: string;
  name: string;
  currency: string;
  status: GroupStatus;
  userId: string;
  role: MemberRole;
}

/**
 * The group and the user's role in it, in one query; a non-member (or a malformed id) gets the
 * shared membership rule's 404, as if the group did not exist.
 */
export async function groupAccess(db: Reader, groupId: string, userId: string): Promise<GroupAccess> {
  if (!isUuid(groupId)) throw notFound();
  const [row] = await db
    .select({ groupId: groups.id, name: groups.name, currency: groups.currency, status: groups.status, role: groupMembers.role })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .limit(1);
  const role = requireRole(row?.role);
  return { ...row!, role, userId };
}

export function isManager(access: GroupAccess): boolean {
  return managerRoles.includes(access.role);
}

/** An archived group is read-only: its history stays visible, nothing new is booked. */
export function requireActive(access: GroupAccess): void {
  if (access.status === 'archived') throw new AppError(409, errorCodes.conflict, groupExpenseMessages.groupArchived);
}

/** Only the payer, whoever recorded it, or an owner or admin may change or delete an expense. */
export function requireExpenseEditor(access: GroupAccess, expense: { paidBy: string; createdBy: string | null }): void {
  if (!canEditExpense(access, expense)) requireRole(access.role, managerRoles);
}

export function canEditExpense(access: GroupAccess, expense: { paidBy: string; createdBy: string | null }): boolean {
  return expense.paidBy === access.userId || expense.createdBy === access.userId || isManager(access);
}

/** The current members among `userIds`, their rows share-locked so nobody leaves mid-write. */
export async function currentMembers(db: Reader, groupId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, [...new Set(userIds)])))
    .for('share');
  return new Set(rows.map((row) => row.userId));
}

/** A 400 on `field` unless every one of `userIds` is a current member. */
export async function requireCurrentMembers(db: Reader, groupId: string, userIds: readonly string[], field: string, message: string): Promise<void> {
  const found = await currentMembers(db, groupId, userIds);
  if (userIds.some((userId) => !found.has(userId))) throw fieldError(field, message);
}

export interface PersonName {
  firstName: string;
  lastName: string;
}

/** First and last names of the given users (former members included), in one query. */
export async function namesOf(db: Reader, userIds: readonly string[]): Promise<Map<string, PersonName>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, { firstName: row.firstName, lastName: row.lastName }]));
}
