import { describe, expect, it } from 'vitest';
import { registerUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();

const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
const updateMe = (cookie: string, payload: unknown) => app.inject({ method: 'PATCH', url: '/api/users/me', headers: { cookie }, payload: payload as object });

describe('/api/users/me', () => {
  it('answers the signed-in user and nothing more', async () => {
    const registered = await registerUser(app, { firstName: 'Noor', lastName: 'Haddad' });
    const response = await me(registered.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(registered.user);
    expect(response.body).not.toMatch(/password|hash|argon/i);
  });

  it('renames the user, trimming the names, and leaves other users alone', async () => {
    const alice = await registerUser(app, { firstName: 'Alice', lastName: 'Ng' });
    const bob = await registerUser(app, { firstName: 'Bob', lastName: 'Ortiz' });
    const response = await updateMe(alice.cookie, { firstName: '  Alicia ', timezone: 'Europe/Madrid' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...alice.user, firstName: 'Alicia' });
    expect((await me(alice.cookie)).json().firstName).toBe('Alicia');
    expect((await me(bob.cookie)).json()).toEqual(bob.user);

    const { rows } = await database.pool.query('select timezone from users where id = $1', [alice.user.id]);
    expect(rows[0].timezone).toBe('Europe/Madrid');
  });

  it('answers the unchanged user for an empty change', async () => {
    const registered = await registerUser(app);
    const response = await updateMe(registered.cookie, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(registered.user);
  });

  it.each([
    ['a blank first name', { firstName: ' ' }, 'firstName', 'First name is required'],
    ['a last name that is not text', { lastName: 7 }, 'lastName', 'Last name is required'],
    ['a name over 100 characters', { lastName: 'x'.repeat(101) }, 'lastName', 'Name is too long'],
    ['an e-mail change', { email: 'new@tandem.test' }, 'email', 'Unknown field: email'],
    ['an unknown time zone', { timezone: 'Nowhere/Land' }, 'timezone', 'Unknown time zone'],
  ])('refuses %s', async (_case, payload, field, message) => {
    const registered = await registerUser(app);
    const response = await updateMe(registered.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { [field]: message } });
    expect((await me(registered.cookie)).json()).toEqual(registered.user);
  });

  it('answers 401 when signed out', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PATCH', url: '/api/users/me', payload: { firstName: 'X' } })).statusCode).toBe(401);
  });
});
