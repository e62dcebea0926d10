import { describe, expect, it } from 'vitest';
import { registerUser, uniqueEmail } from '../support/factories';
import { createTestApp } from '../support/test-app';
import { nextYear } from '../modules/transactions/money-helpers';

const { app } = await createTestApp();
const user = await registerUser(app);
const other = await registerUser(app);

const singleLineMessage = 'Names must fit on one line, without line breaks';

const send = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>, cookie = user.cookie) => app.inject({ method, url, headers: { cookie }, payload });

describe('answers to a signed-in user', () => {
  it('tell every cache not to keep them', async () => {
    for (const url of ['/api/auth/user', '/api/financial-goals', '/api/transactions', '/api/groups']) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('switch off browser features the app never uses, on pages and API answers alike', async () => {
    for (const url of ['/api/health', '/', '/api/financial-goals']) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
      expect(response.headers['permissions-policy'], url).toContain('camera=()');
      expect(response.headers['permissions-policy'], url).toContain('geolocation=()');
    }
  });
});

describe('a body that is not valid UTF-8', () => {
  it('is refused with 400 and nothing is saved, instead of being stored with replacement characters', async () => {
    const title = Buffer.concat([Buffer.from('{"title":"Trip '), Buffer.from([0xff, 0xfe]), Buffer.from(`","targetAmount":100,"targetDate":"${nextYear()}"}`)]);
    const response = await app.inject({ method: 'POST', url: '/api/financial-goals', headers: { cookie: user.cookie, 'content-type': 'application/json' }, payload: title });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'The request body is not valid UTF-8 text' });
    const goals = await app.inject({ method: 'GET', url: '/api/financial-goals', headers: { cookie: user.cookie } });
    expect(goals.json()).toEqual([]);
  });
});

describe('names with line breaks', () => {
  const breaks = ['Eve\nMallory', 'Eve\r\nMallory', 'Eve\u2028Mallory'];

  it('are refused at sign-up and in the profile, with a clear message on the field', async () => {
    for (const firstName of breaks) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { firstName, lastName: 'Lee', email: uniqueEmail(), password: 'a long enough passphrase' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ firstName: singleLineMessage });
    }
    const profile = await send('PATCH', '/api/users/me', { lastName: 'Lee\nAdmin' });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().fieldErrors).toEqual({ lastName: singleLineMessage });
  });

  it('are refused in group, category, project, goal and task names', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/groups', { name: 'Flat\nshare' }, 'name'],
      ['/api/categories', { name: 'Pets\nfood', type: 'expense' }, 'name'],
      ['/api/time/projects', { name: 'Client\nwork' }, 'name'],
      ['/api/financial-goals', { title: 'Trip\nto Rome', targetAmount: 100, targetDate: nextYear() }, 'title'],
      ['/api/planning/tasks', { title: 'Call\nbank' }, 'title'],
    ];
    for (const [url, payload, field] of cases) {
      const response = await send('POST', url, payload, other.cookie);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().fieldErrors, url).toEqual({ [field]: singleLineMessage });
    }
  });

  it('still take a name on one line', async () => {
    expect((await send('POST', '/api/groups', { name: 'Flat share' })).statusCode).toBe(201);
    expect((await send('PATCH', '/api/users/me', { firstName: 'Ann-Marie' })).statusCode).toBe(200);
  });
});
