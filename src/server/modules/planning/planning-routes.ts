import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTaskInput, listTasksQuery, planningTaskSchema, planningWeekSchema, updateTaskInput, weekQuery } from '../../../domain/planning/planning';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody, idParams, noContent } from '../../http/route-kit';
import { exchangeRates } from '../../shared/exchange-rates';
import { planningWeek } from './board';
import { createTask, deleteTask, listTasks, updateTask } from './tasks';

const tags = ['planning'];

export const planningRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const rates = exchangeRates(db, config.fxBaseUrl);
  app.get(
    '/planning/week',
    {
      schema: {
        tags,
        summary: 'The planning board for seven days from `start` (Monday of this week by default), days in the user’s time zone',
        description:
          'Tracked time per day and project, planned blocks from calendar events, the focus score (planned time that was tracked), tracking streaks, this month’s billable earnings against goal needs, and billable hours a week that reach each linked goal on time.',
        querystring: weekQuery,
        response: { 200: planningWeekSchema, 400: errorBody },
      },
    },
    async (request) => planningWeek(db, requireUser(request).id, request.query.start, rates),
  );

  app.get(
    '/planning/tasks',
    {
      schema: {
        tags,
        summary: 'The user’s tasks, open first, then by due date; `view=today` gives today’s and overdue open ones',
        querystring: listTasksQuery,
        response: { 200: z.array(planningTaskSchema), 400: errorBody },
      },
    },
    async (request) => listTasks(db, requireUser(request).id, request.query.view),
  );

  app.post(
    '/planning/tasks',
    {
      schema: {
        tags,
        summary: 'Adds a task with an optional due date, linked to a goal or an event the user can see',
        body: createTaskInput,
        response: { 201: planningTaskSchema, 400: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await createTask(db, requireUser(request).id, request.body)),
  );

  app.patch(
    '/planning/tasks/:id',
    {
      schema: {
        tags,
        summary: 'Edits a task; `done` marks it done or not done',
        params: idParams,
        body: updateTaskInput,
        response: { 200: planningTaskSchema, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => updateTask(db, requireUser(request).id, request.params.id, request.body),
  );

  app.delete('/planning/tasks/:id', { schema: { tags, summary: 'Deletes a task', params: idParams, response: { 204: noContent, 404: errorBody } } }, async (request, reply) => {
    await deleteTask(db, requireUser(request).id, request.params.id);
    return reply.status(204).send(null);
  });
};
