import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/server/http/app-error';
import { managerRoles, requireRole } from '../../../src/server/http/membership';

function statusOf(run: () => unknown): number | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.statusCode : -1;
  }
}

describe('membership guard', () => {
  it('hides a shared object from non-members as if it did not exist', () => {
    expect(statusOf(() => requireRole(null))).toBe(404);
    expect(statusOf(() => requireRole(undefined, managerRoles))).toBe(404);
  });

  it('refuses members whose role may not do the action', () => {
    expect(statusOf(() => requireRole('member', managerRoles))).toBe(403);
  });

  it('lets any member read and managers manage', () => {
    expect(requireRole('member')).toBe('member');
    expect(requireRole('admin', managerRoles)).toBe('admin');
    expect(requireRole('owner', managerRoles)).toBe('owner');
  });
});
