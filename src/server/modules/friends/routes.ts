import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { friendRequestSchema, friendRequestsSchema, friendSchema, sendFriendRequestInput, userSearchQuery, userSearchResultSchema } from '../../../domain/friends/friends';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody, idParams, noContent } from '../../http/route-kit';
import { acceptFriendRequest, cancelFriendRequest, declineFriendRequest, listFriendRequests, sendFriendRequest } from './request-service';
import { searchUsers } from './search-service';
import { listFriends, removeFriend } from './service';

const tags = ['friends'];
/** A friend is named by their user id; anything else names nobody (404). */
const friendParams = z.object({ userId: z.string().max(100) });

export const friendsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/friends',
    {
      schema: { tags, summary: 'The signed-in user’s friends, sorted by name', response: { 200: z.array(friendSchema) } },
    },
    async (request) => listFriends(db, requireUser(request).id),
  );

  app.delete(
    '/friends/:userId',
    {
      schema: {
        tags,
        summary: 'Ends a friendship for both people',
        params: friendParams,
        response: { 204: noContent, 404: errorBody },
      },
    },
    async (request, reply) => {
      await removeFriend(db, requireUser(request).id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/friends/requests',
    {
      schema: {
        tags,
        summary: 'Pending friend requests: received (from others) and sent (by the user), newest first',
        response: { 200: friendRequestsSchema },
      },
    },
    async (request) => listFriendRequests(db, requireUser(request).id),
  );

  app.post(
    '/friends/requests',
    {
      schema: {
        tags,
        summary: 'Sends a friend request to an e-mail address or a person found by search',
        description:
          'Body `{ email }` or `{ userId }`, exactly one. Refused to yourself (400), to a friend (409), when a request is already pending between the two either way (409), and for an unknown address or person (404).',
        body: sendFriendRequestInput,
        response: { 201: friendRequestSchema, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await sendFriendRequest(db, requireUser(request).id, request.body)),
  );

  app.post(
    '/friends/requests/:id/accept',
    {
      schema: {
        tags,
        summary: 'The receiver accepts a pending request; answers the new friend',
        params: idParams,
        response: { 200: friendSchema, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => acceptFriendRequest(db, requireUser(request).id, request.params.id),
  );

  app.post(
    '/friends/requests/:id/decline',
    {
      schema: {
        tags,
        summary: 'The receiver declines a pending request',
        params: idParams,
        response: { 204: noContent, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      await declineFriendRequest(db, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/friends/requests/:id',
    {
      schema: {
        tags,
        summary: 'The sender cancels a pending request',
        params: idParams,
        response: { 204: noContent, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      await cancelFriendRequest(db, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/search',
    {
      schema: {
        tags,
        summary: 'Finds people by exact e-mail address or by the start of their name',
        description: 'At most 20, never the searcher. `email` is included only when `q` was that exact address or the person is a friend; a name search never matches e-mail text.',
        querystring: userSearchQuery,
        response: { 200: z.array(userSearchResultSchema), 400: errorBody },
      },
    },
    async (request) => searchUsers(db, requireUser(request).id, request.query.q),
  );
};
