import { answerSourceSchema } from './answer-sources';
import { proposalViewSchema } from './proposals';
import { z } from 'zod';
import { plans } from '../billing/plans';

export const aiMessages = {
  quotaExceeded: 'messages.aiLimitReached',
  failedToSend: 'messages.failedToSendMessage',
  messageRequired: 'validation.aiMessageRequired',
  messageTooLong: 'validation.aiMessageTooLong',
  invalidConversation: 'validation.aiConversationNotFound',
} as const;

export const aiCodes = {
  quotaExceeded: 'ai_quota_exceeded',
  providerFailed: 'ai_provider_failed',
} as const;

export const aiMessageMaxLength = 2000;

/** POST /api/ai/chat. */
export const chatInput = z
  .object({
    message: z.string({ error: aiMessages.messageRequired }).trim().min(1, aiMessages.messageRequired).max(aiMessageMaxLength, aiMessages.messageTooLong),
    conversationId: z.string({ error: aiMessages.invalidConversation }).max(100, aiMessages.invalidConversation).optional(),
  })
  .strict();
export type ChatInput = z.output<typeof chatInput>;

export const quotaSchema = z.object({
  plan: z.enum(Object.keys(plans) as [keyof typeof plans, ...(keyof typeof plans)[]]),
  used: z.number().int().meta({ description: 'Chats answered this month (in the user’s time zone), included and bonus' }),
  limit: z.number().int().nullable().meta({ description: 'Chats the plan includes each month; null on Premium (unlimited)' }),
  bonus: z.number().int().meta({ description: 'Referral bonus chats left; spent after the month’s included chats' }),
  remaining: z.number().int().nullable().meta({ description: 'Chats left this month, bonus included; null on Premium' }),
  resetsAt: z.string().meta({ description: 'When the month’s allowance renews: midnight starting next month in the user’s zone (ISO instant)' }),
});
export type QuotaView = z.infer<typeof quotaSchema>;

export const chatRoles = ['user', 'assistant'] as const;

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(chatRoles),
  content: z.string().meta({ description: 'The question, or the answer as Markdown' }),
  toolsUsed: z.array(z.string()).meta({ description: 'Data the answer drew on (tool names)' }),
  sources: z.array(answerSourceSchema).meta({ description: 'Where the rows behind the answer’s figures are in the app (empty for a question)' }),
  proposals: z.array(proposalViewSchema).meta({ description: 'Writes the answer proposed, each in its current state (empty for a question)' }),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationDetailSchema = conversationSummarySchema.extend({ messages: z.array(chatMessageSchema) });
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const chatReplySchema = z.object({
  conversationId: z.string(),
  reply: z.string().meta({ description: 'The answer as Markdown' }),
  toolsUsed: z.array(z.string()),
  sources: z.array(answerSourceSchema).meta({ description: 'Where the rows behind the answer’s figures are in the app' }),
  proposals: z
    .array(proposalViewSchema)
    .meta({ description: 'Writes the answer proposed: nothing is written until the person confirms each (POST /api/ai/proposals/{id}/confirm)' }),
  quota: quotaSchema,
});
export type ChatReply = z.infer<typeof chatReplySchema>;

/**
 * Server-sent events of a streamed answer (`Accept: text/event-stream`), in order: one `meta`,
 * any number of `tool` and `delta`, then `done` or `error`.
 */
export const chatStreamEvents = {
  meta: 'meta',
  tool: 'tool',
  delta: 'delta',
  done: 'done',
  /** The answer failed; carries the error shape. */
  failed: 'error',
} as const;

export interface ChatStreamMeta {
  conversationId: string;
}
export interface ChatStreamTool {
  name: string;
}
export interface ChatStreamDelta {
  text: string;
}
export type ChatStreamDone = ChatReply & { messageId: string };
/** The error shape (see ErrorBody): English `message`, machine `code`, and the catalogue text to translate. */
export interface ChatStreamError {
  code: string;
  message: string;
  key?: string;
  params?: Record<string, string | number>;
}

/** Conversation titles are the first question, cut at a word where possible. */
export const conversationTitleMaxLength = 80;

export function conversationTitle(message: string): string {
  const text = message.replace(/\s+/g, ' ').trim();
  if (text.length <= conversationTitleMaxLength) return text;
  const cut = text.slice(0, conversationTitleMaxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 40 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
