import { describe, expect, it } from 'vitest';
import { registerUser, uniqueEmail } from '../support/factories';
import { createTestApp } from '../support/test-app';
import { createGoal, createTransaction, nextYear, today } from '../modules/transactions/money-helpers';

const { app } = await createTestApp();
const user = await registerUser(app);

const refusedText = 'This text contains characters that are not allowed';
const refusal = (field: string) => ({
  message: refusedText,
  code: 'VALIDATION_FAILED',
  key: 'validation.forbiddenCharacters',
  fieldErrors: { [field]: refusedText },
  fieldKeys: { [field]: { key: 'validation.forbiddenCharacters' } },
});
const notFoundBody = { message: 'The requested resource was not found', code: 'NOT_FOUND', key: 'messages.notFound' };

const nul = 'a\u0000b';
const loneHigh = 'a\uD800b';
const loneLow = '\uDC00z';

const get = (url: string, cookie = user.cookie) => app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, cookie = user.cookie) =>
  app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

describe('NUL and lone surrogates', () => {
  it('are refused on the field that carries them at registration, and no account is made', async () => {
    const email = uniqueEmail();
    for (const [field, value] of [
      ['firstName', nul],
      ['lastName', loneHigh],
      ['email', `x${nul}${email}`],
      ['password', `long password ${loneLow}`],
    ] as const) {
      const payload = { firstName: 'Ann', lastName: 'Lee', email, password: 'a long enough passphrase', [field]: value };
      const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal(field));
    }
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'a long enough passphrase' } });
    expect(login.statusCode).toBe(401);
  });

  it('are refused in goal titles and descriptions, on create and edit', async () => {
    const base = { title: 'Trip', targetAmount: 100, targetDate: nextYear() };
    expect((await send('POST', '/api/financial-goals', { ...base, title: `Trip${nul}` })).json()).toEqual(refusal('title'));
    expect((await send('POST', '/api/financial-goals', { ...base, description: loneHigh })).json()).toEqual(refusal('description'));
    const goal = await createGoal(app, user.cookie);
    const edit = await send('PATCH', `/api/financial-goals/${goal.id}`, { description: loneLow });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual(refusal('description'));
    expect((await get(`/api/financial-goals/${goal.id}`)).json().description).toBeNull();
  });

  it('are refused in query parameters and path ids', async () => {
    const search = await get('/api/transactions?q=%00');
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual(refusal('q'));
    expect((await get('/api/transactions?category=food%00')).json()).toEqual(refusal('category'));
    expect((await get('/api/financial-goals?category=%00')).json()).toEqual(refusal('category'));
    expect((await get('/api/transactions/abc%00def')).json()).toEqual(refusal('id'));
  });

  it('are refused in transactions and in any import row, naming the row', async () => {
    const row = { amount: 5, type: 'expense', category: 'dining', date: today(), description: 'Lunch' };
    expect((await send('POST', '/api/transactions', { ...row, description: `Lunch${nul}` })).json()).toEqual(refusal('description'));
    const imported = await send('POST', '/api/transactions/import', { rows: [row, { ...row, description: loneHigh }] });
    expect(imported.statusCode).toBe(400);
    expect(imported.json()).toEqual(refusal('rows.1.description'));
    const dryRun = await send('POST', '/api/transactions/import', { rows: [row, { ...row, [`note${nul}`]: 1 }], dryRun: true });
    expect(dryRun.statusCode).toBe(400);
    expect(dryRun.json()).toEqual(refusal('rows.1.notea?b'));
    expect((await get('/api/transactions')).json().items).toEqual([]);
  });

  it('leaves well-formed text alone, including characters outside the basic plane', async () => {
    const goal = await createGoal(app, user.cookie, { title: 'Beach 🏖️ 海', description: 'ok – fine' });
    expect(goal.title).toBe('Beach 🏖️ 海');
  });
});

