import type { IsoDate } from './dates';

export const groupRoles = ['owner', 'admin', 'member'] as const;
export type GroupRole = (typeof groupRoles)[number];

/** An invite never makes someone owner: ownership is handed over explicitly. */
export const groupInviteRoles = ['admin', 'member'] as const;
export type GroupInviteRole = (typeof groupInviteRoles)[number];

export const groupStatuses = ['active', 'archived'] as const;
export type GroupStatus = (typeof groupStatuses)[number];

export const inviteResponses = ['accepted', 'declined'] as const;
export type InviteResponse = (typeof inviteResponses)[number];

export const goalSharePermissions = ['view', 'can_contribute'] as const;
export type GoalSharePermission = (typeof goalSharePermissions)[number];

export const splitModes = ['equal', 'shares', 'percent', 'exact'] as const;
export type SplitMode = (typeof splitModes)[number];

/** A member as every group answer shows them. */
export interface GroupMember {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: GroupRole;
  joinedAt: string;
}

/** The wire shape of GET /api/groups/{id}; lists carry the same fields without `members`. */
export interface GroupSummary {
  id: string;
  name: string;
  description: string;
  color: string;
  status: GroupStatus;
  /** Group expenses and balances are in this currency. */
  currency: string;
  /** The signed-in user's role in the group. */
  role: GroupRole;
  memberCount: number;
  createdAt: string;
  nextEvent: { id: string; title: string; startTime: string } | null;
  viability: GroupViability;
}

export interface GroupDetail extends GroupSummary {
  members: GroupMember[];
}

export const viabilityLevels = ['thriving', 'steady', 'quiet'] as const;
export type ViabilityLevel = (typeof viabilityLevels)[number];

export interface GroupViability {
  /** 0–100. */
  score: number;
  level: ViabilityLevel;
  /** Which signals counted, so the tooltip can explain the score. */
  signals: { members: boolean; recentActivity: boolean; upcomingEvent: boolean; goalsOnTrack: boolean };
  lastActivityOn: IsoDate | null;
}
