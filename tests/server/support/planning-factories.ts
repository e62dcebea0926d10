import type { FastifyInstance } from 'fastify';
import type { PlanningTask } from '../../../src/domain/planning/planning';
import type { TimeEntry, TimeProject } from '../../../src/domain/planning/time-tracking';

const send = (app: FastifyInstance, cookie: string, method: 'POST', url: string, payload: Record<string, unknown>) => app.inject({ method, url, headers: { cookie }, payload });

/** Creates a time project through the API (50.00 USD an hour unless overridden). */
export async function createProject(app: FastifyInstance, cookie: string, overrides: Record<string, unknown> = {}): Promise<TimeProject> {
  const response = await send(app, cookie, 'POST', '/api/time/projects', { name: 'Client work', color: '#0ea5e9', hourlyRate: '50', currency: 'USD', ...overrides });
  if (response.statusCode !== 201) throw new Error(`createProject: ${response.statusCode} ${response.body}`);
  return response.json<TimeProject>();
}

/** A finished entry `minutes` long ending `endsMinutesAgo` minutes ago. */
export function entryInput(projectId: string, minutes = 60, endsMinutesAgo = 60, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const end = new Date(Date.now() - endsMinutesAgo * 60_000);
  const start = new Date(end.getTime() - minutes * 60_000);
  return { projectId, start: start.toISOString(), end: end.toISOString(), billable: true, ...overrides };
}

export async function createEntry(app: FastifyInstance, cookie: string, payload: Record<string, unknown>): Promise<TimeEntry> {
  const response = await send(app, cookie, 'POST', '/api/time/entries', payload);
  if (response.statusCode !== 201) throw new Error(`createEntry: ${response.statusCode} ${response.body}`);
  return response.json<TimeEntry>();
}

export async function createTask(app: FastifyInstance, cookie: string, overrides: Record<string, unknown> = {}): Promise<PlanningTask> {
  const response = await send(app, cookie, 'POST', '/api/planning/tasks', { title: 'Send invoice', ...overrides });
  if (response.statusCode !== 201) throw new Error(`createTask: ${response.statusCode} ${response.body}`);
  return response.json<PlanningTask>();
}
