import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createGoalInput, goalMessages, goalSchema, listGoalsQuery, updateGoalInput } from '../../../domain/goals/goals';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody, idParams, noContent } from '../../http/route-kit';
import { createGoal, deleteGoal, getGoal, listGoals, updateGoal } from './service';
import { goalShareRoutes } from './share-routes';
import { registerGoalProposals } from './proposal-actions';

const tags = ['goals'];

export const goalsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  registerGoalProposals();
  const { db } = context;
  await app.register(goalShareRoutes, context);

  app.get(
    '/financial-goals',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s goals and the goals shared with their groups, newest first, with progress for the cards',
        description:
          'Each goal says whether the user owns it (`isOwner`, `owner`), the groups it is shared with that the user may see (`sharedWith`), the user’s best `permission` and, for shared goals, what each person has contributed.',
        querystring: listGoalsQuery,
        response: { 200: z.array(goalSchema), 400: errorBody },
      },
    },
    async (request) => listGoals(db, requireUser(request).id, request.query),
  );

  app.post(
    '/financial-goals',
    {
      config: { signInMessage: goalMessages.signInToCreate, idempotent: true },
      schema: {
        tags,
        summary: 'Creates a goal (current amount 0, priority medium and status active unless given)',
        description:
          'Amounts may be JSON numbers or decimal strings; answers carry decimal strings in the user’s currency. A given `status` is kept (`completed` stamps `completedAt`); an active goal whose current amount reaches its target is created completed.',
        body: createGoalInput,
        response: { 201: goalSchema, 400: errorBody },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.status(201).send(await createGoal(db, user.id, request.body));
    },
  );

  app.get(
    '/financial-goals/:id',
    {
      schema: { tags, summary: 'One goal: the user’s own, or one shared with their groups (read-only)', params: idParams, response: { 200: goalSchema, 404: errorBody } },
    },
    async (request) => getGoal(db, requireUser(request).id, request.params.id),
  );

  app.patch(
    '/financial-goals/:id',
    {
      schema: {
        tags,
        summary: 'Edits, archives (status archived) or re-opens a goal',
        params: idParams,
        body: updateGoalInput,
        response: { 200: goalSchema, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => updateGoal(db, requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/financial-goals/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a goal; its contributions stay in the history without a goal',
        params: idParams,
        response: { 204: noContent, 404: errorBody },
      },
    },
    async (request, reply) => {
      await deleteGoal(db, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
