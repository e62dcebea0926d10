import { z } from 'zod';
import { singleLine } from '../shared/field-schemas';
import { currencyCodes } from '../shared/currencies';
import { daysBetween, type IsoDate } from '../shared/dates';

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

export const groupMessages = {
  nameRequired: 'validation.groupNameRequired',
  nameTooLong: 'validation.groupNameTooLong',
  descriptionTooLong: 'validation.groupDescriptionTooLong',
  colorInvalid: 'validation.groupColorInvalid',
  currencyInvalid: 'validation.groupCurrencyInvalid',
  statusInvalid: 'validation.groupStatusInvalid',
  roleInvalid: 'validation.groupRoleInvalid',
  inviteRoleInvalid: 'validation.inviteRoleInvalid',
  inviteExpiryInvalid: 'validation.inviteExpiryInvalid',
  inviteInvalid: 'messages.inviteInvalid',
  inviteExpired: 'messages.inviteExpired',
  archivedNoInvites: 'messages.groupArchivedNoInvites',
  archivedNotJoinable: 'messages.groupArchivedNotJoinable',
  ownerMustTransfer: 'messages.groupOwnerMustTransfer',
  ownerKeepsRole: 'messages.groupOwnerKeepsRole',
  currencyLocked: 'messages.groupCurrencyLocked',
} as const;

/** Codes of the group answers a client may want to tell apart (beside the common ones). */
export const groupErrorCodes = {
  inviteInvalid: 'INVITE_INVALID',
  inviteExpired: 'INVITE_EXPIRED',
  groupArchived: 'GROUP_ARCHIVED',
  ownerMustTransfer: 'OWNER_MUST_TRANSFER',
  ownerKeepsRole: 'OWNER_KEEPS_ROLE',
  currencyLocked: 'CURRENCY_LOCKED',
} as const;

export const groupNameMaxLength = 80;
export const groupDescriptionMaxLength = 500;
export const inviteExpiryDays = { min: 1, max: 30, default: 7 } as const;

/** The colours a group may take; the first is the default. Names label the swatches. */
export const groupColors = ['#0ea5e9', '#10b981', '#8b5cf6', '#f59e0b', '#f43f5e', '#6366f1', '#14b8a6', '#f97316'] as const;
export type GroupColor = (typeof groupColors)[number];
export const defaultGroupColor: GroupColor = groupColors[0];
export const groupColorNames: Record<GroupColor, string> = {
  '#0ea5e9': 'sky',
  '#10b981': 'emerald',
  '#8b5cf6': 'violet',
  '#f59e0b': 'amber',
  '#f43f5e': 'rose',
  '#6366f1': 'indigo',
  '#14b8a6': 'teal',
  '#f97316': 'orange',
};

const lowerCased = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

const name = singleLine(z.string({ error: groupMessages.nameRequired }).trim().min(1, groupMessages.nameRequired).max(groupNameMaxLength, groupMessages.nameTooLong));
const description = z
  .string({ error: groupMessages.descriptionTooLong })
  .trim()
  .max(groupDescriptionMaxLength, groupMessages.descriptionTooLong)
  .nullish()
  .transform((value) => value ?? '');
const color = z.preprocess(lowerCased, z.enum(groupColors, { error: groupMessages.colorInvalid }));
const currency = z.enum(currencyCodes, { error: groupMessages.currencyInvalid });
const status = z.enum(groupStatuses, { error: groupMessages.statusInvalid });

export const createGroupInput = z.object({ name, description, color: color.default(defaultGroupColor), currency: currency.optional() }).strict();
export type CreateGroupInput = z.output<typeof createGroupInput>;
export type CreateGroupFields = z.input<typeof createGroupInput>;

/** Absent fields stay as they are; `currency` changes only while the group has no expenses. */
export const updateGroupInput = z
  .object({ name: name.optional(), description: description.optional(), color: color.optional(), status: status.optional(), currency: currency.optional() })
  .strict();
export type UpdateGroupInput = z.output<typeof updateGroupInput>;

export const changeMemberRoleInput = z.object({ role: z.enum(groupRoles, { error: groupMessages.roleInvalid }) }).strict();
export type ChangeMemberRoleInput = z.output<typeof changeMemberRoleInput>;

export const createInviteInput = z
  .object({
    role: z.enum(groupInviteRoles, { error: groupMessages.inviteRoleInvalid }),
    expiresInDays: z
      .number({ error: groupMessages.inviteExpiryInvalid })
      .int(groupMessages.inviteExpiryInvalid)
      .min(inviteExpiryDays.min, groupMessages.inviteExpiryInvalid)
      .max(inviteExpiryDays.max, groupMessages.inviteExpiryInvalid)
      .default(inviteExpiryDays.default),
  })
  .strict();
export type CreateInviteInput = z.output<typeof createInviteInput>;

