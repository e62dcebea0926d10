import { afterAll, describe, expect, it, vi } from 'vitest';
import { registerUser, sessionCookieFrom, signIn } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

// The race below needs sign-ins that take as long as real ones, so this file hashes with the
// production parameters (the other API tests use a cheap test-only setting, vitest.config.ts).
vi.stubEnv('TEST_PASSWORD_HASHING', 'baseline');
// The next file in this worker shares the process (vitest.config.ts `isolate: false`).
afterAll(() => vi.unstubAllEnvs());

const { app } = await createTestApp();

const newPassword = 'a brand new passphrase 7';
const currentUser = (cookie: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const changePassword = (cookie: string, payload: object) => app.inject({ method: 'POST', url: '/api/auth/password', headers: { cookie }, payload });

describe('POST /api/auth/password', () => {
  it('changes the password, keeps this session and ends every other one', async () => {
    const registered = await registerUser(app);
    const elsewhere = await signIn(app, registered.email, registered.password);
    const other = await registerUser(app);

    const response = await changePassword(registered.cookie, { currentPassword: registered.password, newPassword });
    expect(response.statusCode).toBe(204);

    expect((await currentUser(registered.cookie)).statusCode).toBe(200);
    expect((await currentUser(elsewhere.cookie ?? '')).statusCode).toBe(401);
    expect((await currentUser(other.cookie)).statusCode).toBe(200);

    expect((await signIn(app, registered.email, registered.password)).response.statusCode).toBe(401);
    expect((await signIn(app, registered.email, newPassword)).response.statusCode).toBe(200);
  });

  it('refuses a wrong current password on its field and changes nothing', async () => {
    const registered = await registerUser(app);
    const elsewhere = await signIn(app, registered.email, registered.password);
    const response = await changePassword(registered.cookie, { currentPassword: 'not my password', newPassword });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Current password is incorrect',
      code: 'VALIDATION_FAILED',
      key: 'messages.wrongPassword',
      fieldErrors: { currentPassword: 'Current password is incorrect' },
      fieldKeys: { currentPassword: { key: 'messages.wrongPassword' } },
    });
    expect((await currentUser(elsewhere.cookie ?? '')).statusCode).toBe(200);
    expect((await signIn(app, registered.email, registered.password)).response.statusCode).toBe(200);
  });

  it('applies the new-password rules', async () => {
    const registered = await registerUser(app);
    const common = await changePassword(registered.cookie, { currentPassword: registered.password, newPassword: 'qwerty123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().fieldErrors).toEqual({ newPassword: 'This password is too common. Choose a less predictable one.' });

    const short = await changePassword(registered.cookie, { currentPassword: registered.password, newPassword: 'abc' });
    expect(short.json().fieldErrors).toEqual({ newPassword: 'Password must be at least 8 characters' });

    const missing = await changePassword(registered.cookie, { newPassword });
    expect(missing.json().fieldErrors).toEqual({ currentPassword: 'Password is required' });
  });

  it('stops guessing the current password after ten wrong tries', async () => {
    const registered = await registerUser(app);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await changePassword(registered.cookie, { currentPassword: `guess ${attempt}`, newPassword })).statusCode).toBe(400);
    }
    const blocked = await changePassword(registered.cookie, { currentPassword: registered.password, newPassword });
    expect(blocked.statusCode).toBe(429);
    expect((await signIn(app, registered.email, registered.password)).response.statusCode).toBe(200);
  });

  it('ends every session signed in with the old password, however the sign-ins race the change', async () => {
    /** One race on a fresh account: old-password sign-ins against a change of that password. */
    const race = async (round: number) => {
      const registered = await registerUser(app);
      const oldPasswordLogin = (index: number) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          // Each from its own address, so the race is not cut short by throttling.
          remoteAddress: `198.${51 + round}.${100 + Math.floor(index / 200)}.${(index % 200) + 1}`,
          payload: { email: registered.email, password: registered.password },
        });
      // A few sign-ins start just before the change; more keep starting, a few milliseconds
      // apart, until the change has answered.
      const pending = [0, 1, 2, 3, 4].map(oldPasswordLogin);
      let settled = false;
      const change = changePassword(registered.cookie, { currentPassword: registered.password, newPassword }).finally(() => {
        settled = true;
      });
      // `settled` turns true in the callback above while this loop awaits, which narrowing cannot see.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      for (let index = pending.length; index < 80 && !settled; index += 1) {
        pending.push(oldPasswordLogin(index));
        await new Promise((resolve) => setTimeout(resolve, 4));
      }
      const [changed, ...logins] = await Promise.all([change, ...pending]);
      expect(changed.statusCode).toBe(204);
      for (const response of logins) expect([200, 401]).toContain(response.statusCode);
      expect((await currentUser(registered.cookie)).statusCode).toBe(200);
      expect((await signIn(app, registered.email, newPassword)).response.statusCode).toBe(200);
      return logins.filter((response) => response.statusCode === 200).map((response) => sessionCookieFrom(response) ?? '');
    };

    // How the race falls depends on the machine; run it until old-password sign-ins did get in.
    const cookies: string[] = [];
    for (let round = 0; round < 8 && cookies.length === 0; round += 1) cookies.push(...(await race(round)));
    expect(cookies.length).toBeGreaterThan(0);
    const stillSignedIn = [];
    for (const cookie of cookies) if ((await currentUser(cookie)).statusCode !== 401) stillSignedIn.push(cookie);
    expect(stillSignedIn).toEqual([]);
  });
});
