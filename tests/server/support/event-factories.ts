import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CalendarEvent } from '../../../src/domain/events/events';

/** A valid create-event payload (tomorrow 09:00–10:00 UTC); override any field, or break one to test a refusal. */
export function eventInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 1);
  start.setUTCHours(9, 0, 0, 0);
  const end = new Date(start.getTime() + 60 * 60 * 1000);
  return { title: 'Team lunch', description: null, startTime: start.toISOString(), endTime: end.toISOString(), location: null, groupId: null, ...overrides };
}

/** Creates an event through the API for the signed-in cookie. */
export async function createEvent(app: FastifyInstance, cookie: string, overrides: Record<string, unknown> = {}): Promise<CalendarEvent> {
  const response = await app.inject({ method: 'POST', url: '/api/events', headers: { cookie }, payload: eventInput(overrides) });
  if (response.statusCode !== 201) throw new Error(`createEvent: ${response.statusCode} ${response.body}`);
  return response.json<CalendarEvent>();
}

/** PUT /api/events/{id}(?query) as the signed-in cookie. */
export function putEvent(app: FastifyInstance, cookie: string, url: string, payload: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'PUT', url, headers: { cookie }, payload });
}

/** The user's events in [from, to). */
export async function listEvents(app: FastifyInstance, cookie: string, from: string, to: string): Promise<CalendarEvent[]> {
  const response = await app.inject({ method: 'GET', url: `/api/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`listEvents: ${response.statusCode} ${response.body}`);
  return response.json<CalendarEvent[]>();
}
