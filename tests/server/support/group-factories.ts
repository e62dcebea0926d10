import type { Database } from '../../../src/server/db/client';
import { groupMembers, groups } from '../../../src/server/db/schema';
import type { GroupRole } from '../../../src/domain/groups';

export interface SeededGroup {
  id: string;
  name: string;
  currency: string;
}

/**
 * Writes a group and its memberships straight to the database, for tests of what hangs off a
 * group (expenses, shared goals, events) that should not depend on the invite flow.
 */
export async function seedGroup(
  db: Database,
  owner: { id: string },
  members: { id: string; role?: Exclude<GroupRole, 'owner'> }[] = [],
  overrides: { name?: string; currency?: string; color?: string } = {},
): Promise<SeededGroup> {
  const [group] = await db
    .insert(groups)
    .values({ name: overrides.name ?? 'Flatmates', color: overrides.color ?? '#0ea5e9', currency: overrides.currency ?? 'USD', createdBy: owner.id })
    .returning({ id: groups.id, name: groups.name, currency: groups.currency });
  if (!group) throw new Error('seedGroup: no group was written');
  await db.insert(groupMembers).values([
    { groupId: group.id, userId: owner.id, role: 'owner' as const },
    ...members.map((member) => ({ groupId: group.id, userId: member.id, role: member.role ?? ('member' as const) })),
  ]);
  return group;
}
