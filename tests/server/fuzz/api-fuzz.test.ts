import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/shared/dates';
import { createEvent, createGroup, createInvite, eventInput, registerUser, uniqueEmail, type RegisteredUser } from '../support/factories';
import { startFakeCoinGecko } from '../support/fake-coingecko';
import { createTestApp } from '../support/test-app';
import { createGoal, createTransaction, nextYear, today } from '../modules/transactions/money-helpers';

/**
 * Every documented route, called by signed-in user A with generated bad input — wrong types,
 * huge and hostile strings, NUL and lone surrogates, deep nesting, extreme numbers, impossible
 * dates, unknown fields, bad ids and user B's ids — must answer below 500 and leave B's data
 * exactly as it was. Seeded and bounded, so a failure reproduces and the run stays short.
 */

// Price routes answer from a fake CoinGecko, so a 502 here would be a real failure; rates go
// to a closed local port: the network is down, so rate routes answer at once.
const coinGecko = await startFakeCoinGecko();
afterAll(() => coinGecko.close());
const { app, database } = await createTestApp({ COINGECKO_BASE_URL: coinGecko.url, FX_BASE_URL: 'http://127.0.0.1:9' });

interface Operation {
  method: string;
  path: string;
  query: string[];
  body: string[];
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

async function documentedOperations(): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs' });
  expect(response.statusCode).toBe(200);
  const paths = response.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>().paths;
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      query: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
      body: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    })),
  );
}

/** B's rows everywhere they live, as one comparable value (requests others send B may arrive). */
async function snapshotOf(userId: string): Promise<unknown> {
  const { rows } = await database.pool.query(
    `select json_build_object(
      'user', (select row_to_json(u) from users u where u.id = $1),
      'preferences', (select row_to_json(p) from user_preferences p where p.user_id = $1),
      'goals', (select json_agg(g order by g.id) from financial_goals g where g.user_id = $1),
      'goalShares', (select json_agg(s order by s.goal_id, s.group_id) from goal_group_shares s join financial_goals g on g.id = s.goal_id where g.user_id = $1),
      'transactions', (select json_agg(t order by t.id) from transactions t where t.user_id = $1),
      'rollups', (select json_agg(r order by r.month, r.type, r.category) from transaction_monthly_rollups r where r.user_id = $1),
      'totals', (select json_agg(t order by t.type, t.category) from transaction_totals t where t.user_id = $1),
      'sessions', (select json_agg(json_build_object('id', s.id, 'revoked', s.revoked_at) order by s.id) from sessions s where s.user_id = $1),
      'sentFriendRequests', (select json_agg(r order by r.id) from friend_requests r where r.sender_id = $1),
      'friendships', (select json_agg(f order by f.user_id, f.friend_id) from friendships f where f.user_id = $1 or f.friend_id = $1),
      'groups', (select json_agg(g order by g.id) from groups g where g.id in (select group_id from group_members where user_id = $1)),
      'memberships', (select json_agg(m order by m.group_id, m.user_id) from group_members m
        where m.group_id in (select group_id from group_members where user_id = $1)),
      'invites', (select json_agg(i order by i.id) from group_invites i where i.group_id in (select group_id from group_members where user_id = $1)),
      'events', (select json_agg(e order by e.id) from events e where e.user_id = $1),
      'eventExceptions', (select json_agg(x order by x.event_id, x.original_start) from event_exceptions x join events e on e.id = x.event_id where e.user_id = $1),
      'rsvps', (select json_agg(r order by r.event_id) from event_rsvps r where r.user_id = $1),
      'calendarShares', (select json_agg(c order by c.token) from calendar_shares c where c.user_id = $1),
      'cryptoTrades', (select json_agg(t order by t.id) from crypto_trades t where t.user_id = $1)
    ) as snapshot`,
    [userId],
  );
  return rows[0]?.snapshot;
}

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? { a: value } : [value];
  return value;
}

const hostileText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    '\uD800',
    'x\uDC00y',
    '',
    ' ',
    '2026-02-30T12:00:00Z',
    '2024-01-10T24:00:00Z',
    '0000-01-01',
    '9999-12-31',
    '9999-12',
    '0000-01',
    '1899-12-31T23:00:00-05:00',
    '-1',
    '1e400',
    '99999999999999999999999999',
    '0.001',
    'NaN',
    "'; drop table users; --",
    '../../etc/passwd',
    '%00',
    '__proto__',
    'x'.repeat(5000),
  ),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.constantFrom(-1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 63, 0.1 + 0.2),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** Percent-encodes any text, including lone surrogates, which encodeURIComponent refuses. */
function encode(text: string): string {
  return [...text].map((character) => (/\p{Cs}/u.test(character) ? '%ED%A0%80' : encodeURIComponent(character))).join('');
}

interface World {
  a: RegisteredUser;
  b: RegisteredUser;
  ids: string[];
  goodBodies: Record<string, Record<string, unknown>>;
}

