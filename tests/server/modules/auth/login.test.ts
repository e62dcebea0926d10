import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/server/app';
import { registerUser, sessionCookieFrom, setCookieOf, signIn, uniqueEmail } from '../../support/factories';
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
    expect(unknown.response.json()).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS', key: 'messages.invalidCredentials' });
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

const stranger = '198.51.100.7';
const ownersHome = '203.0.113.5';

/** Signs in from a given client address, with any cookies given. */
async function signInFrom(instance: FastifyInstance, remoteAddress: string, email: string, password: string, cookie?: string) {
  const response = await instance.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: cookie ? { cookie } : {},
    payload: { email, password },
  });
  return { response, cookie: sessionCookieFrom(response), device: deviceCookieFrom(response) };
}

function deviceCookieFrom(response: { cookies: { name: string; value: string }[] }): string | undefined {
  const cookie = setCookieOf(response, 'device');
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
}

/** Lets every running wait end now, standing in for the client waiting its Retry-After. */
const endWaits = () => database.pool.query(`update login_throttle set not_before = now() - interval '1 second'`);

/** Fails `count` times from `address`, waiting out each slowdown first. */
async function failPatiently(instance: FastifyInstance, address: string, email: string, count: number, cookie?: string) {
  for (let attempt = 0; attempt < count; attempt += 1) {
    await endWaits();
    const { response } = await signInFrom(instance, address, email, `wrong guess ${attempt}`, cookie);
    expect(response.statusCode).toBe(401);
  }
}

describe('sign-in throttling', () => {
  it('slows an account and address pair down after five failures, waiting longer after each', async () => {
    const target = await registerUser(app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signInFrom(app, stranger, target.email, `quick guess ${attempt}`)).response.statusCode).toBe(401);
    }
    await failPatiently(app, stranger, target.email, 3);
    const held = await signInFrom(app, stranger, target.email, target.password);
    expect(held.response.statusCode).toBe(429);
    expect(held.response.json()).toMatchObject({ message: 'Too many requests. Please wait a moment and try again.' });
    expect(held.cookie).toBeUndefined();
    const firstWait = Number(held.response.headers['retry-after']);
    expect(firstWait).toBeGreaterThanOrEqual(1);
    expect(firstWait).toBeLessThanOrEqual(4);

    await failPatiently(app, stranger, target.email, 1);
    const longer = await signInFrom(app, stranger, target.email, target.password);
    expect(longer.response.statusCode).toBe(429);
    expect(Number(longer.response.headers['retry-after'])).toBeGreaterThan(4);
  });

  it("never locks the owner out because of a stranger's wrong passwords", async () => {
    const owner = await registerUser(app);
    const fromHome = await signInFrom(app, ownersHome, owner.email, owner.password);
    expect(fromHome.device).toBeDefined();

    for (let attempt = 0; attempt < 12; attempt += 1) await signInFrom(app, stranger, owner.email, `stranger ${attempt}`);
    expect((await signInFrom(app, stranger, owner.email, owner.password)).response.statusCode).toBe(429);

    // Another address, a brand-new browser: unaffected.
    expect((await signInFrom(app, '192.0.2.44', owner.email, owner.password)).response.statusCode).toBe(200);
    // The stranger's own address, but a browser that has signed in to the account before.
    const known = await signInFrom(app, stranger, owner.email, owner.password, fromHome.device);
    expect(known.response.statusCode).toBe(200);
    expect(known.cookie).toBeDefined();
    expect((await currentUser(known.cookie ?? '')).statusCode).toBe(200);
  });

  it('slows a known browser down on its own failures', async () => {
    const owner = await registerUser(app);
    const first = await signInFrom(app, ownersHome, owner.email, owner.password);
    await failPatiently(app, ownersHome, owner.email, 8, first.device);
    const held = await signInFrom(app, ownersHome, owner.email, owner.password, first.device);
    expect(held.response.statusCode).toBe(429);
  });

  it("forgets a pair's failures once it signs in", async () => {
    const registered = await registerUser(app);
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(app, registered.email, `typo ${attempt}`);
    expect((await signIn(app, registered.email, registered.password)).response.statusCode).toBe(200);
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(app, registered.email, `typo again ${attempt}`);
    expect((await signIn(app, registered.email, registered.password)).response.statusCode).toBe(200);
  });

  it('shares the count between app instances on one database', async () => {
    const registered = await registerUser(app);
    const second = await buildApp({ db: database.db, config });
    try {
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const instance = attempt % 2 === 0 ? app : second;
        await endWaits();
        expect((await signInFrom(instance, stranger, registered.email, `guess ${attempt}`)).response.statusCode).toBe(401);
      }
      expect((await signInFrom(second, stranger, registered.email, registered.password)).response.statusCode).toBe(429);
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
