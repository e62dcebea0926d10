import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../src/server/db/client';
import { groupMembers, groups } from '../../../src/server/db/schema';
import type { CreatedInvite, GroupDetail, GroupInviteRole, GroupRole } from '../../../src/domain/groups/groups';

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
  await db
    .insert(groupMembers)
    .values([
      { groupId: group.id, userId: owner.id, role: 'owner' as const },
      ...members.map((member) => ({ groupId: group.id, userId: member.id, role: member.role ?? ('member' as const) })),
    ]);
  return group;
}

/** Creates a group through the API for the signed-in cookie; any field of the body overridable. */
export async function createGroup(app: FastifyInstance, cookie: string, overrides: Record<string, unknown> = {}): Promise<GroupDetail> {
  const response = await app.inject({ method: 'POST', url: '/api/groups', headers: { cookie }, payload: { name: 'Flatmates', ...overrides } });
  if (response.statusCode !== 201) throw new Error(`createGroup: ${response.statusCode} ${response.body}`);
  return response.json<GroupDetail>();
}

/** Creates an invite link as `inviterCookie` (owner or admin) and returns it with its token. */
export async function createInvite(
  app: FastifyInstance,
  inviterCookie: string,
  groupId: string,
  body: { role?: GroupInviteRole; expiresInDays?: number } = {},
): Promise<CreatedInvite> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/groups/${groupId}/invites`,
    headers: { cookie: inviterCookie },
    payload: { role: 'member', ...body },
  });
  if (response.statusCode !== 201) throw new Error(`createInvite: ${response.statusCode} ${response.body}`);
  return response.json<CreatedInvite>();
}

/** The whole invite flow: an invite from `inviterCookie`, accepted by each of `joinerCookies`. */
export async function inviteAndAccept(
  app: FastifyInstance,
  inviterCookie: string,
  groupId: string,
  joinerCookies: string | string[],
  role: GroupInviteRole = 'member',
): Promise<CreatedInvite> {
  const invite = await createInvite(app, inviterCookie, groupId, { role });
  for (const cookie of [joinerCookies].flat()) {
    const response = await app.inject({ method: 'POST', url: `/api/invites/${invite.token}/accept`, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`inviteAndAccept: ${response.statusCode} ${response.body}`);
  }
  return invite;
}
