import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createdTokenSchema, createTokenInput, tokenListSchema } from '../../../domain/tokens/api-tokens';
import type { AppContext } from '../../http/app-context';
import { requireSession } from '../../http/auth-guard';
import { errorBody, idParams, noContent } from '../../http/route-kit';
import { createToken, listTokens, revokeToken } from './service';

const tags = ['tokens'];

/** Personal API tokens (decision 032); managing them needs a browser session, never a token. */
export const tokensRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/tokens',
    {
      schema: {
        tags,
        summary: "The user's personal API tokens that are not revoked, newest first; never their secrets",
        response: { 200: tokenListSchema, 403: errorBody },
      },
    },
    async (request) => ({ tokens: await listTokens(db, requireSession(request).id) }),
  );

  app.post(
    '/tokens',
    {
      schema: {
        tags,
        summary: 'Makes a personal API token; the answer holds its secret, shown only this once',
        description: 'Scope `read` may call GET routes only; `read_write` every route open to tokens. At most 20 tokens may be active at once (409 `TOO_MANY_TOKENS`).',
        body: createTokenInput,
        response: { 201: createdTokenSchema, 400: errorBody, 403: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const created = await createToken(db, requireSession(request).id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/tokens/:id',
    {
      schema: {
        tags,
        summary: 'Revokes a personal API token; the next request made with it answers 401',
        params: idParams,
        response: { 204: noContent, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      await revokeToken(db, requireSession(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
