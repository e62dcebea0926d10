import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  groupErrorCodes,
  groupInviteState,
  groupMessages,
  type CreatedInvite,
  type CreateInviteInput,
  type GroupInvite,
  type InviteAccepted,
  type InvitePreview,
} from '../../../domain/groups/groups';
import { errorCodes, errorMessages } from '../../../domain/shared/errors';
import type { Database } from '../../db/client';
import { groupInviteResponses, groupInvites, groupMembers, groups, users, type GroupInviteRow } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';
import { managerRoles } from '../../http/membership';
import { isUuid } from '../../http/route-kit';
import { groupRoleOf, requireGroupRole } from '../../shared/group-membership';
import { lockGroupAs } from './access';
import { notifyInviteAccepted } from './invite-notice';

type Reader = Pick<Database, 'select'>;

const dayMs = 86_400_000;
/** Tokens are 43 characters of base64url; anything much longer names no invite. */
const tokenMaxLength = 200;

const invalidInvite = () => new AppError(404, groupErrorCodes.inviteInvalid, groupMessages.inviteInvalid);
const expiredInvite = () => new AppError(410, groupErrorCodes.inviteExpired, groupMessages.inviteExpired);

/** Only a SHA-256 of each token is stored, so a leaked table opens no group. */
export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A live (not revoked) invite for a token, or null. */
async function findInvite(db: Reader, token: string): Promise<GroupInviteRow | null> {
  if (token.length === 0 || token.length > tokenMaxLength) return null;
  const [invite] = await db
    .select()
    .from(groupInvites)
    .where(and(eq(groupInvites.tokenHash, hashInviteToken(token)), isNull(groupInvites.revokedAt)))
    .limit(1);
  return invite ?? null;
}

const isExpired = (invite: GroupInviteRow) => groupInviteState(invite, new Date()) === 'expired';

/**
 * A new invite link. Owners and admins invite members; only the owner invites admins. An archived
 * group takes no new members, so it gives out no links (409). `origin` is where the app is served.
 */
export async function createInvite(db: Database, actorId: string, groupId: string, input: CreateInviteInput, origin: string): Promise<CreatedInvite> {
  return db.transaction(async (tx) => {
    const { group, role } = await lockGroupAs(tx, groupId, actorId, managerRoles);
    if (input.role === 'admin' && role !== 'owner') throw new AppError(403, errorCodes.forbidden, errorMessages.forbidden);
    if (group.status === 'archived') throw new AppError(409, groupErrorCodes.groupArchived, groupMessages.archivedNoInvites);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + input.expiresInDays * dayMs);
    const [invite] = await tx
      .insert(groupInvites)
      .values({ groupId, tokenHash: hashInviteToken(token), role: input.role, createdBy: actorId, expiresAt })
      .returning({ id: groupInvites.id });
    return { id: invite!.id, token, url: `${origin.replace(/\/+$/, '')}/invite/${token}`, role: input.role, expiresAt: expiresAt.toISOString() };
  });
}

/** The group's links, newest first, with how many people joined through each; tokens are not kept. */
export async function listInvites(db: Database, actorId: string, groupId: string): Promise<GroupInvite[]> {
  await requireGroupRole(db, groupId, actorId, managerRoles);
  const rows = await db
    .select({
      id: groupInvites.id,
      role: groupInvites.role,
      createdAt: groupInvites.createdAt,
      expiresAt: groupInvites.expiresAt,
      revokedAt: groupInvites.revokedAt,
      uses: sql<number>`(select count(*)::int from ${groupInviteResponses}
        where ${groupInviteResponses.inviteId} = ${groupInvites.id} and ${groupInviteResponses.response} = 'accepted')`,
    })
    .from(groupInvites)
    .where(eq(groupInvites.groupId, groupId))
    .orderBy(desc(groupInvites.createdAt), desc(groupInvites.id));
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    state: groupInviteState(row, now),
    uses: row.uses,
  }));
}

