import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  closeEventQuery,
  createEventInput,
  eventMessages,
  listEventsQuery,
  occurrenceQuery,
  rsvpInput,
  updateEventInput,
  upcomingEventsQuery,
} from '../../../domain/events/events';
import type { AppContext } from '../../http/app-context';
import { requireUser } from '../../http/auth-guard';
import { errorBody, idParams, noContent } from '../../http/route-kit';
import { exchangeRates, type ExchangeRates } from '../../shared/exchange-rates';
import { eventFeed } from './event-feed';
import { deleteEvent, updateEvent } from './event-updates';
import { closeEvent, type ExpenseWriter } from './booking';
import { answerRsvp } from './rsvp';
import { createEvent, listEvents, upcomingEvents } from './service';
import { calendarEventSchema } from './wire-schemas';
import { registerRsvpProposals } from './proposal-actions';

const tags = ['events'];
const writeErrors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** The events routes are given the group-expenses module's writer, for booking costs. */
export type EventsContext = AppContext & { expenseWriter: (rates?: ExchangeRates) => ExpenseWriter };

export const eventsRoutes: FastifyPluginAsyncZod<EventsContext> = async (app, { db, config, expenseWriter }) => {
  const rates = exchangeRates(db, config.fxBaseUrl);
  registerRsvpProposals();
  app.get(
    '/events',
    {
      schema: {
        tags,
        summary: 'Events overlapping a range: the user’s personal events and their groups’ events, recurring ones expanded',
        description: 'Default range: this month in the user’s time zone, a week either side. At most 400 days. Sorted by start.',
        querystring: listEventsQuery,
        response: { 200: z.array(calendarEventSchema), 400: errorBody },
      },
    },
    async (request) => listEvents(db, requireUser(request).id, request.query),
  );

  app.get(
    '/events/upcoming',
    {
      schema: {
        tags,
        summary: 'The next events that are not over yet, soonest first (default 10, at most 50); `groupId` narrows them to one group',
        querystring: upcomingEventsQuery,
        response: { 200: z.array(calendarEventSchema), 400: errorBody, 404: errorBody },
      },
    },
    async (request) => upcomingEvents(db, requireUser(request).id, request.query),
  );

  app.post(
    '/events',
    {
      config: { signInMessage: eventMessages.signInToCreate },
      schema: {
        tags,
        summary: 'Creates a personal or group event; answers its first occurrence',
        description:
          '`createdBy` and `attendees` are accepted for existing clients and ignored. `recurrence` is an RRULE (DAILY, WEEKLY, MONTHLY or YEARLY with INTERVAL, BYDAY, COUNT or UNTIL).',
        body: createEventInput,
        response: { 201: calendarEventSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createEvent(db, requireUser(request).id, request.body)),
  );

  app.put(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'Edits an event, or with `scope=this&occurrence=…` one occurrence of a series',
        params: idParams,
        querystring: occurrenceQuery,
        body: updateEventInput,
        response: { 200: calendarEventSchema, ...writeErrors },
      },
    },
    async (request) => updateEvent(db, requireUser(request).id, request.params.id, request.body, request.query),
  );

  app.delete(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'Deletes an event, or with `scope=this&occurrence=…` cancels one occurrence of a series',
        params: idParams,
        querystring: occurrenceQuery,
        response: { 204: noContent, 400: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      await deleteEvent(db, requireUser(request).id, request.params.id, request.query);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/events/:id/rsvp',
    {
      schema: {
        tags,
        summary: 'Answers a group event (going, maybe, cantGo) with the guests a member going brings, for the whole series or with `scope=this` one occurrence',
        params: idParams,
        body: rsvpInput,
        response: { 200: calendarEventSchema, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => answerRsvp(db, requireUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/events/:id/close',
    {
      schema: {
        tags,
        summary: 'The organiser books the cost now, before the event ends (with `occurrence=…` one occurrence of a series)',
        description: 'Books the cost once as a group expense split among those going by 1 + guests; later answers move no money. 409 when already booked.',
        params: idParams,
        querystring: closeEventQuery,
        response: { 200: calendarEventSchema, 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => closeEvent(db, requireUser(request).id, request.params.id, request.query.occurrence, expenseWriter(rates)),
  );

  app.get(
    '/events/:id/ics',
    {
      schema: {
        tags,
        summary: 'One event (a whole series with its exceptions) as an iCalendar file',
        params: idParams,
        produces: ['text/calendar'],
        response: { 200: z.string(), 404: errorBody },
      },
    },
    async (request, reply) => {
      const feed = await eventFeed(db, requireUser(request).id, request.params.id);
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="event-${request.params.id}.ics"`).send(feed);
    },
  );
};