async function buildWorld(): Promise<World> {
  const a = await registerUser(app);
  const b = await registerUser(app);
  const bGoal = await createGoal(app, b.cookie, { title: 'B saves' });
  const bSpend = await createTransaction(app, b.cookie, { description: 'B spends' });
  const bContribution = await createTransaction(app, b.cookie, { type: 'transfer', category: 'goal_contribution', goalId: bGoal.id, amount: 10 });
  const bGroup = await createGroup(app, b.cookie, { name: 'B’s group' });
  const bInvite = await createInvite(app, b.cookie, bGroup.id);
  const bShare = await app.inject({
    method: 'POST',
    url: `/api/goals/${bGoal.id}/share-with-group`,
    headers: { cookie: b.cookie },
    payload: { groupId: bGroup.id, permission: 'can_contribute' },
  });
  expect(bShare.statusCode).toBe(201);
  const bSessions = await app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { cookie: b.cookie } });
  const bSessionIds = bSessions.json<{ id: string }[]>().map((session) => session.id);
  const bFriendRequests = await friendRowsOf(b);
  const bEvent = await createEvent(app, b.cookie, { title: 'B meets' });
  const bSeries = await createEvent(app, b.cookie, { title: 'B repeats', groupId: bGroup.id, recurrence: 'FREQ=WEEKLY;COUNT=5' });
  const bCalendarShare = (await app.inject({ method: 'POST', url: '/api/calendar/shares', headers: { cookie: b.cookie }, payload: {} })).json<{ token: string }>();
  const trade = { coinId: 'bitcoin', side: 'buy', quantity: '0.5', pricePerCoin: '30000', date: addDays(today(), -10) };
  const bTrade = (await app.inject({ method: 'POST', url: '/api/crypto/trades', headers: { cookie: b.cookie }, payload: trade })).json<{ id: string }>();
  const aGoal = await createGoal(app, a.cookie, { title: 'A saves' });
  const aEvent = await createEvent(app, a.cookie, { title: 'A meets' });
  const aSpend = await createTransaction(app, a.cookie, { description: 'A spends' });
  const transaction = { amount: '12.50', type: 'expense', category: 'dining', description: 'Lunch', date: today() };
  return {
    a,
    b,
    ids: [
      bGoal.id,
      bSpend.id,
      bContribution.id,
      ...bSessionIds,
      ...bFriendRequests,
      bGroup.id,
      bInvite.id,
      b.user.id,
      a.user.id,
      bEvent.id,
      bSeries.id,
      bCalendarShare.token,
      bTrade.id,
      aGoal.id,
      aSpend.id,
      aEvent.id,
      randomUUID(),
    ],
    goodBodies: {
      'POST /api/auth/register': { firstName: 'Fuzz', lastName: 'Tester', email: uniqueEmail('fuzz'), password: 'a fuzzing passphrase 1' },
      'POST /api/auth/login': { email: b.email, password: 'not b’s password' },
      'POST /api/auth/password': { currentPassword: 'not a’s password', newPassword: 'another passphrase 2' },
      'POST /api/auth/email-change': { email: b.email, currentPassword: 'not a’s password' },
      'POST /api/auth/password-reset': { email: b.email },
      'PATCH /api/users/me': { firstName: 'Renamed', timezone: 'Asia/Tokyo' },
      'PATCH /api/user-preferences': { theme: 'dark', language: 'th' },
      'POST /api/financial-goals': { title: 'Car', targetAmount: 1000, targetDate: nextYear(), category: 'car' },
      'PATCH /api/financial-goals/{id}': { title: 'Renamed goal', currentAmount: 5 },
      'POST /api/transactions': { ...transaction, type: 'transfer', category: 'goal_contribution', goalId: bGoal.id },
      'PATCH /api/transactions/{id}': { amount: 1, goalId: bGoal.id, date: addDays(today(), -1) },
      'POST /api/goals/{id}/share-with-group': { groupId: bGroup.id, permission: 'view' },
      'POST /api/groups': { name: 'Fuzz group', color: '#10b981', currency: 'EUR' },
      'PATCH /api/groups/{id}': { name: 'Renamed group', status: 'archived' },
      'PATCH /api/groups/{id}/members/{userId}': { role: 'owner' },
      'POST /api/groups/{id}/invites': { role: 'admin', expiresInDays: 3 },
      'POST /api/events': { ...eventInput(), groupId: bGroup.id, recurrence: 'FREQ=DAILY;COUNT=3' },
      'PUT /api/events/{id}': { ...eventInput({ title: 'Renamed event' }), groupId: bGroup.id },
      'POST /api/events/{id}/rsvp': { status: 'going' },
      'POST /api/calendar/shares': { groupId: bGroup.id },
      'POST /api/transactions/import': { rows: [transaction, { ...transaction, type: 'transfer', category: 'goal_contribution', goalId: bGoal.id }] },
      'POST /api/friends/requests': { email: b.email },
      'PATCH /api/referrals': { active: false },
      'POST /api/crypto/trades': { ...trade, side: 'sell', quantity: '0.1' },
      'PATCH /api/crypto/trades/{id}': { quantity: '0.25', date: addDays(today(), -1) },
      'PUT /api/investments/profile': { age: '30_44', horizon: '7_to_15', marketDrop: 'hold', objective: 'balanced_growth', experience: 'some', incomeStability: 'stable' },
    },
  };
}

