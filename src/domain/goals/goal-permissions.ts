import type { GoalViewerPermission } from './goals';
import type { GoalSharePermission } from '../groups/groups';

// Kept apart from the goal-share schemas: the app shell asks these questions on every page and
// should not load the validation library to do it.

/** The most a viewer may do through several shares: contributing beats viewing. */
export function bestSharePermission(permissions: readonly GoalSharePermission[]): GoalSharePermission | null {
  if (permissions.includes('can_contribute')) return 'can_contribute';
  return permissions.length > 0 ? 'view' : null;
}

/** Whether a viewer with `permission` may add money to the goal. */
export function mayContribute(permission: GoalViewerPermission): boolean {
  return permission === 'owner' || permission === 'can_contribute';
}
