import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codeStep, passwordStep, signedInAgent, totpCode, twoFactorAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app } = await createTestApp();

// The middle of a 30-second step, so a code made by the test is still the server's a moment later.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 15_000);
});
afterEach(() => vi.useRealTimers());

const backupCodeFormat = /^[a-z2-9]{4}-[a-z2-9]{4}$/;

describe('turning two-factor sign-in on', () => {
  it('starts off, then gives a secret with its otpauth URL and QR code', async () => {
    const alice = await signedInAgent(app);
    expect((await alice.get('/api/auth/two-factor')).json()).toEqual({ twoFactorEnabled: false, backupCodesLeft: 0 });

    const setup = await alice.post('/api/auth/two-factor/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.json<{ secret: string; otpauthUrl: string; qrCode: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(`otpauth://totp/Tandem:${encodeURIComponent(alice.email)}?secret=${secret}&issuer=Tandem`);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    // Still off until a code checks out.
    expect((await alice.get('/api/auth/two-factor')).json()).toEqual({ twoFactorEnabled: false, backupCodesLeft: 0 });
  });

  it('turns on with a code from the pending secret and shows ten backup codes once', async () => {
    const alice = await signedInAgent(app);
    const { secret } = (await alice.post('/api/auth/two-factor/setup')).json<{ secret: string }>();

    const wrong = await alice.post('/api/auth/two-factor/enable', { code: totpCode(secret, 5) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ code: 'This code is not right. Check your authenticator app and try again' });

    const malformed = await alice.post('/api/auth/two-factor/enable', { code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toEqual({ code: 'Enter the 6-digit code from your authenticator app' });

    const enabled = await alice.post('/api/auth/two-factor/enable', { code: totpCode(secret, 1) });
    expect(enabled.statusCode).toBe(200);
    const { backupCodes } = enabled.json<{ backupCodes: string[] }>();
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    for (const code of backupCodes) expect(code).toMatch(backupCodeFormat);
    expect((await alice.get('/api/auth/two-factor')).json()).toEqual({ twoFactorEnabled: true, backupCodesLeft: 10 });

    expect((await alice.post('/api/auth/two-factor/setup')).statusCode).toBe(409);
    expect((await alice.post('/api/auth/two-factor/enable', { code: totpCode(secret, 0) })).statusCode).toBe(409);
  });

  it('replaces an earlier pending secret with each new setup', async () => {
    const alice = await signedInAgent(app);
    const first = (await alice.post('/api/auth/two-factor/setup')).json<{ secret: string }>().secret;
    const second = (await alice.post('/api/auth/two-factor/setup')).json<{ secret: string }>().secret;
    expect(second).not.toBe(first);
    expect((await alice.post('/api/auth/two-factor/enable', { code: totpCode(first) })).statusCode).toBe(400);
    expect((await alice.post('/api/auth/two-factor/enable', { code: totpCode(second) })).statusCode).toBe(200);
  });

  it('needs a setup before a code, and a signed-in user for all of it', async () => {
    const alice = await signedInAgent(app);
    const early = await alice.post('/api/auth/two-factor/enable', { code: '123456' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Start setting up two-factor authentication first');

    for (const url of ['/api/auth/two-factor/setup', '/api/auth/two-factor/enable', '/api/auth/two-factor/disable', '/api/auth/two-factor/backup-codes']) {
      const response = await app.inject({ method: 'POST', url, payload: { code: '123456', password: 'x' } });
      expect(response.statusCode, url).toBe(401);
    }
    expect((await app.inject({ method: 'GET', url: '/api/auth/two-factor' })).statusCode).toBe(401);
  });

  it("keeps each account's secret its own", async () => {
    const alice = await signedInAgent(app);
    const bob = await signedInAgent(app);
    const { secret } = (await alice.post('/api/auth/two-factor/setup')).json<{ secret: string }>();
    expect((await bob.post('/api/auth/two-factor/enable', { code: totpCode(secret) })).statusCode).toBe(409);
    expect((await alice.post('/api/auth/two-factor/enable', { code: totpCode(secret) })).statusCode).toBe(200);
    expect((await bob.get('/api/auth/two-factor')).json()).toEqual({ twoFactorEnabled: false, backupCodesLeft: 0 });
  });
});

describe('new backup codes', () => {
  it('need the password and a code, and end the old set', async () => {
    const alice = await twoFactorAgent(app);
    const wrongPassword = await alice.post('/api/auth/two-factor/backup-codes', { password: 'not my password', code: totpCode(alice.secret) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().fieldErrors).toEqual({ password: 'Current password is incorrect' });
    const wrongCode = await alice.post('/api/auth/two-factor/backup-codes', { password: alice.password, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(Object.keys(wrongCode.json().fieldErrors)).toEqual(['code']);

    const renewed = await alice.post('/api/auth/two-factor/backup-codes', { password: alice.password, code: totpCode(alice.secret) });
    expect(renewed.statusCode).toBe(200);
    const { backupCodes } = renewed.json<{ backupCodes: string[] }>();
    expect(backupCodes).toHaveLength(10);
    expect(backupCodes.some((code) => alice.backupCodes.includes(code))).toBe(false);

    const old = await passwordStep(app, alice.email, alice.password);
    expect((await codeStep(app, { challenge: old.challenge, code: alice.backupCodes[0] ?? '' })).response.statusCode).toBe(401);
    const fresh = await passwordStep(app, alice.email, alice.password);
    expect((await codeStep(app, { challenge: fresh.challenge, code: backupCodes[0] ?? '' })).response.statusCode).toBe(200);
    expect((await alice.get('/api/auth/two-factor')).json()).toEqual({ twoFactorEnabled: true, backupCodesLeft: 9 });
  });

  it('are refused while two-factor is off', async () => {
    const alice = await signedInAgent(app);
    const response = await alice.post('/api/auth/two-factor/backup-codes', { password: alice.password, code: '123456' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Two-factor authentication is not on');
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a code, then signs in with the password alone', async () => {
    const alice = await twoFactorAgent(app);
    const wrongPassword = await alice.post('/api/auth/two-factor/disable', { password: 'not my password', code: totpCode(alice.secret) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().fieldErrors).toEqual({ password: 'Current password is incorrect' });
    const wrongCode = await alice.post('/api/auth/two-factor/disable', { password: alice.password, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().fieldErrors).toEqual({ code: 'This code is not right. Check your authenticator app and try again' });
    const missing = await alice.post('/api/auth/two-factor/disable', { password: alice.password });
    expect(missing.statusCode).toBe(400);
    expect((await alice.get('/api/auth/two-factor')).json().twoFactorEnabled).toBe(true);

    expect((await alice.post('/api/auth/two-factor/disable', { password: alice.password, code: totpCode(alice.secret) })).statusCode).toBe(204);
    expect((await alice.get('/api/auth/two-factor')).json()).toEqual({ twoFactorEnabled: false, backupCodesLeft: 0 });
    const signIn = await passwordStep(app, alice.email, alice.password);
    expect(signIn.response.json()).toEqual(alice.user);
    expect(signIn.cookie).toBeDefined();
  });

  it('takes a backup code instead of the app, in any case and without the dash', async () => {
    const alice = await twoFactorAgent(app);
    const typed = (alice.backupCodes[3] ?? '').replace('-', ' ').toUpperCase();
    expect((await alice.post('/api/auth/two-factor/disable', { password: alice.password, code: typed })).statusCode).toBe(204);
  });

  it("refuses someone else's code", async () => {
    const alice = await twoFactorAgent(app);
    const bob = await twoFactorAgent(app);
    const response = await bob.post('/api/auth/two-factor/disable', { password: bob.password, code: alice.backupCodes[0] });
    expect(response.statusCode).toBe(400);
    expect((await bob.get('/api/auth/two-factor')).json().twoFactorEnabled).toBe(true);
  });

  it('counts wrong passwords against the limit password changes share', async () => {
    const alice = await twoFactorAgent(app);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await alice.post('/api/auth/two-factor/disable', { password: `wrong ${attempt}`, code: totpCode(alice.secret) })).statusCode).toBe(400);
    }
    const limited = await alice.post('/api/auth/two-factor/disable', { password: alice.password, code: totpCode(alice.secret) });
    expect(limited.statusCode).toBe(429);
    const passwordChange = await alice.post('/api/auth/password', { currentPassword: alice.password, newPassword: 'another-long-passphrase-7' });
    expect(passwordChange.statusCode).toBe(429);
    expect((await alice.get('/api/auth/two-factor')).json().twoFactorEnabled).toBe(true);
  });
});