/** B's friend request to C and friendship with D: ids A must not be able to answer, cancel or remove. */
async function friendRowsOf(b: RegisteredUser): Promise<string[]> {
  const [c, d] = [await registerUser(app), await registerUser(app)];
  const send = (from: RegisteredUser, email: string) => app.inject({ method: 'POST', url: '/api/friends/requests', headers: { cookie: from.cookie }, payload: { email } });
  const toC = (await send(b, c.email)).json<{ id: string }>();
  const toD = (await send(b, d.email)).json<{ id: string }>();
  await app.inject({ method: 'POST', url: `/api/friends/requests/${toD.id}/accept`, headers: { cookie: d.cookie } });
  return [toC.id, toD.id, b.user.id, c.user.id, d.user.id];
}

/** A body: a valid one with fields swapped for hostile values or extra fields, or anything at all. */
function bodyArbitrary(world: World, operation: Operation): fc.Arbitrary<unknown> {
  const good = world.goodBodies[`${operation.method} ${operation.path}`] ?? {};
  const fields = operation.body.length > 0 ? operation.body : ['value'];
  const fieldValue = fc.oneof(hostileValue, fc.constantFrom(...world.ids), fc.array(fc.dictionary(fc.constantFrom(...fields), hostileValue), { maxLength: 3 }));
  return fc.oneof(
    fc.record({ field: fc.constantFrom(...fields), value: fieldValue }).map(({ field, value }) => ({ ...good, [field]: value })),
    fc.dictionary(fc.constantFrom(...fields), fieldValue, { maxKeys: fields.length }),
    fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 4 }).map((extra) => ({ ...good, ...extra })),
    fc.constantFrom<unknown>(null, 42, 'text', [], [good], deeplyNested(2000), { rows: Array.from({ length: 3 }, () => deeplyNested(500)) }),
  );
}

function queryArbitrary(operation: Operation): fc.Arbitrary<string> {
  const names = [...operation.query, 'unknown', 'q\u0000'];
  return fc
    .array(fc.tuple(fc.constantFrom(...names), fc.oneof(hostileText, fc.integer().map(String))), { maxLength: 4 })
    .map((pairs) => pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&'));
}

function idArbitrary(world: World): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...world.ids),
    hostileText.filter((text) => text !== ''),
    fc.constant('a'.repeat(150)),
  );
}

describe('API fuzzing', () => {
  it('answers every documented route below 500 and never touches the other user’s data', async () => {
    const world = await buildWorld();
    const operations = (await documentedOperations()).filter(
      // Signing out takes no input; it would only end A's session for the routes after it.
      (operation) => !(operation.method === 'POST' && operation.path === '/api/auth/logout'),
    );
    expect(operations.length).toBeGreaterThan(20);
    const before = await snapshotOf(world.b.user.id);
    let cookie = world.a.cookie;

    for (const [index, operation] of operations.entries()) {
      const input = fc.record({ id: idArbitrary(world), query: queryArbitrary(operation), body: bodyArbitrary(world, operation), rawJson: fc.boolean() });
      await fc.assert(
        fc.asyncProperty(input, async ({ id, query, body, rawJson }) => {
          // Every path parameter (group, member, invite and event ids, share tokens) gets the generated id.
          const path = operation.path.replace(/\{\w+\}/g, encode(id));
          const url = query ? `${path}?${query}` : path;
          const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
          const payload = rawJson && hasBody ? '{"broken": [1, 2' : JSON.stringify(body);
          const response = await app.inject({
            method: operation.method as 'GET',
            url,
            headers: { cookie, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
            ...(hasBody ? { payload } : {}),
          });
          // Without a Stripe key, payment routes answer a documented 503: the server's choice, not a failure.
          const paymentsOff = response.statusCode === 503 && response.json<{ code?: string }>().code === 'payments_not_configured';
          // With the rate source unreachable, rate routes answer a documented 503 rather than make a rate up.
          const ratesOff = response.statusCode === 503 && response.json<{ code?: string }>().code === 'RATES_UNAVAILABLE';
          if (response.statusCode >= 500 && !paymentsOff && !ratesOff)
            throw new Error(`${operation.method} ${url} ${payload.slice(0, 300)} → ${response.statusCode} ${response.body}`);
          // A fuzzed registration or sign-in that succeeds moves the browser to that account.
          const replaced = response.cookies.find((candidate) => candidate.name === 'tandem_session' && candidate.value !== '');
          if (replaced) cookie = `tandem_session=${replaced.value}`;
        }),
        { seed: 20261122 + index, numRuns: 16, endOnFailure: true },
      );
    }

    expect(await snapshotOf(world.b.user.id)).toEqual(before);
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: world.b.cookie } })).statusCode).toBe(200);
  });
});
