import type { AnswerSource } from '../../../domain/ai/answer-sources';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ProposalView } from '../../../domain/ai/proposals';
import { conversationTitle, type ChatMessage, type ConversationDetail, type ConversationSummary } from '../../../domain/ai/ai';
import type { Database } from '../../db/client';
import { aiConversations, aiMessages } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { requireOwned } from '../../http/require-owned';
import { attachProposals, proposalsByMessage } from './proposals/store';

type ConversationRow = typeof aiConversations.$inferSelect;
type MessageRow = typeof aiMessages.$inferSelect;

/** How many earlier messages a language model sees with a new question. */
const historyLength = 20;

const toSummary = (row: ConversationRow): ConversationSummary => ({
  id: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toMessage = (row: MessageRow, proposals: Map<string, ProposalView[]>): ChatMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  toolsUsed: row.toolsUsed,
  sources: row.sources,
  proposals: proposals.get(row.id) ?? [],
  createdAt: row.createdAt.toISOString(),
});

export async function listConversations(db: Database, userId: string): Promise<ConversationSummary[]> {
  const rows = await db.select().from(aiConversations).where(eq(aiConversations.userId, userId)).orderBy(desc(aiConversations.updatedAt), desc(aiConversations.id)).limit(200);
  return rows.map(toSummary);
}

/** The user's conversation, or 404 for a missing one and for someone else's alike. */
export function requireConversation(db: Database, id: string, userId: string): Promise<ConversationRow> {
  return requireOwned(db, aiConversations, id, userId, { forUpdate: false });
}

export async function getConversation(db: Database, id: string, userId: string): Promise<ConversationDetail> {
  const conversation = await requireConversation(db, id, userId);
  const messages = await db.select().from(aiMessages).where(eq(aiMessages.conversationId, conversation.id)).orderBy(asc(aiMessages.createdAt), asc(aiMessages.id));
  const proposals = await proposalsByMessage(
    db,
    messages.filter((message) => message.role === 'assistant').map((message) => message.id),
  );
  return { ...toSummary(conversation), messages: messages.map((message) => toMessage(message, proposals)) };
}

export async function deleteConversation(db: Database, id: string, userId: string): Promise<void> {
  const conversation = await requireConversation(db, id, userId);
  const deleted = await db
    .delete(aiConversations)
    .where(and(eq(aiConversations.id, conversation.id), eq(aiConversations.userId, userId)))
    .returning({ id: aiConversations.id });
  if (deleted.length === 0) throw notFound();
}

/** The latest messages of a conversation, oldest first, for the model's context. */
export async function recentTurns(db: Database, conversationId: string): Promise<{ role: 'user' | 'assistant'; content: string }[]> {
  const rows = await db
    .select({ role: aiMessages.role, content: aiMessages.content })
    .from(aiMessages)
    .where(eq(aiMessages.conversationId, conversationId))
    .orderBy(desc(aiMessages.createdAt), desc(aiMessages.id))
    .limit(historyLength);
  return rows.reverse();
}

/** An id for a conversation that exists only once its first answer is saved. */
export async function newConversationId(db: Database): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`select time_ordered_uuid()::text as id`);
  return result.rows[0]!.id;
}

export interface Exchange {
  conversationId: string;
  isNew: boolean;
  userId: string;
  question: string;
  askedAt: Date;
  answer: string;
  toolsUsed: string[];
  sources: AnswerSource[];
  /** Ids of the proposals the answer made: stored with it. */
  proposalIds: string[];
  answeredAt: Date;
}

/** Saves a question and its answer (and the conversation, on its first answer) together. */
export async function saveExchange(db: Database, exchange: Exchange): Promise<string> {
  return db.transaction(async (tx) => {
    if (exchange.isNew) {
      await tx
        .insert(aiConversations)
        .values({ id: exchange.conversationId, userId: exchange.userId, title: conversationTitle(exchange.question), createdAt: exchange.askedAt, updatedAt: exchange.answeredAt });
    } else {
      await tx
        .update(aiConversations)
        .set({ updatedAt: exchange.answeredAt })
        .where(and(eq(aiConversations.id, exchange.conversationId), eq(aiConversations.userId, exchange.userId)));
    }
    await tx.insert(aiMessages).values({ conversationId: exchange.conversationId, role: 'user', content: exchange.question, createdAt: exchange.askedAt });
    const [answer] = await tx
      .insert(aiMessages)
      .values({
        conversationId: exchange.conversationId,
        role: 'assistant',
        content: exchange.answer,
        toolsUsed: exchange.toolsUsed,
        sources: exchange.sources,
        createdAt: exchange.answeredAt,
      })
      .returning({ id: aiMessages.id });
    await attachProposals(tx, exchange.userId, exchange.proposalIds, exchange.conversationId, answer!.id);
    return answer!.id;
  });
}
