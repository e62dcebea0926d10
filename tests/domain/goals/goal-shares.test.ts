import { describe, expect, it } from 'vitest';
import { bestSharePermission, mayContribute } from '../../../src/domain/goals/goal-permissions';
import { shareGoalInput } from '../../../src/domain/goals/goal-shares';

describe('goal share permissions', () => {
  it('take the most a viewer may do through several groups', () => {
    expect(bestSharePermission(['view', 'can_contribute', 'view'])).toBe('can_contribute');
    expect(bestSharePermission(['view'])).toBe('view');
    expect(bestSharePermission([])).toBeNull();
  });

  it('let the owner and can_contribute members add money, not view-only members', () => {
    expect(mayContribute('owner')).toBe(true);
    expect(mayContribute('can_contribute')).toBe(true);
    expect(mayContribute('view')).toBe(false);
  });

  it('accept a group id and one of the two permissions, nothing else', () => {
    const groupId = '0190a5f2-0000-7000-8000-000000000001';
    expect(shareGoalInput.safeParse({ groupId, permission: 'view' }).success).toBe(true);
    expect(shareGoalInput.safeParse({ groupId, permission: 'edit' }).success).toBe(false);
    expect(shareGoalInput.safeParse({ groupId: 'flatmates', permission: 'view' }).success).toBe(false);
    expect(shareGoalInput.safeParse({ groupId, permission: 'view', extra: 1 }).success).toBe(false);
  });
});
