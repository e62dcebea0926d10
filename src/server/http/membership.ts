import { AppError, notFound } from './app-error';
import { errorCodes, errorMessages } from '../../domain/shared/errors';
import { groupRoles, type GroupRole } from '../../domain/groups/groups';

/** Shared objects use the group roles (owner, admin, member). */
export const memberRoles = groupRoles;
export type MemberRole = GroupRole;

/** Roles that may manage a shared object (edit it, invite, remove others). */
export const managerRoles: readonly MemberRole[] = ['owner', 'admin'];

/**
 * The membership rule every shared object follows: a non-member learns nothing (404, as if it
 * did not exist); a member without one of `allowed` roles is refused (403).
 * `role` is what the caller's membership query found (null when not a member).
 */
export function requireRole(role: MemberRole | null | undefined, allowed: readonly MemberRole[] = memberRoles): MemberRole {
  if (!role) throw notFound();
  if (!allowed.includes(role)) throw new AppError(403, errorCodes.forbidden, errorMessages.forbidden);
  return role;
}
