/**
 * Groups, members and invites as the API answers them, for client tests: realistic defaults,
 * any field overridable. Ids count up per file.
 */
import type { GroupDetail, GroupInvite, GroupMember, GroupSummary, GroupViability, InvitePreview } from '@domain/groups/groups';
import { testUser } from './fixtures';

let sequence = 0;

function nextId(): string {
  sequence += 1;
  return `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function makeViability(overrides: Partial<GroupViability> = {}): GroupViability {
  return {
    score: 60,
    level: 'steady',
    signals: { members: true, recentActivity: true, upcomingEvent: false, goalsOnTrack: false },
    lastActivityOn: '2026-11-02',
    ...overrides,
  };
}

export function makeMember(overrides: Partial<GroupMember> = {}): GroupMember {
  return {
    userId: nextId(),
    firstName: 'Bruno',
    lastName: 'Costa',
    email: 'bruno@example.com',
    role: 'member',
    joinedAt: '2026-10-01T09:00:00.000Z',
    ...overrides,
  };
}

/** The signed-in person of the session fixtures, as a member with `role`. */
export function me(role: GroupMember['role']): GroupMember {
  return makeMember({ userId: testUser.id, firstName: testUser.firstName, lastName: testUser.lastName, email: testUser.email, role });
}

type GroupOverrides = Partial<Omit<GroupDetail, 'viability'>> & { viability?: Partial<GroupViability> };

/** A group the signed-in person owns with one other member, unless `members` says otherwise. */
export function makeGroup(overrides: GroupOverrides = {}): GroupDetail {
  const { viability, ...rest } = overrides;
  const members = rest.members ?? [me(rest.role ?? 'owner'), makeMember()];
  return {
    id: nextId(),
    name: 'Flatmates',
    description: 'Rent, bills and the weekly shop',
    color: '#0ea5e9',
    status: 'active',
    currency: 'USD',
    role: 'owner',
    memberCount: members.length,
    createdAt: '2026-09-01T10:00:00.000Z',
    nextEvent: null,
    ...rest,
    members,
    viability: makeViability(viability),
  };
}

export function summaryOf(group: GroupDetail): GroupSummary {
  const { members: _members, ...summary } = group;
  return summary;
}

export function makeInvite(overrides: Partial<GroupInvite> = {}): GroupInvite {
  return {
    id: nextId(),
    role: 'member',
    createdAt: '2026-11-01T10:00:00.000Z',
    expiresAt: '2026-11-08T10:00:00.000Z',
    revokedAt: null,
    state: 'valid',
    uses: 0,
    ...overrides,
  };
}

export function makeInvitePreview(overrides: Partial<InvitePreview> = {}): InvitePreview {
  return {
    group: { id: nextId(), name: 'Ski trip', description: 'February in the Alps', color: '#6366f1', status: 'active', memberCount: 4 },
    inviter: { firstName: 'Olivia', lastName: 'Owner' },
    role: 'member',
    expiresAt: '2030-03-14T15:30:00.000Z',
    state: 'valid',
    ...overrides,
  };
}