/** Where an invite link stands for the people managing the group. */
export const groupInviteStates = ['valid', 'expired', 'revoked'] as const;
export type GroupInviteState = (typeof groupInviteStates)[number];

/** Where an invite link stands for the person who opened it; `used`: they are already a member. */
export const invitePreviewStates = ['valid', 'expired', 'used'] as const;
export type InvitePreviewState = (typeof invitePreviewStates)[number];

export const groupMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(groupRoles),
  joinedAt: z.string(),
}) satisfies z.ZodType<GroupMember>;

export const groupViabilitySchema = z.object({
  score: z.number().int().min(0).max(100),
  level: z.enum(viabilityLevels),
  signals: z.object({ members: z.boolean(), recentActivity: z.boolean(), upcomingEvent: z.boolean(), goalsOnTrack: z.boolean() }),
  lastActivityOn: z.string().nullable(),
}) satisfies z.ZodType<GroupViability>;

export const groupSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  status: z.enum(groupStatuses),
  currency: z.string(),
  role: z.enum(groupRoles),
  memberCount: z.number().int(),
  createdAt: z.string(),
  nextEvent: z.object({ id: z.string(), title: z.string(), startTime: z.string() }).nullable(),
  viability: groupViabilitySchema,
}) satisfies z.ZodType<GroupSummary>;

export const groupDetailSchema = groupSummarySchema.extend({ members: z.array(groupMemberSchema) }) satisfies z.ZodType<GroupDetail>;

/** The answer to creating an invite: the only time the token is seen, since only its hash is kept. */
export const createdInviteSchema = z.object({ id: z.string(), token: z.string(), url: z.string(), role: z.enum(groupInviteRoles), expiresAt: z.string() });
export type CreatedInvite = z.infer<typeof createdInviteSchema>;

export const groupInviteSchema = z.object({
  id: z.string(),
  role: z.enum(groupInviteRoles),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  state: z.enum(groupInviteStates),
  /** How many people joined through this link. */
  uses: z.number().int(),
});
export type GroupInvite = z.infer<typeof groupInviteSchema>;

export const invitePreviewSchema = z.object({
  group: z.object({ id: z.string(), name: z.string(), description: z.string(), color: z.string(), status: z.enum(groupStatuses), memberCount: z.number().int() }),
  /** Null when the person who made the link has since deleted their account. */
  inviter: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  role: z.enum(groupInviteRoles),
  expiresAt: z.string(),
  state: z.enum(invitePreviewStates),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

export const inviteAcceptedSchema = z.object({ groupId: z.string(), role: z.enum(groupRoles) });
export type InviteAccepted = z.infer<typeof inviteAcceptedSchema>;

/** The state of an invite as its managers see it, at `now`. */
export function groupInviteState(invite: { expiresAt: Date; revokedAt: Date | null }, now: Date): GroupInviteState {
  if (invite.revokedAt) return 'revoked';
  return invite.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}

/** Members are listed owner first, then admins, then members. */
export const roleOrder: Record<GroupRole, number> = { owner: 0, admin: 1, member: 2 };

/** Activity counts as recent within this many days, today included. */
export const recentActivityDays = 30;

/** Points each signal is worth; together 100. */
export const viabilityWeights = { members: 30, recentActivity: 30, upcomingEvent: 20, goalsOnTrack: 20 } as const;

export interface GroupViabilityInput {
  memberCount: number;
  /** The day of the latest expense, settlement, shared goal or new member, in the reader's zone. */
  lastActivityOn: IsoDate | null;
  today: IsoDate;
  /** False until the calendar exists: `nextEvent` is null until then. */
  hasUpcomingEvent: boolean;
  /** Shared goals that are not archived, and how many of them are on track or completed. */
  sharedGoals: { active: number; onTrack: number };
}

/**
 * How alive a group is, from four signals: enough people to share with (two or more), something
 * happened lately (an expense, settlement, shared goal or new member in the last 30 days), an
 * event coming up, and shared goals on track (at least half of them, with at least one). The
 * score adds the weights of the signals that hold; 70 and up is thriving, 40 and up steady.
 */
export function groupViability(input: GroupViabilityInput): GroupViability {
  const daysSince = input.lastActivityOn === null ? null : daysBetween(input.lastActivityOn, input.today);
  const signals = {
    members: input.memberCount >= 2,
    recentActivity: daysSince !== null && daysSince < recentActivityDays,
    upcomingEvent: input.hasUpcomingEvent,
    goalsOnTrack: input.sharedGoals.active > 0 && input.sharedGoals.onTrack * 2 >= input.sharedGoals.active,
  };
  const score = (Object.keys(signals) as (keyof typeof signals)[]).reduce((total, signal) => total + (signals[signal] ? viabilityWeights[signal] : 0), 0);
  const level: ViabilityLevel = score >= 70 ? 'thriving' : score >= 40 ? 'steady' : 'quiet';
  return { score, level, signals, lastActivityOn: input.lastActivityOn };
}
