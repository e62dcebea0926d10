import type { ChatMessage, ChatStreamDone, ConversationDetail, ConversationSummary, QuotaView } from '@domain/ai/ai';
import type { AnswerSource } from '@domain/ai/answer-sources';
import type { ProposalView } from '@domain/ai/proposals';
import { api, failure, json } from './fake-api';
import { declareSession } from './session';

export function makeQuota(overrides: Partial<QuotaView> = {}): QuotaView {
  return { plan: 'free', used: 0, limit: 5, bonus: 0, remaining: 5, resetsAt: '2026-12-01T00:00:00.000Z', ...overrides };
}

const at = '2026-11-20T10:00:00.000Z';

export function makeConversation(id: string, title: string, messages: [question: string, answer: string, tools?: string[], sources?: AnswerSource[]][] = []): ConversationDetail {
  const list: ChatMessage[] = messages.flatMap(([question, answer, tools = [], sources = []], index) => [
    { id: `${id}-q${index}`, role: 'user' as const, content: question, toolsUsed: [], sources: [], proposals: [], createdAt: at },
    { id: `${id}-a${index}`, role: 'assistant' as const, content: answer, toolsUsed: tools, sources, proposals: [], createdAt: at },
  ]);
  return { id, title, createdAt: at, updatedAt: at, messages: list };
}

/** A streamed answer in the server's event format. */
export function eventStream(events: [string, unknown][]): Response {
  const text = events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
  return new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

/**
 * The assistant's API as the server behaves: conversations and quota are read back as they
 * change; `answer` decides how POST /api/ai/chat replies (a stream by default).
 */
export function declareAiApi(options: { quota?: QuotaView; conversations?: ConversationDetail[]; proposals?: ProposalView[]; answer?: (message: string) => Response } = {}) {
  declareSession();
  let quota = options.quota ?? makeQuota();
  const conversations = new Map((options.conversations ?? []).map((conversation) => [conversation.id, conversation]));
  const summaries = (): ConversationSummary[] => [...conversations.values()].reverse().map(({ messages: _messages, ...summary }) => summary);
  const defaultAnswer = (message: string) => {
    const id = 'conv-new';
    const reply = '| Category | Amount |\n| --- | --- |\n| Groceries | $120.50 |\n\nYou spent **$120.50** this month.';
    quota = { ...quota, used: quota.used + 1, remaining: quota.remaining === null ? null : quota.remaining - 1 };
    const existing = conversations.get(id);
    const sources: AnswerSource[] = [{ kind: 'transactions', from: '2026-11-01', to: '2026-11-20', type: 'expense' }];
    const exchange = makeConversation(id, message, [[message, reply, ['spending_summary'], sources]]);
    conversations.set(id, existing ? { ...existing, messages: [...existing.messages, ...exchange.messages] } : exchange);
    const done: ChatStreamDone = { conversationId: id, messageId: 'm1', reply, toolsUsed: ['spending_summary'], sources, proposals: [], quota };
    return eventStream([
      ['meta', { conversationId: id }],
      ['tool', { name: 'spending_summary' }],
      ['delta', { text: reply.slice(0, 40) }],
      ['delta', { text: reply.slice(40) }],
      ['done', done],
    ]);
  };
  api.use({
    'GET /api/ai/quota': () => quota,
    'GET /api/ai/proposals': () => options.proposals ?? [],
    'GET /api/ai/conversations': () => summaries(),
    'GET /api/ai/conversations/:id': ({ params }) => conversations.get(params.id!) ?? failure(404, 'The requested resource was not found', 'NOT_FOUND'),
    'DELETE /api/ai/conversations/:id': ({ params }) => {
      conversations.delete(params.id!);
      return json(204);
    },
    'POST /api/ai/chat': ({ body }) => (options.answer ?? defaultAnswer)((body as { message: string }).message),
  });
  return { setQuota: (next: QuotaView) => (quota = next), answerWith: defaultAnswer };
}
