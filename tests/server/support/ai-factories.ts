import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ChatReply, QuotaView } from '../../../src/domain/ai/ai';
import type { LanguageCode } from '../../../src/domain/shared/languages';
import type { Database } from '../../../src/server/db/client';
import { aiUsage, subscriptions } from '../../../src/server/db/schema/index';

/** Asks the assistant (JSON answer); the raw response, for tests that look at refusals. */
export function postChat(app: FastifyInstance, cookie: string, payload: Record<string, unknown>, accept = 'application/json'): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/ai/chat', headers: { cookie, accept }, payload });
}

/** Asks and expects an answer. */
export async function ask(app: FastifyInstance, cookie: string, message: string, conversationId?: string): Promise<ChatReply> {
  const response = await postChat(app, cookie, { message, ...(conversationId ? { conversationId } : {}) });
  if (response.statusCode !== 200) throw new Error(`ask: ${response.statusCode} ${response.body}`);
  return response.json<ChatReply>();
}

export async function readQuota(app: FastifyInstance, cookie: string): Promise<QuotaView> {
  const response = await app.inject({ method: 'GET', url: '/api/ai/quota', headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`readQuota: ${response.statusCode} ${response.body}`);
  return response.json<QuotaView>();
}

/** The events of a streamed answer, in order, with their JSON data. */
export function streamEvents(body: string): { event: string; data: Record<string, unknown> }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? '';
      const data = /^data: (.+)$/m.exec(block)?.[1] ?? '{}';
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

export async function setLanguage(app: FastifyInstance, cookie: string, language: LanguageCode): Promise<void> {
  const response = await app.inject({ method: 'PATCH', url: '/api/user-preferences', headers: { cookie }, payload: { language } });
  if (response.statusCode !== 200) throw new Error(`setLanguage: ${response.statusCode} ${response.body}`);
}

/** Premium as the admin command grants it (no Stripe involved). */
export async function grantPremiumById(db: Database, userId: string): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ userId, plan: 'premium', status: 'active', source: 'admin' })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { plan: 'premium', status: 'active' } });
}

/** Chats already used in a month, as if answered earlier. */
export async function seedAiUsage(db: Database, userId: string, month: string, included: number, bonus = 0): Promise<void> {
  await db
    .insert(aiUsage)
    .values({ userId, month, included, bonus })
    .onConflictDoUpdate({ target: [aiUsage.userId, aiUsage.month], set: { included, bonus } });
}
