import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createScheduleInput,
  occurrenceParams,
  occurrenceSchema,
  recurringMessages,
  scheduleSchema,
  suggestionSchema,
  updateScheduleInput,
  upcomingQuery,
  upcomingSchema,
} from '../../../domain/recurring/recurring';
import { transactionSchema } from '../../../domain/transactions/transactions';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody, idParams, noContent } from '../../http/route-kit';
import { exchangeRates } from '../../shared/exchange-rates';
import {
  createSchedule,
  deleteSchedule,
  getSchedule,
  listSchedules,
  postOccurrence,
  skipOccurrence,
  suggestSchedules,
  updateSchedule,
  upcomingOccurrences,
  type PostTransaction,
} from './service';
import { registerScheduleProposals } from './proposal-actions';

const tags = ['recurring'];

/** The routes are given the transaction service's create, which posts an occurrence like any transaction. */
export type RecurringContext = AppContext & { postTransaction: PostTransaction };

export const recurringRoutes: FastifyPluginAsyncZod<RecurringContext> = async (app, { db, config, postTransaction }) => {
  registerScheduleProposals();
  const rates = exchangeRates(db, config.fxBaseUrl);
  const signInMessage = recurringMessages.signInRequired;

  app.get(
    '/recurring',
    {
      config: { signInMessage },
      schema: { tags, summary: 'The signed-in user’s recurring transactions, oldest first, each with its next due date', response: { 200: z.array(scheduleSchema) } },
    },
    async (request) => listSchedules(db, requireUser(request).id),
  );

  app.post(
    '/recurring',
    {
      config: { signInMessage, idempotent: true },
      schema: {
        tags,
        summary: 'Creates a recurring transaction (a bill, a payday, a subscription)',
        description:
          '`rule` is an RFC 5545 RRULE without DTSTART, computed on calendar dates from `startsOn` (e.g. `FREQ=MONTHLY;BYMONTHDAY=1`, `FREQ=WEEKLY;INTERVAL=2;BYDAY=FR`, `FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1` for the last working day, `FREQ=YEARLY`). A monthly day after the 28th falls on the last day of shorter months. A rule that is not valid or never falls between `startsOn` and `endsOn` answers 400 on `rule`. `currency` defaults to the user’s. `weekend` moves an occurrence on Saturday or Sunday to the Friday before (`before`) or the Monday after (`after`). With `autoPost` each occurrence is posted as a transaction on its due date (in the user’s time zone); otherwise it waits for the user. A real transaction within ±2 days and within `tolerancePercent` pays an occurrence instead.',
        body: createScheduleInput,
        response: { 201: scheduleSchema, 400: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await createSchedule(db, requireUser(request).id, request.body)),
  );

  app.get(
    '/recurring/upcoming',
    {
      config: { signInMessage },
      schema: {
        tags,
        summary: 'Coming occurrences of the next `days` days (default 30, at most 365), overdue ones of the last 60 days and recently paid ones',
        description:
          'Each item carries the expected amount (with `minAmount`/`maxAmount` when a tolerance is set), its schedule, description, category, type and due date. `state` is `overdue` (past due, not paid, posted or skipped), `upcoming`, `posted` (by the scheduler), `paid` (by a real transaction or by the user) or `skipped`; paid, posted and skipped ones are listed for the last 30 days.',
        querystring: upcomingQuery,
        response: { 200: upcomingSchema, 400: errorBody },
      },
    },
    async (request) => upcomingOccurrences(db, requireUser(request).id, request.query.days),
  );

  app.get(
    '/recurring/suggestions',
    {
      config: { signInMessage },
      schema: {
        tags,
        summary: 'Recurring transactions the user’s history suggests, to accept with POST /api/recurring',
        description:
          'The same description (normalised), type and currency at least three times at a regular interval (weekly, every two weeks, monthly or yearly) with similar amounts, still going, and not covered by an existing schedule. Each proposal is a valid create body plus `interval`, `occurrences` and `lastOn`.',
        response: { 200: z.array(suggestionSchema) },
      },
    },
    async (request) => suggestSchedules(db, requireUser(request).id),
  );

  app.get(
    '/recurring/:id',
    { config: { signInMessage }, schema: { tags, summary: 'One recurring transaction', params: idParams, response: { 200: scheduleSchema, 404: errorBody } } },
    async (request) => getSchedule(db, requireUser(request).id, request.params.id),
  );

  app.patch(
    '/recurring/:id',
    {
      config: { signInMessage },
      schema: {
        tags,
        summary: 'Edits a recurring transaction; the rules of creation apply to the result',
        params: idParams,
        body: updateScheduleInput,
        response: { 200: scheduleSchema, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => updateSchedule(db, requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/recurring/:id',
    {
      config: { signInMessage },
      schema: { tags, summary: 'Deletes a recurring transaction; the transactions it posted stay', params: idParams, response: { 204: noContent, 404: errorBody } },
    },
    async (request, reply) => {
      await deleteSchedule(db, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/recurring/:id/occurrences/:date/post',
    {
      config: { signInMessage, idempotent: true },
      schema: {
        tags,
        summary: 'Pays an occurrence now: records its transaction (dated its due date, or today when that is later) and marks it paid',
        description:
          '`date` is the occurrence’s date (`scheduledOn`) or its due date. 400 on `date` when the schedule has no occurrence then; 409 when it is already paid or posted. A skipped occurrence may be posted.',
        params: occurrenceParams,
        response: { 201: z.object({ occurrence: occurrenceSchema, transaction: transactionSchema }), 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const { id, date } = request.params;
      return reply.status(201).send(await postOccurrence(db, requireUser(request).id, id, date, postTransaction, rates));
    },
  );

  app.post(
    '/recurring/:id/occurrences/:date/skip',
    {
      config: { signInMessage },
      schema: {
        tags,
        summary: 'Skips an occurrence: it is not posted and not overdue',
        description: '`date` is the occurrence’s date (`scheduledOn`) or its due date. Skipping twice is the same as once; 409 when it is already paid or posted.',
        params: occurrenceParams,
        response: { 200: occurrenceSchema, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => skipOccurrence(db, requireUser(request).id, request.params.id, request.params.date),
  );
};
