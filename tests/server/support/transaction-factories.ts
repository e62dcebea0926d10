import type { FastifyInstance } from 'fastify';
import { todayInZone } from '../../../src/domain/shared/dates';
import type { CreateTransactionFields, Transaction } from '../../../src/domain/transactions/transactions';

export const today = (zone = 'UTC') => todayInZone(zone);

/** A valid expense payload dated today; override any field, or set one to a bad value to test a refusal. */
export function transactionInput(overrides: Partial<Record<keyof CreateTransactionFields, unknown>> = {}): Record<string, unknown> {
  return { amount: 42.5, type: 'expense', category: 'groceries', description: 'Weekly shop', date: today(), ...overrides };
}

/** POSTs a transaction payload as it is, for tests that look at the answer. */
export function postTransaction(app: FastifyInstance, cookie: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/transactions', headers: { cookie }, payload });
}

/** Creates a transaction through the API (an expense unless overridden). */
export async function createTransaction(app: FastifyInstance, cookie: string, overrides: Record<string, unknown> = {}): Promise<Transaction> {
  const response = await postTransaction(app, cookie, transactionInput(overrides));
  if (response.statusCode !== 201) throw new Error(`createTransaction: ${response.statusCode} ${response.body}`);
  return response.json<Transaction>();
}

/** A contribution to a goal (a transfer in the goal-contribution category); answers the raw response. */
export function contribute(app: FastifyInstance, cookie: string, goalId: string, amount: number | string, date = today()) {
  return postTransaction(app, cookie, transactionInput({ amount, type: 'transfer', category: 'goal_contribution', goalId, date, description: 'Top up' }));
}