/** Revoking again changes nothing; another group's invite id is unknown here (404). */
export async function revokeInvite(db: Database, actorId: string, groupId: string, inviteId: string): Promise<void> {
  await requireGroupRole(db, groupId, actorId, managerRoles);
  if (!isUuid(inviteId)) throw notFound();
  const [invite] = await db
    .update(groupInvites)
    .set({ revokedAt: sql`coalesce(${groupInvites.revokedAt}, now())` })
    .where(and(eq(groupInvites.id, inviteId), eq(groupInvites.groupId, groupId)))
    .returning({ id: groupInvites.id });
  if (!invite) throw notFound();
}

/** What the invite page shows; `used` when the reader already belongs to the group. */
export async function previewInvite(db: Database, userId: string, token: string): Promise<InvitePreview> {
  const invite = await findInvite(db, token);
  if (!invite) throw invalidInvite();
  const memberCount = sql<number>`(select count(*)::int from ${groupMembers} where ${groupMembers.groupId} = ${groups.id})`;
  const [[group], [inviter], role] = await Promise.all([
    db
      .select({ id: groups.id, name: groups.name, description: groups.description, color: groups.color, status: groups.status, memberCount })
      .from(groups)
      .where(eq(groups.id, invite.groupId)),
    invite.createdBy ? db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, invite.createdBy)) : Promise.resolve([]),
    groupRoleOf(db, invite.groupId, userId),
  ]);
  if (!group) throw invalidInvite();
  const state = role ? 'used' : isExpired(invite) ? 'expired' : 'valid';
  return { group, inviter: inviter ?? null, role: invite.role, expiresAt: invite.expiresAt.toISOString(), state };
}

/**
 * Joins the group with the invite's role. Someone already in the group keeps the role they have
 * (200, nothing changes). The membership is inserted with `on conflict do nothing`, so any number
 * of simultaneous accepts by one person make exactly one membership. A link serves everyone who
 * opens it until it expires (410) or is revoked (404).
 */
export async function acceptInvite(db: Database, userId: string, token: string): Promise<InviteAccepted> {
  return db.transaction(async (tx) => {
    const invite = await findInvite(tx, token);
    if (!invite) throw invalidInvite();
    const existing = await groupRoleOf(tx, invite.groupId, userId);
    if (existing) return { groupId: invite.groupId, role: existing };
    if (isExpired(invite)) throw expiredInvite();
    const [group] = await tx.select({ status: groups.status }).from(groups).where(eq(groups.id, invite.groupId));
    if (!group) throw invalidInvite();
    if (group.status === 'archived') throw new AppError(409, groupErrorCodes.groupArchived, groupMessages.archivedNotJoinable);
    const [joined] = await tx.insert(groupMembers).values({ groupId: invite.groupId, userId, role: invite.role }).onConflictDoNothing().returning({ role: groupMembers.role });
    if (!joined) {
      // A simultaneous accept by the same person joined first: answer with the role it gave.
      const role = await groupRoleOf(tx, invite.groupId, userId);
      return { groupId: invite.groupId, role: role ?? invite.role };
    }
    await tx
      .insert(groupInviteResponses)
      .values({ inviteId: invite.id, userId, response: 'accepted' })
      .onConflictDoUpdate({ target: [groupInviteResponses.inviteId, groupInviteResponses.userId], set: { response: 'accepted', respondedAt: sql`now()` } });
    await notifyInviteAccepted(tx, invite, userId);
    return { groupId: invite.groupId, role: joined.role };
  });
}

/** Remembers a "no thanks"; an earlier acceptance by the same person stays counted. */
export async function declineInvite(db: Database, userId: string, token: string): Promise<void> {
  const invite = await findInvite(db, token);
  if (!invite) throw invalidInvite();
  if (isExpired(invite)) throw expiredInvite();
  await db.insert(groupInviteResponses).values({ inviteId: invite.id, userId, response: 'declined' }).onConflictDoNothing();
}
