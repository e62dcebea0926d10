import { describe, expect, it } from 'vitest';
import { registerUser, signIn } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app } = await createTestApp();

const newPassword = 'a brand new passphrase 7';
const currentUser = (cookie: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const changePassword = (cookie: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/auth/password', headers: { cookie }, payload });

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
      fieldErrors: { currentPassword: 'Current password is incorrect' },
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
});
