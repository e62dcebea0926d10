import type { FastifyInstance } from 'fastify';
import { addDays, todayInZone } from '../../../src/domain/shared/dates';
import type { CreateGoalFields, Goal } from '../../../src/domain/goals/goals';

/** A date a year from today (UTC): a valid target date in every time zone. */
export const nextYear = () => addDays(todayInZone('UTC'), 365);

/** A valid create-goal payload; override any field, or set one to a bad value to test a refusal. */
export function goalInput(overrides: Partial<Record<keyof CreateGoalFields, unknown>> = {}): Record<string, unknown> {
  return { title: 'Emergency fund', targetAmount: '1500', targetDate: nextYear(), category: 'emergency', ...overrides };
}

/** Creates a goal through the API for the signed-in cookie. */
export async function createGoal(app: FastifyInstance, cookie: string, overrides: Record<string, unknown> = {}): Promise<Goal> {
  const response = await app.inject({ method: 'POST', url: '/api/financial-goals', headers: { cookie }, payload: goalInput(overrides) });
  if (response.statusCode !== 201) throw new Error(`createGoal: ${response.statusCode} ${response.body}`);
  return response.json<Goal>();
}

export async function readGoal(app: FastifyInstance, cookie: string, id: string): Promise<Goal> {
  const response = await app.inject({ method: 'GET', url: `/api/financial-goals/${id}`, headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`readGoal: ${response.statusCode} ${response.body}`);
  return response.json<Goal>();
}
