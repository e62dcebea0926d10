import type { FastifyBaseLogger } from 'fastify';
import { aiCodes, aiMessages, type ChatInput, type ChatStreamDone } from '../../../domain/ai/ai';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { newConversationId, recentTurns, requireConversation, saveExchange } from './conversations';
import type { ChatProvider, ChatTurn } from './providers/provider';
import { ProviderFailure } from './providers/provider';
import { readQuota, releaseChat, reserveChat, type Reservation } from './quota';
import { dropProposals } from './proposals/store';
import { bindTools } from './tools/index';
import { loadToolContext } from './tools/tool-context';
import type { ToolContext, ToolServices } from './tools/tool';

/** A question allowed to be answered: its conversation is the user's and a chat is reserved. */
export interface AcceptedQuestion {
  userId: string;
  message: string;
  conversationId: string;
  isNew: boolean;
  history: ChatTurn[];
  context: ToolContext;
  reservation: Reservation;
  askedAt: Date;
}

export interface ChatSink {
  onTool(name: string): void;
  onDelta(text: string): void;
}

/**
 * Everything that can refuse a question before answering it: someone else's or a missing
 * conversation (404) and an empty allowance (402). Nothing is counted unless this succeeds.
 */
export async function acceptQuestion(services: ToolServices, userId: string, input: ChatInput, now = new Date()): Promise<AcceptedQuestion> {
  const { db } = services;
  const conversation = input.conversationId ? await requireConversation(db, input.conversationId, userId) : null;
  const context = await loadToolContext(services, userId, now);
  const reservation = await reserveChat(db, userId, context.timezone, now);
  try {
    const history = conversation ? await recentTurns(db, conversation.id) : [];
    const conversationId = conversation?.id ?? (await newConversationId(db));
    return { userId, message: input.message, conversationId, isNew: !conversation, history, context, reservation, askedAt: now };
  } catch (error) {
    await releaseChat(db, reservation);
    throw error;
  }
}

/**
 * Answers an accepted question and saves both messages. If the answer fails or the asker stops
 * it, the reserved chat is given back and nothing is saved; a failing outside server is the
 * catalogue's 'Failed to send message' (502; docs/product/errors.md#ai-chat).
 */
export async function answerQuestion(
  db: Database,
  provider: ChatProvider,
  question: AcceptedQuestion,
  sink: ChatSink,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): Promise<ChatStreamDone> {
  const tools = bindTools(question.context, sink.onTool);
  let released = false;
  try {
    const { text: reply, understood } = await provider.reply({ message: question.message, history: question.history, tools, signal, onDelta: sink.onDelta });
    signal.throwIfAborted();
    const toolsUsed = tools.used();
    const sources = tools.sources();
    const proposalIds = tools.proposals().map((proposal) => proposal.id);
    const messageId = await saveExchange(db, {
      conversationId: question.conversationId,
      isNew: question.isNew,
      userId: question.userId,
      question: question.message,
      askedAt: question.askedAt,
      answer: reply,
      toolsUsed,
      sources,
      proposalIds,
      answeredAt: new Date(Math.max(Date.now(), question.askedAt.getTime() + 1)),
    });
    // An answer that only says the question was not understood costs no chat.
    if (!understood) {
      released = true;
      await releaseChat(db, question.reservation);
    }
    const quota = await readQuota(db, question.userId);
    const proposals = tools.proposals().map((proposal) => ({ ...proposal, conversationId: question.conversationId }));
    return { conversationId: question.conversationId, messageId, reply, toolsUsed, sources, proposals, quota };
  } catch (error) {
    if (!released) await releaseChat(db, question.reservation);
    await dropProposals(
      db,
      question.userId,
      tools.proposals().map((proposal) => proposal.id),
    );
    if (error instanceof ProviderFailure) {
      log.warn({ err: error.cause ?? error, provider: provider.name }, 'the AI provider failed; the chat was not counted');
      throw new AppError(502, aiCodes.providerFailed, aiMessages.failedToSend);
    }
    throw error;
  }
}
