import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { goalShareSchema, groupGoalSchema, groupShareParams, shareGoalInput } from '../../../domain/goals/goal-shares';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody, idParams, noContent } from '../../http/route-kit';
import { listGroupGoals, shareGoal, unshareGoal } from './goal-shares';

const tags = ['goals'];

/** Goals shared with groups: sharing, unsharing, and a group's shared goals. */
export const goalShareRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.post(
    '/goals/:id/share-with-group',
    {
      schema: {
        tags,
        summary: 'Shares the user’s goal with one of their groups, or changes the permission of an existing share',
        description:
          '`view`: members see the goal and its contributions. `can_contribute`: members may also add money with their own goal contributions. 201 for a new share, 200 when the permission of an existing one changed.',
        params: idParams,
        body: shareGoalInput,
        response: { 200: goalShareSchema, 201: goalShareSchema, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { share, created } = await shareGoal(db, requireUser(request).id, request.params.id, request.body);
      return reply.status(created ? 201 : 200).send(share);
    },
  );

  app.delete(
    '/goals/:id/share-with-group/:groupId',
    {
      schema: {
        tags,
        summary: 'Stops sharing a goal with a group (the goal’s owner, or the group’s owner or an admin)',
        description: 'Contributions already made stay on the goal and in each contributor’s history.',
        params: groupShareParams,
        response: { 204: noContent, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      await unshareGoal(db, requireUser(request).id, request.params.id, request.params.groupId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/groups/:id/goals',
    {
      schema: {
        tags,
        summary: 'The goals shared with a group, newest share first (members only)',
        params: idParams,
        response: { 200: z.array(groupGoalSchema), 404: errorBody },
      },
    },
    async (request) => listGroupGoals(db, requireUser(request).id, request.params.id),
  );
};
