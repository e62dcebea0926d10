import type { FastifyInstance } from 'fastify';
import { todayInZone } from '../../../src/domain/shared/dates';
import type { GroupBalances, GroupExpense, GroupSettlement } from '../../../src/domain/group-expenses/group-expenses';

/** A valid expense payload: $90 paid by `paidBy`, split equally between `members`, dated today (UTC). */
export function expenseInput(paidBy: string, members: string[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    description: 'Groceries',
    amount: '90.00',
    paidBy,
    date: todayInZone('UTC'),
    split: { mode: 'equal', members: members.map((userId) => ({ userId })) },
    ...overrides,
  };
}

/** POSTs an expense payload as it is, for tests that look at the answer. */
export function postGroupExpense(app: FastifyInstance, cookie: string, groupId: string, payload: unknown) {
  return app.inject({ method: 'POST', url: `/api/groups/${groupId}/expenses`, headers: { cookie }, payload: payload as Record<string, unknown> });
}

/** Adds an expense through the API (an equal split of $90 unless overridden). */
export async function addGroupExpense(
  app: FastifyInstance,
  cookie: string,
  groupId: string,
  paidBy: string,
  members: string[],
  overrides: Record<string, unknown> = {},
): Promise<GroupExpense> {
  const response = await postGroupExpense(app, cookie, groupId, expenseInput(paidBy, members, overrides));
  if (response.statusCode !== 201) throw new Error(`addGroupExpense: ${response.statusCode} ${response.body}`);
  return response.json<GroupExpense>();
}

/** Records a payment through the API; answers the raw response. */
export function postSettlement(app: FastifyInstance, cookie: string, groupId: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `/api/groups/${groupId}/settlements`, headers: { cookie }, payload });
}

export async function recordSettlement(app: FastifyInstance, cookie: string, groupId: string, payload: Record<string, unknown>): Promise<GroupSettlement> {
  const response = await postSettlement(app, cookie, groupId, payload);
  if (response.statusCode !== 201) throw new Error(`recordSettlement: ${response.statusCode} ${response.body}`);
  return response.json<GroupSettlement>();
}

export async function readBalances(app: FastifyInstance, cookie: string, groupId: string): Promise<GroupBalances> {
  const response = await app.inject({ method: 'GET', url: `/api/groups/${groupId}/balances`, headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`readBalances: ${response.statusCode} ${response.body}`);
  return response.json<GroupBalances>();
}

/** Each person's balance as `{ userId: amount }`, for comparing with hand-computed figures. */
export async function balanceTable(app: FastifyInstance, cookie: string, groupId: string): Promise<Record<string, string>> {
  const { balances } = await readBalances(app, cookie, groupId);
  return Object.fromEntries(balances.map((balance) => [balance.userId, balance.amount]));
}
