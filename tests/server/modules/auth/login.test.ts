import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/server/app';
import { registerUser, sessionCookieFrom, signIn, uniqueEmail } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database, config } = await createTestApp();

const currentUser = (cookie: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

describe('POST /api/auth/login', () => {
  it('answers the user and a new session cookie, leaving the earlier session its own', async () => {
    const registered = await registerUser(app);
    const { response, cookie } = await signIn(app, registered.email.toUpperCase(), registered.password, {
      cookie: registered.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(registered.user);
    expect(response.json()).not.toHaveProperty('passwordHash');
    expect(cookie).toBeDefined();
    expect(cookie).not.toBe(registered.cookie);
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/);
    expect(String(response.headers['set-cookie'])).toContain('Max-Age=2592000');

    expect((await currentUser(cookie ?? '')).statusCode).toBe(200);
    expect((await currentUser(registered.cookie)).statusCode).toBe(200);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const registered = await registerUser(app);
    const unknown = await signIn(app, uniqueEmail('nobody'), registered.password);
    const wrong = await signIn(app, registered.email, 'not the right password');
    expect(unknown.response.statusCode).toBe(401);
    expect(wrong.response.statusCode).toBe(401);
    expect(unknown.response.json()).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    expect(wrong.response.body).toBe(unknown.response.body);
    expect(unknown.cookie).toBeUndefined();
    expect(wrong.cookie).toBeUndefined();
  });

  it('validates the body', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail() } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ password: 'Password is required' });

    const extra = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail(), password: 'whatever123', remember: true },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses a sign-in posted from a foreign origin', async () => {
    const registered = await registerUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: registered.email, password: registered.password },
    });
    expect(response.statusCode).toBe(403);
    expect(sessionCookieFrom(response)).toBeUndefined();
  });
});

describe('sign-in throttling', () => {
  it('locks an account after ten failures, even against the right password, without locking others', async () => {
    const target = await registerUser(app);
    const bystander = await registerUser(app);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const { response } = await signIn(app, target.email, `wrong guess ${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    const locked = await signIn(app, target.email, target.password);
    expect(locked.response.statusCode).toBe(429);
    expect(locked.response.json()).toMatchObject({ message: 'Too many requests. Please wait a moment and try again.' });
    expect(locked.cookie).toBeUndefined();

    const other = await signIn(app, bystander.email, bystander.password);
    expect(other.response.statusCode).toBe(200);
  });

  it('forgets an account\'s failures once it signs in', async () => {
    const registered = await registerUser(app);
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(app, registered.email, `typo ${attempt}`);
    expect((await signIn(app, registered.email, registered.password)).response.statusCode).toBe(200);
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(app, registered.email, `typo again ${attempt}`);
    expect((await signIn(app, registered.email, registered.password)).response.statusCode).toBe(200);
  });

  it('shares the account count between app instances on one database', async () => {
    const registered = await registerUser(app);
    const second = await buildApp({ db: database.db, config });
    try {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const instance = attempt % 2 === 0 ? app : second;
        expect((await signIn(instance, registered.email, `guess ${attempt}`)).response.statusCode).toBe(401);
      }
      expect((await signIn(second, registered.email, registered.password)).response.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('sign-in throttling per address', async () => {
  // A small per-address limit, and a database of its own.
  const { app: fresh } = await createTestApp({ AUTH_ATTEMPTS_PER_ADDRESS: '20' });

  it('refuses an address after twenty failures across accounts, whatever it claims to forward', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const { response } = await signIn(fresh, uniqueEmail('spray'), 'sprayed password 1');
      expect(response.statusCode).toBe(401);
    }
    const blocked = await signIn(fresh, uniqueEmail('spray'), 'sprayed password 1');
    expect(blocked.response.statusCode).toBe(429);

    const elsewhere = await signIn(fresh, uniqueEmail('spray'), 'sprayed password 1', { 'x-forwarded-for': '203.0.113.9' });
    expect(elsewhere.response.statusCode).toBe(429);
  });
});
