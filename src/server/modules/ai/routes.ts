import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chatInput, chatReplySchema, chatStreamEvents, conversationDetailSchema, conversationSummarySchema, quotaSchema } from '../../../domain/ai/ai';
import { errorCodes, errorMessages } from '../../../domain/shared/errors';
import type { AppContext } from '../../http/app-context';
import { AppError, errorAnswer } from '../../http/app-error';
import { requireUser } from '../../http/auth-guard';
import { perUserKey } from '../../http/rate-limit-keys';
import { errorBody, idParams, noContent } from '../../http/route-kit';
import { acceptQuestion, answerQuestion } from './chat-service';
import { deleteConversation, getConversation, listConversations } from './conversations';
import { abortOnDisconnect, openEventStream } from './event-stream';
import { proposalRoutes } from './proposals/routes';
import { chatProviderFor } from './providers/index';
import { readQuota } from './quota';
import { toolServicesFor } from './tool-services';

const tags = ['ai'];

export const aiRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, config } = context;
  const provider = chatProviderFor(config);
  const services = toolServicesFor(context, app.log);
  // Answers cost real work (and, with an outside model, money): at most `AI_CHATS_PER_MINUTE` a
  // minute per user, however many sessions or cookies the requests carry.
  const chatLimit = { max: config.ai.chatsPerMinute, timeWindow: '1 minute', keyGenerator: perUserKey };
  await app.register(proposalRoutes, context);

  app.post(
    '/ai/chat',
    {
      config: { rateLimit: chatLimit },
      schema: {
        tags,
        summary: 'Asks the assistant a question, in a new conversation or an existing one; one answered question is one chat of the monthly quota',
        description: [
          'Answers from the signed-in user’s own data through the assistant’s tools (spending, transactions, income and expenses, goals, 50/30/20, net-worth projection, events, group balances, crypto holdings and prices); `toolsUsed` names those the answer drew on.',
          'With `Accept: text/event-stream` the answer streams as server-sent events: `meta` `{ conversationId }`, then `tool` `{ name }` and `delta` `{ text }` as they come, then `done` (the JSON answer plus `messageId`) or `error` `{ code, message }`.',
          'Over the quota: 402 `ai_quota_exceeded`. A failing AI server: 502 `ai_provider_failed` (“Failed to send message”), and the chat is not counted; nor is an answer the asker stopped.',
        ].join(' '),
        body: chatInput,
        response: { 200: chatReplySchema, 400: errorBody, 402: errorBody, 404: errorBody, 429: errorBody, 502: errorBody },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const question = await acceptQuestion(services, userId, request.body);
      const abort = abortOnDisconnect(reply);
      if (!(request.headers.accept ?? '').includes('text/event-stream')) {
        const { messageId: _messageId, ...answer } = await answerQuestion(db, provider, question, { onTool: () => undefined, onDelta: () => undefined }, abort.signal, request.log);
        return answer;
      }
      const stream = openEventStream(reply);
      stream.send(chatStreamEvents.meta, { conversationId: question.conversationId });
      try {
        const done = await answerQuestion(
          db,
          provider,
          question,
          { onTool: (name) => stream.send(chatStreamEvents.tool, { name }), onDelta: (text) => stream.send(chatStreamEvents.delta, { text }) },
          abort.signal,
          request.log,
        );
        stream.send(chatStreamEvents.done, done);
      } catch (error) {
        if (!abort.signal.aborted) {
          if (!(error instanceof AppError)) request.log.error({ err: error }, 'a streamed answer failed');
          const known = error instanceof AppError;
          stream.send(chatStreamEvents.failed, errorAnswer(known ? error.code : errorCodes.internal, known ? error.text : errorMessages.internal));
        }
      } finally {
        stream.end();
      }
      return reply;
    },
  );

  app.get(
    '/ai/conversations',
    { schema: { tags, summary: 'The user’s conversations with the assistant, most recently active first', response: { 200: z.array(conversationSummarySchema) } } },
    async (request) => listConversations(db, requireUser(request).id),
  );

  app.get(
    '/ai/conversations/:id',
    {
      schema: { tags, summary: 'One conversation with its messages, oldest first', params: idParams, response: { 200: conversationDetailSchema, 404: errorBody } },
    },
    async (request) => getConversation(db, request.params.id, requireUser(request).id),
  );

  app.delete(
    '/ai/conversations/:id',
    { schema: { tags, summary: 'Deletes a conversation and its messages (chats already used stay used)', params: idParams, response: { 204: noContent, 404: errorBody } } },
    async (request, reply) => {
      await deleteConversation(db, request.params.id, requireUser(request).id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/ai/quota',
    {
      schema: {
        tags,
        summary: 'The AI chat allowance this month in the user’s time zone: Free 5 a month plus referral bonus chats, Premium unlimited (`limit` and `remaining` null)',
        response: { 200: quotaSchema },
      },
    },
    async (request) => readQuota(db, requireUser(request).id),
  );
};
