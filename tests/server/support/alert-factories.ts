import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { monthKey, todayInZone } from '../../../src/domain/shared/dates';
import type { Database } from '../../../src/server/db/client';
import { notificationsOf } from './reminder-factories';
import type { Agent } from './user-factories';

/** A person's notifications of one kind, oldest first. */
export async function alertsOf(db: Database, agent: Agent, kind: 'largeExpense' | 'budgetThreshold') {
  return (await notificationsOf(db, agent.user.id)).filter((row) => row.kind === kind);
}

/** Sets (or with null clears) the amount above which an expense is news. */
export async function setExpenseAlert(agent: Agent, amount: string | null): Promise<void> {
  const response = await agent.patch('/api/settings', { expenseAlert: amount === null ? null : { amount } });
  expect(response.statusCode, response.body).toBe(200);
}

/** Budgets `amount` for a category in this month (UTC unless `month` says otherwise). */
export async function setBudget(app: FastifyInstance, agent: Agent, category: string, amount: string, month = monthKey(todayInZone('UTC'))): Promise<void> {
  const response = await app.inject({ method: 'PUT', url: `/api/budgets/${month}/${category}`, headers: { cookie: agent.cookie }, payload: { amount } });
  expect(response.statusCode, response.body).toBe(200);
}