describe('ids and paths', () => {
  it('answers our 404 for ids longer than the router allows', async () => {
    const long = 'a'.repeat(150);
    for (const url of [`/api/financial-goals/${long}`, `/api/transactions/${long}`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
    const revoke = await send('DELETE', `/api/auth/sessions/${long}`);
    expect(revoke.statusCode).toBe(404);
    expect(revoke.json()).toEqual(notFoundBody);
  });

  it('answers our 404 for a path that does not decode', async () => {
    const response = await get('/api/financial-goals/%E0%A4%A');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
  });
});

describe('months and dates', () => {
  it('bounds the summary range to 1900-01 … 2999-12', async () => {
    for (const query of ['to=9999-12', 'from=0000-01', 'from=1899-12', 'to=3000-01']) {
      const response = await get(`/api/transactions/summary?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Enter a month between 1900-01 and 2999-12' });
    }
    const edge = await get('/api/transactions/summary?from=2999-01&to=2999-12');
    expect(edge.statusCode).toBe(200);
    expect(edge.json()).toMatchObject({ from: '2999-01', to: '2999-12' });
    expect(edge.json().months).toHaveLength(12);
    const old = await get('/api/transactions/summary?from=1900-01&to=1900-03');
    expect(old.json()).toMatchObject({ from: '1900-01', to: '1900-03' });
  });

  it('refuses date-times whose day or time does not exist', async () => {
    for (const date of ['2026-02-30T12:00:00Z', '2025-04-31T08:00:00+02:00', '2024-01-10T24:00:00Z', '2024-01-10T12:61:00Z']) {
      const response = await send('POST', '/api/transactions', { amount: 5, category: 'dining', date });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ date: 'Enter a valid date' });
    }
  });

  it('checks the 1900 limit in the user’s zone, not in UTC', async () => {
    const karachi = await registerUser(app, { timezone: 'Asia/Karachi' });
    const early = await send('POST', '/api/transactions', { amount: 5, category: 'dining', date: '1900-01-01T03:00:00+05:00' }, karachi.cookie);
    expect(early.statusCode).toBe(201);
    expect(early.json().date).toBe('1900-01-01');

    const newYork = await registerUser(app, { timezone: 'America/New_York' });
    const before = await send('POST', '/api/transactions', { amount: 5, category: 'dining', date: '1900-01-01T02:00:00Z' }, newYork.cookie);
    expect(before.statusCode).toBe(400);
    expect(before.json().fieldErrors).toEqual({ date: 'Enter a valid date' });
    const imported = await send('POST', '/api/transactions/import', { rows: [{ amount: 5, category: 'dining', date: '1900-01-01T02:00:00Z' }], dryRun: true }, newYork.cookie);
    expect(imported.statusCode).toBe(400);
    expect(imported.json().errors).toEqual([{ row: 1, field: 'date', message: 'Enter a valid date', key: 'validation.dateInvalid' }]);
  });

  it('keeps the future limit in the user’s zone', async () => {
    const kiritimati = await registerUser(app, { timezone: 'Pacific/Kiritimati' });
    const transaction = await createTransaction(app, kiritimati.cookie, { date: new Date().toISOString() });
    expect(transaction.date).toBe(today('Pacific/Kiritimati'));
  });
});

describe('goal status on create', () => {
  it('honours a completed or archived status', async () => {
    const completed = await createGoal(app, user.cookie, { status: 'completed' });
    expect(completed).toMatchObject({ status: 'completed', completedAt: expect.any(String), progress: { state: 'completed' } });
    expect((await get(`/api/financial-goals/${completed.id}`)).json().status).toBe('completed');
    const archived = await createGoal(app, user.cookie, { status: 'archived' });
    expect(archived).toMatchObject({ status: 'archived', completedAt: null });
    const active = await createGoal(app, user.cookie, { status: 'active' });
    expect(active.status).toBe('active');
  });
});
