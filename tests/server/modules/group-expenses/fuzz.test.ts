import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addGroupExpense, expenseInput, recordSettlement, seedGroup, signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

/**
 * The feature's routes called by A with generated bad input — in A's own group, in B's group
 * and with B's expense and payment ids — answer below 500 and leave B's group and B's money
 * tracking exactly as they were. Seeded and bounded like the API-wide fuzz test, which sees
 * these routes only through ids it cannot resolve.
 */

const { app, database } = await createTestApp();
const a = await signedInAgent(app, { firstName: 'Ada' });
const b = await signedInAgent(app, { firstName: 'Bo' });
const friend = await signedInAgent(app, { firstName: 'Fay' });
const groupA = await seedGroup(database.db, a.user, [{ id: friend.user.id }]);
const groupB = await seedGroup(database.db, b.user, [{ id: friend.user.id }]);
const expenseA = await addGroupExpense(app, a.cookie, groupA.id, a.user.id, [a.user.id, friend.user.id]);
const expenseB = await addGroupExpense(app, b.cookie, groupB.id, b.user.id, [b.user.id, friend.user.id]);
const settlementB = await recordSettlement(app, friend.cookie, groupB.id, { from: friend.user.id, to: b.user.id, amount: '5', recordInMoneyTracking: true });

const ids = [groupA.id, groupB.id, expenseA.id, expenseB.id, settlementB.id, a.user.id, b.user.id, friend.user.id, randomUUID()];

async function snapshotOfB(): Promise<unknown> {
  const { rows } = await database.pool.query(
    `select json_build_object(
      'expenses', (select json_agg(e order by e.id) from group_expenses e where e.group_id = $1),
      'shares', (select json_agg(s order by s.expense_id, s.user_id) from group_expense_shares s join group_expenses e on e.id = s.expense_id where e.group_id = $1),
      'settlements', (select json_agg(p order by p.id) from group_settlements p where p.group_id = $1),
      'transactions', (select json_agg(t order by t.id) from transactions t where t.user_id = $2)
    ) as snapshot`,
    [groupB.id, b.user.id],
  );
  return rows[0]?.snapshot;
}

const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('', ' ', '\u0000', '\uD800', '-1', '0', '1e400', '0.001', '99999999999999999999', 'NaN', '2026-02-30', '9999-12-31', 'x'.repeat(3000)),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(...ids),
  fc.array(fc.record({ userId: fc.oneof(fc.constantFrom(...ids), fc.string({ maxLength: 8 })), value: fc.oneof(fc.string({ maxLength: 6 }), fc.double(), fc.constant(null)) }), {
    maxLength: 4,
  }),
  fc.record({
    mode: fc.constantFrom('equal', 'shares', 'percent', 'exact', 'other'),
    members: fc.array(fc.record({ userId: fc.constantFrom(...ids), value: fc.oneof(fc.string({ maxLength: 6 }), fc.integer({ min: -5, max: 200 })) }), { maxLength: 4 }),
  }),
);

const goodBodies: Record<string, Record<string, unknown>> = {
  'POST expenses': expenseInput(a.user.id, [a.user.id, friend.user.id]),
  'PATCH expenses': {
    amount: '12',
    split: {
      mode: 'percent',
      members: [
        { userId: a.user.id, value: '60' },
        { userId: friend.user.id, value: '40' },
      ],
    },
  },
  'POST settlements': { from: friend.user.id, to: a.user.id, amount: '3', recordInMoneyTracking: true },
};

const routes = [
  ['GET', '/api/groups/{id}/expenses'],
  ['POST', '/api/groups/{id}/expenses'],
  ['PATCH', '/api/groups/{id}/expenses/{expenseId}'],
  ['DELETE', '/api/groups/{id}/expenses/{expenseId}'],
  ['GET', '/api/groups/{id}/balances'],
  ['GET', '/api/groups/{id}/settlements'],
  ['POST', '/api/groups/{id}/settlements'],
  ['DELETE', '/api/groups/{id}/settlements/{settlementId}'],
] as const;

const strangeId = fc.constantFrom('a', '%00', '..', 'x'.repeat(150), '00000000-0000-0000-0000-00000000000z');
// Mostly A's own group and expense, so most calls get past the membership check to the rules.
const groupIdArbitrary = fc.oneof({ arbitrary: fc.constant(groupA.id), weight: 4 }, { arbitrary: fc.constantFrom(...ids), weight: 2 }, { arbitrary: strangeId, weight: 1 });
const itemIdArbitrary = fc.oneof({ arbitrary: fc.constant(expenseA.id), weight: 3 }, { arbitrary: fc.constantFrom(...ids), weight: 2 }, { arbitrary: strangeId, weight: 1 });

describe('group expense routes under fuzzing', () => {
  it('answers below 500 and never touches B’s group or money tracking', async () => {
    const before = await snapshotOfB();
    for (const [index, [method, path]] of routes.entries()) {
      const kind = `${method} ${path.split('/')[4]}`;
      const good = goodBodies[kind] ?? {};
      const body = fc.oneof(
        { arbitrary: fc.record({ field: fc.constantFrom(...Object.keys(good), 'extra'), value: hostile }).map(({ field, value }) => ({ ...good, [field]: value })), weight: 3 },
        { arbitrary: fc.constant(good), weight: 1 },
        { arbitrary: fc.constantFrom<unknown>(null, [], 'text', 42), weight: 1 },
      );
      const query = fc.oneof(fc.constant(''), fc.constantFrom('cursor=nonsense', 'limit=-1', 'limit=abc', 'limit=100000', 'cursor=MjAyNi0wMS0wMXx4'));
      await fc.assert(
        fc.asyncProperty(groupIdArbitrary, itemIdArbitrary, body, query, async (groupId, itemId, payload, search) => {
          const url = path.replace('{id}', encodeURIComponent(groupId)).replace(/\{\w+Id\}/, encodeURIComponent(itemId)) + (search ? `?${search}` : '');
          const hasBody = method === 'POST' || method === 'PATCH';
          const response = await app.inject({
            method,
            url,
            headers: { cookie: a.cookie, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
            ...(hasBody ? { payload: JSON.stringify(payload) } : {}),
          });
          if (response.statusCode >= 500) throw new Error(`${method} ${url} ${JSON.stringify(payload).slice(0, 300)} → ${response.statusCode} ${response.body}`);
        }),
        { seed: 20261201 + index, numRuns: 40, endOnFailure: true },
      );
    }
    expect(await snapshotOfB()).toEqual(before);
  });
});
