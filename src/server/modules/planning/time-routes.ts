import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billEntriesInput,
  billResultSchema,
  createEntryInput,
  createProjectInput,
  listEntriesQuery,
  runningTimerSchema,
  startTimerInput,
  timeEntrySchema,
  timeProjectSchema,
  updateEntryInput,
  updateProjectInput,
} from '../../../domain/planning/time-tracking';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { exchangeRates } from '../../shared/exchange-rates';
import { errorBody, idParams, noContent } from '../../http/route-kit';
import { billEntries } from './billing';
import { createEntry, deleteEntry, listEntries, updateEntry } from './entries';
import { createProject, deleteProject, listProjects, updateProject } from './projects';
import { getTimer, startTimer, stopTimer } from './timer';

const tags = ['time tracking'];

export const timeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const rates = exchangeRates(db, config.fxBaseUrl);
  app.get('/time/projects', { schema: { tags, summary: 'The user’s time projects, by name', response: { 200: z.array(timeProjectSchema) } } }, async (request) =>
    listProjects(db, requireUser(request).id),
  );

  app.post(
    '/time/projects',
    {
      schema: {
        tags,
        summary: 'Creates a project: name, colour, an optional hourly rate with its currency, an optional goal (own) or group (member) link',
        body: createProjectInput,
        response: { 201: timeProjectSchema, 400: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await createProject(db, requireUser(request).id, request.body)),
  );

  app.patch(
    '/time/projects/:id',
    {
      schema: {
        tags,
        summary: 'Edits a project; null clears the rate (with its currency) or a link',
        params: idParams,
        body: updateProjectInput,
        response: { 200: timeProjectSchema, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => updateProject(db, requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/time/projects/:id',
    { schema: { tags, summary: 'Deletes a project and its entries; income already billed stays', params: idParams, response: { 204: noContent, 404: errorBody } } },
    async (request, reply) => {
      await deleteProject(db, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/time/entries',
    {
      schema: {
        tags,
        summary: 'Entries sharing time with [from, to), newest first (the last seven days by default)',
        description:
          'A date bound is that day in the user’s time zone (`to` includes its day); an instant is taken as is. Each entry lists the other entries it overlaps in `overlapsWith`.',
        querystring: listEntriesQuery,
        response: { 200: z.array(timeEntrySchema), 400: errorBody },
      },
    },
    async (request) => listEntries(db, requireUser(request).id, request.query),
  );

  app.post(
    '/time/entries',
    {
      schema: {
        tags,
        summary: 'Adds a finished entry by hand (end after start, at most 24 hours); overlaps are reported, not refused',
        body: createEntryInput,
        response: { 201: timeEntrySchema, 400: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await createEntry(db, requireUser(request).id, request.body)),
  );

  app.patch(
    '/time/entries/:id',
    {
      schema: {
        tags,
        summary: 'Edits an entry; a billed entry changes only its note (409 otherwise)',
        params: idParams,
        body: updateEntryInput,
        response: { 200: timeEntrySchema, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => updateEntry(db, requireUser(request).id, request.params.id, request.body),
  );

  app.delete('/time/entries/:id', { schema: { tags, summary: 'Deletes an entry', params: idParams, response: { 204: noContent, 404: errorBody } } }, async (request, reply) => {
    await deleteEntry(db, requireUser(request).id, request.params.id);
    return reply.status(204).send(null);
  });

  app.post(
    '/time/entries/bill',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Turns billable time into income: one freelance income transaction for hours × rate, the entries marked billed',
        description: 'All entries must be the user’s, finished, billable, of projects with a rate in one currency. Any entry already billed answers 409 and nothing is written.',
        body: billEntriesInput,
        response: { 201: billResultSchema, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await billEntries(db, requireUser(request).id, request.body, rates)),
  );

  app.get('/time/timer', { schema: { tags, summary: 'The running timer (its start is the server’s), or null', response: { 200: runningTimerSchema } } }, async (request) =>
    getTimer(db, requireUser(request).id),
  );

  app.post(
    '/time/timer/start',
    {
      schema: {
        tags,
        summary: 'Starts a timer now; a running one is stopped first. One timer runs per user, however many devices start one',
        body: startTimerInput,
        response: { 201: timeEntrySchema, 400: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await startTimer(db, requireUser(request).id, request.body)),
  );

  app.post(
    '/time/timer/stop',
    { schema: { tags, summary: 'Stops the running timer and answers the finished entry (409 when none runs)', response: { 200: timeEntrySchema, 409: errorBody } } },
    async (request) => stopTimer(db, requireUser(request).id),
  );
};
