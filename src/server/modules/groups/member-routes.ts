import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeMemberRoleInput, groupDetailSchema } from '../../../domain/groups/groups';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody, noContent } from '../../http/route-kit';
import { changeMemberRole, removeMember } from './members';

const tags = ['groups'];
const memberParams = z.object({ id: z.string().max(100), userId: z.string().max(100) });

export const membersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.patch(
    '/groups/:id/members/:userId',
    {
      schema: {
        tags,
        summary: 'Changes a member’s role; `owner` hands the group over (the old owner becomes an admin)',
        description: 'The owner changes anyone’s role; admins move people between member and admin and never touch the owner.',
        params: memberParams,
        body: changeMemberRoleInput,
        response: { 200: groupDetailSchema, 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => changeMemberRole(db, requireUser(request).id, request.params.id, request.params.userId, request.body.role),
  );

  app.delete(
    '/groups/:id/members/:userId',
    {
      schema: {
        tags,
        summary: 'Removes a member, or leaves the group when the id is the caller’s own',
        description:
          'Owners remove anyone, admins remove members only. The owner leaves only after transferring ownership (409), unless they are the last member: then the group is deleted.',
        params: memberParams,
        response: { 204: noContent, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      await removeMember(db, requireUser(request).id, request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );
};
