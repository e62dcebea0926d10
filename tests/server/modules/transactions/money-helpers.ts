import type { FastifyInstance } from 'fastify';
import { addDays, todayInZone } from '../../../../src/domain/dates';
import type { Goal } from '../../../../src/domain/goals';
import type { Transaction } from '../../../../src/domain/transactions';

export const today = (zone = 'UTC') => todayInZone(zone);
export const nextYear = () => addDays(todayInZone('UTC'), 365);

export async function createGoal(app: FastifyInstance, cookie: string, overrides: Record<string, unknown> = {}): Promise<Goal> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/financial-goals',
    headers: { cookie },
    payload: { title: 'Emergency fund', targetAmount: '1500', targetDate: nextYear(), category: 'emergency', ...overrides },
  });
  if (response.statusCode !== 201) throw new Error(`createGoal: ${response.statusCode} ${response.body}`);
  return response.json<Goal>();
}

export async function readGoal(app: FastifyInstance, cookie: string, id: string): Promise<Goal> {
  const response = await app.inject({ method: 'GET', url: `/api/financial-goals/${id}`, headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`readGoal: ${response.statusCode} ${response.body}`);
  return response.json<Goal>();
}

export function postTransaction(app: FastifyInstance, cookie: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/transactions', headers: { cookie }, payload });
}

export async function createTransaction(app: FastifyInstance, cookie: string, overrides: Record<string, unknown> = {}): Promise<Transaction> {
  const response = await postTransaction(app, cookie, {
    amount: 42.5,
    type: 'expense',
    category: 'groceries',
    description: 'Weekly shop',
    date: today(),
    ...overrides,
  });
  if (response.statusCode !== 201) throw new Error(`createTransaction: ${response.statusCode} ${response.body}`);
  return response.json<Transaction>();
}

export async function contribute(app: FastifyInstance, cookie: string, goalId: string, amount: number | string, date = today()) {
  return postTransaction(app, cookie, { amount, type: 'transfer', category: 'goal_contribution', goalId, date, description: 'Top up' });
}
