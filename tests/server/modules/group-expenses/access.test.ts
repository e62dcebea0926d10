import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groups } from '../../../../src/server/db/schema/index';
import { addGroupExpense, expenseInput, recordSettlement, seedGroup, signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();
const owner = await signedInAgent(app, { firstName: 'Ann' });
const member = await signedInAgent(app, { firstName: 'Ben' });
const outsider = await signedInAgent(app, { firstName: 'Cal' });
const group = await seedGroup(database.db, owner.user, [{ id: member.user.id }]);
const expense = await addGroupExpense(app, owner.cookie, group.id, owner.user.id, [owner.user.id, member.user.id]);
const settlement = await recordSettlement(app, member.cookie, group.id, { from: member.user.id, to: owner.user.id, amount: '10' });

const base = `/api/groups/${group.id}`;
type Route = [string, string, Record<string, unknown> | undefined];

/** Every route of the feature with a body that would be valid from `caller`, as `[method, url, body]`. */
const routes = (prefix: string, caller: string, ids = { expense: expense.id, settlement: settlement.id }): Route[] => [
  ['GET', `${prefix}/expenses`, undefined],
  ['POST', `${prefix}/expenses`, expenseInput(caller, [caller])],
  ['PATCH', `${prefix}/expenses/${ids.expense}`, { description: 'Mine now' }],
  ['DELETE', `${prefix}/expenses/${ids.expense}`, undefined],
  ['GET', `${prefix}/balances`, undefined],
  ['GET', `${prefix}/settlements`, undefined],
  ['POST', `${prefix}/settlements`, { from: caller, to: owner.user.id, amount: '10' }],
  ['DELETE', `${prefix}/settlements/${ids.settlement}`, undefined],
];

const call = (cookie: string, method: string, url: string, payload?: Record<string, unknown>) =>
  app.inject({ method: method as 'GET', url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('who reaches a group’s expenses', () => {
  it('answers 404 to someone outside the group on every route, and changes nothing', async () => {
    for (const [method, url, payload] of routes(base, outsider.user.id)) {
      const response = await call(outsider.cookie, method, url, payload);
      expect({ route: `${method} ${url}`, status: response.statusCode }).toEqual({ route: `${method} ${url}`, status: 404 });
    }
    const list = await call(owner.cookie, 'GET', `${base}/expenses`);
    expect(list.json().items).toEqual([expect.objectContaining({ id: expense.id, description: 'Groceries' })]);
    expect((await call(owner.cookie, 'GET', `${base}/settlements`)).json().items).toHaveLength(1);
  });

  it('answers 404, not 500, to malformed and unknown ids', async () => {
    const badIds = ['not-a-uuid', randomUUID(), '00000000-0000-0000-0000-00000000000g', '%27%3B--', 'x'.repeat(99)];
    for (const bad of badIds) {
      const inOtherGroup = routes(`/api/groups/${bad}`, member.user.id);
      const onUnknownItem = routes(base, member.user.id, { expense: bad, settlement: bad }).filter(([, url]) => url.includes(bad));
      for (const [method, url, payload] of [...inOtherGroup, ...onUnknownItem]) {
        const response = await call(owner.cookie, method, url, payload);
        expect({ route: `${method} ${url}`, status: response.statusCode }).toEqual({ route: `${method} ${url}`, status: 404 });
      }
    }
  });

  it('answers 404 to an expense or payment of another group, even for that group’s owner', async () => {
    const otherGroup = await seedGroup(database.db, outsider.user);
    const otherBase = `/api/groups/${otherGroup.id}`;
    expect((await call(outsider.cookie, 'PATCH', `${otherBase}/expenses/${expense.id}`, { description: 'x' })).statusCode).toBe(404);
    expect((await call(outsider.cookie, 'DELETE', `${otherBase}/expenses/${expense.id}`)).statusCode).toBe(404);
    expect((await call(outsider.cookie, 'DELETE', `${otherBase}/settlements/${settlement.id}`)).statusCode).toBe(404);
    expect((await call(owner.cookie, 'GET', `${base}/expenses`)).json().items[0].description).toBe('Groceries');
  });

  it('keeps an archived group readable and refuses new expenses and payments with 409', async () => {
    const archived = await seedGroup(database.db, owner.user, [{ id: member.user.id }], { name: 'Old trip' });
    const old = await addGroupExpense(app, owner.cookie, archived.id, owner.user.id, [owner.user.id, member.user.id]);
    await database.db.update(groups).set({ status: 'archived' }).where(eq(groups.id, archived.id));
    const archivedBase = `/api/groups/${archived.id}`;

    expect((await call(member.cookie, 'GET', `${archivedBase}/expenses`)).json().items).toHaveLength(1);
    expect((await call(member.cookie, 'GET', `${archivedBase}/balances`)).statusCode).toBe(200);
    const added = await call(owner.cookie, 'POST', `${archivedBase}/expenses`, expenseInput(owner.user.id, [owner.user.id]));
    expect(added.statusCode).toBe(409);
    expect(added.json()).toMatchObject({ code: 'CONFLICT', message: 'This group is archived: expenses and payments can no longer be added or changed' });
    const paid = await call(member.cookie, 'POST', `${archivedBase}/settlements`, { from: member.user.id, to: owner.user.id, amount: '45' });
    expect(paid.statusCode).toBe(409);
    expect((await call(owner.cookie, 'PATCH', `${archivedBase}/expenses/${old.id}`, { description: 'Renamed' })).statusCode).toBe(409);
    expect((await call(owner.cookie, 'DELETE', `${archivedBase}/expenses/${old.id}`)).statusCode).toBe(409);
  });

  it('answers 401 to a signed-out visitor', async () => {
    const response = await app.inject({ method: 'GET', url: `${base}/balances` });
    expect(response.statusCode).toBe(401);
  });
});
