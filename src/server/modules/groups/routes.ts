import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createGroupInput, groupDetailSchema, groupSummarySchema, updateGroupInput } from '../../../domain/groups/groups';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody, idParams, noContent } from '../../http/route-kit';
import { invitesRoutes } from './invite-routes';
import { membersRoutes } from './member-routes';
import { createGroup, deleteGroup, groupDetailFor, listGroups, updateGroup } from './service';

const tags = ['groups'];

export const groupsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;

  app.get(
    '/groups',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s groups: active first, then archived, each by name',
        response: { 200: z.array(groupSummarySchema) },
      },
    },
    async (request) => listGroups(db, requireUser(request).id),
  );

  app.post(
    '/groups',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Creates a group; the creator is its owner',
        description: 'Colour defaults to the first of the palette and currency to the creator’s own.',
        body: createGroupInput,
        response: { 201: groupDetailSchema, 400: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await createGroup(db, requireUser(request).id, request.body)),
  );

  app.get(
    '/groups/:id',
    {
      schema: {
        tags,
        summary: 'One group with its members (owner, admins, then members, by name)',
        params: idParams,
        response: { 200: groupDetailSchema, 404: errorBody },
      },
    },
    async (request) => groupDetailFor(db, requireUser(request).id, request.params.id),
  );

  app.patch(
    '/groups/:id',
    {
      schema: {
        tags,
        summary: 'Edits, archives or restores a group (owner or admin)',
        description: 'The currency changes only while the group has no expenses or settlements (409 otherwise).',
        params: idParams,
        body: updateGroupInput,
        response: { 200: groupDetailSchema, 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => updateGroup(db, requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/groups/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a group with everything in it (owner only)',
        params: idParams,
        response: { 204: noContent, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      await deleteGroup(db, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  await app.register(membersRoutes, context);
  await app.register(invitesRoutes, context);
};
