import type { CreatedInvite, GroupDetail, GroupInvite, GroupRole } from '@domain/groups/groups';
import { api, failure, json } from './fake-api';
import { testUser } from './fixtures';
import { makeGroup, makeInvite, me, summaryOf } from './group-fixtures';
import { declareSession } from './session';

export interface GroupsApiOptions {
  groups?: GroupDetail[];
  /** Invite links per group id. */
  invites?: Record<string, GroupInvite[]>;
}

const notFound = () => failure(404, 'The requested resource was not found', 'NOT_FOUND');

/**
 * A signed-in session plus in-memory groups answering as the server does: the list (active
 * first, by name), one group, edits, deletion, roles, removal, and invite links. Later
 * `api.use` calls override any route.
 */
export function declareGroupsApi({ groups = [], invites = {} }: GroupsApiOptions = {}) {
  const store = groups.map((group) => structuredClone(group));
  const links: Record<string, GroupInvite[]> = structuredClone(invites);
  let created = 0;
  declareSession({ preferences: { theme: 'light', hasCompletedOnboarding: true, language: 'en' } });
  const find = (id: string) => store.find((group) => group.id === id);
  const recount = (group: GroupDetail) => Object.assign(group, { memberCount: group.members.length });

  declareEmptyGroupSections((id) => find(id)?.currency);
  api.use({
    'GET /api/groups': () => store.map(summaryOf).sort((a, b) => Number(a.status === 'archived') - Number(b.status === 'archived') || a.name.localeCompare(b.name)),
    'POST /api/groups': ({ body }) => {
      const input = body as { name: string; description: string; color: string; currency?: string };
      const group = makeGroup({ ...input, currency: input.currency ?? 'USD', members: [me('owner')], viability: { score: 30, level: 'quiet' } });
      store.push(group);
      return json(201, group);
    },
    'GET /api/groups/:id': ({ params }) => find(params.id ?? '') ?? notFound(),
    'PATCH /api/groups/:id': ({ params, body }) => {
      const group = find(params.id ?? '');
      if (!group) return notFound();
      return Object.assign(group, body as Partial<GroupDetail>);
    },
    'DELETE /api/groups/:id': ({ params }) => {
      const index = store.findIndex((group) => group.id === params.id);
      if (index < 0) return notFound();
      store.splice(index, 1);
      return json(204);
    },
    'PATCH /api/groups/:id/members/:userId': ({ params, body }) => {
      const group = find(params.id ?? '');
      const member = group?.members.find((candidate) => candidate.userId === params.userId);
      if (!group || !member) return notFound();
      const { role } = body as { role: GroupRole };
      if (role === 'owner') {
        for (const other of group.members) if (other.role === 'owner') other.role = 'admin';
        group.role = 'admin';
      }
      member.role = role;
      return group;
    },
    'DELETE /api/groups/:id/members/:userId': ({ params }) => {
      const group = find(params.id ?? '');
      if (!group || !group.members.some((member) => member.userId === params.userId)) return notFound();
      if (params.userId === testUser.id) store.splice(store.indexOf(group), 1);
      else recount(Object.assign(group, { members: group.members.filter((member) => member.userId !== params.userId) }));
      return json(204);
    },
    'GET /api/groups/:id/invites': ({ params }) => (find(params.id ?? '') ? (links[params.id ?? ''] ?? []) : notFound()),
    'POST /api/groups/:id/invites': ({ params, body }) => {
      const id = params.id ?? '';
      if (!find(id)) return notFound();
      const { role, expiresInDays } = body as { role: 'admin' | 'member'; expiresInDays: number };
      created += 1;
      const invite = makeInvite({ role, createdAt: '2026-11-20T10:00:00.000Z', expiresAt: new Date(Date.UTC(2026, 10, 20 + expiresInDays, 10)).toISOString() });
      links[id] = [invite, ...(links[id] ?? [])];
      const answer: CreatedInvite = { id: invite.id, token: `token-${created}`, url: `http://localhost/invite/token-${created}`, role, expiresAt: invite.expiresAt };
      return json(201, answer);
    },
    'DELETE /api/groups/:id/invites/:inviteId': ({ params }) => {
      const invite = (links[params.id ?? ''] ?? []).find((candidate) => candidate.id === params.inviteId);
      if (!invite) return notFound();
      Object.assign(invite, { state: 'revoked', revokedAt: '2026-11-20T11:00:00.000Z' });
      return json(204);
    },
  });
  return { calls: api.calls, store, links };
}

/**
 * The group page's sections other features draw (shared goals, expenses, balances, payments,
 * upcoming events),
 * empty for every group `currencyOf` knows; their own tests fill them.
 */
export function declareEmptyGroupSections(currencyOf: (groupId: string) => string | undefined) {
  const known = <T>(id: string | undefined, answer: (currency: string) => T) => {
    const currency = currencyOf(id ?? '');
    return currency ? answer(currency) : notFound();
  };
  api.use({
    'GET /api/groups/:id/goals': ({ params }) => known(params.id, () => []),
    'GET /api/groups/:id/expenses': ({ params }) => known(params.id, () => ({ items: [], nextCursor: null })),
    'GET /api/groups/:id/settlements': ({ params }) => known(params.id, () => ({ items: [], nextCursor: null })),
    'GET /api/groups/:id/balances': ({ params }) => known(params.id, (currency) => ({ currency, balances: [], suggestions: [] })),
    'GET /api/events/upcoming': ({ query }) => known(query.get('groupId') ?? undefined, () => []),
  });
}
