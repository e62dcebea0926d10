import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  proposalLifetimeMinutes,
  proposalPath,
  type ProposalKind,
  type ProposalOrigin,
  type ProposalPreview,
  type ProposalStatus,
  type ProposalView,
} from '../../../../domain/ai/proposals';
import type { Database } from '../../../db/client';
import { aiProposals } from '../../../db/schema/index';
import { notFound } from '../../../http/app-error';
import { isUuid } from '../../../http/route-kit';

export type ProposalRow = typeof aiProposals.$inferSelect;
type Writer = Pick<Database, 'select' | 'insert' | 'update'>;

/** A pending proposal past its lifetime reads as expired, whether or not a write has marked it yet. */
export function statusOf(row: Pick<ProposalRow, 'status' | 'expiresAt'>, now = new Date()): ProposalStatus {
  return row.status === 'pending' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;
}

export function toProposalView(row: ProposalRow, now = new Date()): ProposalView {
  const status = statusOf(row, now);
  return {
    id: row.id,
    kind: row.kind,
    status,
    origin: row.origin,
    preview: row.preview,
    conversationId: row.conversationId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    undoUntil: status === 'confirmed' ? (row.undoUntil?.toISOString() ?? null) : null,
    link: status === 'confirmed' ? (row.result?.link ?? null) : null,
  };
}

export interface NewProposal {
  userId: string;
  kind: ProposalKind;
  input: Record<string, unknown>;
  preview: ProposalPreview;
  origin: ProposalOrigin;
  now: Date;
}

/** Stores a pending proposal; nothing else is written until it is confirmed. */
export async function storeProposal(db: Writer, proposal: NewProposal): Promise<{ proposal: ProposalView; link: string }> {
  const [row] = await db
    .insert(aiProposals)
    .values({
      userId: proposal.userId,
      kind: proposal.kind,
      input: proposal.input,
      preview: proposal.preview,
      origin: proposal.origin,
      createdAt: proposal.now,
      expiresAt: new Date(proposal.now.getTime() + proposalLifetimeMinutes * 60_000),
    })
    .returning();
  return { proposal: toProposalView(row!, proposal.now), link: proposalPath(row!.id) };
}

/** The user's proposal, or 404 for a missing one and for someone else's alike. */
export async function requireProposal(db: Pick<Database, 'select'>, id: string, userId: string, forUpdate = false): Promise<ProposalRow> {
  if (!isUuid(id)) throw notFound();
  const query = db
    .select()
    .from(aiProposals)
    .where(and(eq(aiProposals.id, id), eq(aiProposals.userId, userId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** The user's proposals, newest first; `pending` means still confirmable (not expired). */
export async function listProposals(db: Database, userId: string, status: ProposalStatus | undefined, now = new Date()): Promise<ProposalView[]> {
  const where = [eq(aiProposals.userId, userId)];
  if (status === 'pending') where.push(eq(aiProposals.status, 'pending'), sql`${aiProposals.expiresAt} > ${now}`);
  else if (status === 'expired') where.push(sql`(${aiProposals.status} = 'expired' or (${aiProposals.status} = 'pending' and ${aiProposals.expiresAt} <= ${now}))`);
  else if (status) where.push(eq(aiProposals.status, status));
  const rows = await db
    .select()
    .from(aiProposals)
    .where(and(...where))
    .orderBy(desc(aiProposals.createdAt), desc(aiProposals.id))
    .limit(100);
  return rows.map((row) => toProposalView(row, now));
}

/** Proposals made while answering are stored with the answer once it is saved. */
export async function attachProposals(db: Writer, userId: string, ids: readonly string[], conversationId: string, messageId: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(aiProposals)
    .set({ conversationId, messageId })
    .where(and(eq(aiProposals.userId, userId), inArray(aiProposals.id, [...ids]), isNull(aiProposals.messageId)));
}

/** An answer that failed was never seen: the proposals it made go with it. */
export async function dropProposals(db: Pick<Database, 'delete'>, userId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(aiProposals).where(and(eq(aiProposals.userId, userId), inArray(aiProposals.id, [...ids]), eq(aiProposals.status, 'pending'), isNull(aiProposals.messageId)));
}

/** The proposals of each of a conversation's answers, in the order they were made. */
export async function proposalsByMessage(db: Pick<Database, 'select'>, messageIds: readonly string[], now = new Date()): Promise<Map<string, ProposalView[]>> {
  const byMessage = new Map<string, ProposalView[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(aiProposals)
    .where(inArray(aiProposals.messageId, [...messageIds]))
    .orderBy(aiProposals.createdAt, aiProposals.id);
  for (const row of rows) {
    const list = byMessage.get(row.messageId!) ?? [];
    list.push(toProposalView(row, now));
    byMessage.set(row.messageId!, list);
  }
  return byMessage;
}
