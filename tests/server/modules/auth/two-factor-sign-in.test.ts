import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codeStep, passwordStep, totpCode, twoFactorAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 15_000);
});
afterEach(() => vi.useRealTimers());

const me = (cookie: string | undefined) => app.inject({ method: 'GET', url: '/api/users/me', headers: cookie ? { cookie } : {} });
const expiredAnswer = { message: 'This sign-in has expired. Enter your e-mail and password again', code: 'TWO_FACTOR_CHALLENGE_EXPIRED', key: 'twoFactor.challengeExpired' };

let addressCounter = 0;
/** An address of its own per test, so the per-address limit of one test never reaches another. */
const freshAddress = () => `192.0.2.${(addressCounter += 1)}`;

describe('signing in with two-factor on', () => {
  it('starts no session for the password alone, and one for the code', async () => {
    const alice = await twoFactorAgent(app);
    const first = await passwordStep(app, alice.email, alice.password);
    expect(first.response.statusCode).toBe(200);
    expect(Object.keys(first.response.json())).toEqual(['twoFactorRequired', 'challenge']);
    expect(first.response.json().twoFactorRequired).toBe(true);
    expect(first.cookie).toBeUndefined();
    expect(String(first.response.headers['set-cookie'] ?? '')).not.toMatch(/session/);
    expect((await me(first.cookie)).statusCode).toBe(401);

    const second = await codeStep(app, { challenge: first.challenge, code: totpCode(alice.secret) });
    expect(second.response.statusCode).toBe(200);
    expect(second.response.json()).toEqual(alice.user);
    expect(second.device).toBeDefined();
    expect((await me(second.cookie)).statusCode).toBe(200);
  });

  it('answers a wrong code without ending the challenge, and takes a right one after it', async () => {
    const alice = await twoFactorAgent(app);
    const { challenge } = await passwordStep(app, alice.email, alice.password);
    const wrong = await codeStep(app, { challenge, code: totpCode(alice.secret, 4) });
    expect(wrong.response.statusCode).toBe(401);
    expect(wrong.response.json()).toEqual({
      message: 'This code is not right. Check your authenticator app and try again',
      code: 'WRONG_TWO_FACTOR_CODE',
      key: 'twoFactor.codeWrong',
    });
    expect(wrong.cookie).toBeUndefined();
    expect((await codeStep(app, { challenge, code: totpCode(alice.secret) })).response.statusCode).toBe(200);
  });

  it('never takes one time step twice', async () => {
    const alice = await twoFactorAgent(app);
    const code = totpCode(alice.secret);
    const first = await passwordStep(app, alice.email, alice.password);
    expect((await codeStep(app, { challenge: first.challenge, code })).response.statusCode).toBe(200);

    const second = await passwordStep(app, alice.email, alice.password);
    const replayed = await codeStep(app, { challenge: second.challenge, code });
    expect(replayed.response.statusCode).toBe(401);
    expect(replayed.response.json().code).toBe('WRONG_TWO_FACTOR_CODE');
    // An earlier step inside the window is older than the one used: refused too.
    expect((await codeStep(app, { challenge: second.challenge, code: totpCode(alice.secret, -1) })).response.statusCode).toBe(401);
    vi.setSystemTime(Date.now() + 30_000);
    expect((await codeStep(app, { challenge: second.challenge, code: totpCode(alice.secret) })).response.statusCode).toBe(200);
  });

  it('takes each backup code once', async () => {
    const alice = await twoFactorAgent(app);
    const backupCode = alice.backupCodes[2] ?? '';
    const first = await passwordStep(app, alice.email, alice.password);
    const used = await codeStep(app, { challenge: first.challenge, code: backupCode });
    expect(used.response.statusCode).toBe(200);
    expect((await me(used.cookie)).statusCode).toBe(200);
    expect((await alice.get('/api/auth/two-factor')).json()).toEqual({ twoFactorEnabled: true, backupCodesLeft: 9 });

    const second = await passwordStep(app, alice.email, alice.password);
    expect((await codeStep(app, { challenge: second.challenge, code: backupCode })).response.statusCode).toBe(401);
  });

  it('uses a challenge once', async () => {
    const alice = await twoFactorAgent(app);
    const { challenge } = await passwordStep(app, alice.email, alice.password);
    expect((await codeStep(app, { challenge, code: totpCode(alice.secret) })).response.statusCode).toBe(200);
    const again = await codeStep(app, { challenge, code: alice.backupCodes[0] ?? '' });
    expect(again.response.statusCode).toBe(401);
    expect(again.response.json()).toEqual(expiredAnswer);
  });

  it('ends a challenge after ten minutes', async () => {
    const alice = await twoFactorAgent(app);
    const { challenge } = await passwordStep(app, alice.email, alice.password);
    await database.pool.query(`update account_tokens set expires_at = now() - interval '1 second' where purpose = 'twoFactorSignIn'`);
    const late = await codeStep(app, { challenge, code: totpCode(alice.secret) });
    expect(late.response.statusCode).toBe(401);
    expect(late.response.json()).toEqual(expiredAnswer);
    expect(late.cookie).toBeUndefined();
    const unknown = await codeStep(app, { challenge: 'made-up', code: totpCode(alice.secret) });
    expect(unknown.response.json()).toEqual(expiredAnswer);
  });

  it('ends a challenge after five wrong codes', async () => {
    const alice = await twoFactorAgent(app);
    const remoteAddress = freshAddress();
    const { challenge } = await passwordStep(app, alice.email, alice.password, { remoteAddress });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await codeStep(app, { challenge, code: totpCode(alice.secret, 5 + attempt) }, { remoteAddress });
      expect(wrong.response.json().code, `attempt ${attempt}`).toBe('WRONG_TWO_FACTOR_CODE');
    }
    const right = await codeStep(app, { challenge, code: totpCode(alice.secret) }, { remoteAddress });
    expect(right.response.statusCode).toBe(401);
    expect(right.response.json()).toEqual(expiredAnswer);
  });

  it("will not finish someone else's sign-in", async () => {
    const alice = await twoFactorAgent(app);
    const bob = await twoFactorAgent(app);
    const alicesChallenge = (await passwordStep(app, alice.email, alice.password)).challenge;
    const withBobsCode = await codeStep(app, { challenge: alicesChallenge, code: totpCode(bob.secret) });
    const withBobsBackup = await codeStep(app, { challenge: alicesChallenge, code: bob.backupCodes[0] ?? '' });
    expect(withBobsCode.response.statusCode).toBe(401);
    expect(withBobsBackup.response.statusCode).toBe(401);
    expect(withBobsBackup.cookie).toBeUndefined();
    expect((await bob.get('/api/auth/two-factor')).json().backupCodesLeft).toBe(10);
  });

  it('validates the code step', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/auth/sign-in/two-factor', payload: { challenge: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ code: 'Enter the code from your authenticator app' });
    const malformed = await app.inject({ method: 'POST', url: '/api/auth/sign-in/two-factor', payload: { challenge: 'x', code: '12345' } });
    expect(malformed.json().fieldErrors).toEqual({ code: 'Enter the 6-digit code from your authenticator app or a backup code' });
  });
});

describe('a trusted browser', () => {
  it('skips the code for 30 days, on that browser only', async () => {
    const alice = await twoFactorAgent(app);
    const first = await passwordStep(app, alice.email, alice.password);
    const trusted = await codeStep(app, { challenge: first.challenge, code: totpCode(alice.secret), trustDevice: true });
    expect(trusted.response.statusCode).toBe(200);
    const device = trusted.device ?? '';
    expect(device).not.toBe('');
    const { rows } = await database.pool.query<{ days: number }>(
      `select round(extract(epoch from two_factor_trusted_until - now()) / 86400)::int as days from known_devices where user_id = $1 and two_factor_trusted_until is not null`,
      [alice.user.id],
    );
    expect(rows).toEqual([{ days: 30 }]);

    const again = await passwordStep(app, alice.email, alice.password, { cookie: device });
    expect(again.response.json()).toEqual(alice.user);
    expect((await me(again.cookie)).statusCode).toBe(200);

    const otherBrowser = await passwordStep(app, alice.email, alice.password);
    expect(otherBrowser.response.json().twoFactorRequired).toBe(true);
    expect(otherBrowser.cookie).toBeUndefined();

    await database.pool.query(`update known_devices set two_factor_trusted_until = now() - interval '1 second' where user_id = $1`, [alice.user.id]);
    const expired = await passwordStep(app, alice.email, alice.password, { cookie: device });
    expect(expired.response.json().twoFactorRequired).toBe(true);
  });

  it('is only trusted when asked, and forgotten when two-factor goes off', async () => {
    const alice = await twoFactorAgent(app);
    const first = await passwordStep(app, alice.email, alice.password);
    const remembered = await codeStep(app, { challenge: first.challenge, code: totpCode(alice.secret) });
    expect((await passwordStep(app, alice.email, alice.password, { cookie: remembered.device ?? '' })).response.json().twoFactorRequired).toBe(true);

    const second = await passwordStep(app, alice.email, alice.password);
    const trusted = await codeStep(app, { challenge: second.challenge, code: alice.backupCodes[0] ?? '', trustDevice: true });
    expect(trusted.response.statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 30_000);
    await alice.post('/api/auth/two-factor/disable', { password: alice.password, code: totpCode(alice.secret) });
    const setup = (await alice.post('/api/auth/two-factor/setup')).json<{ secret: string }>();
    await alice.post('/api/auth/two-factor/enable', { code: totpCode(setup.secret) });
    expect((await passwordStep(app, alice.email, alice.password, { cookie: trusted.device ?? '' })).response.json().twoFactorRequired).toBe(true);
  });
});

describe('the sign-in throttle', () => {
  it('counts wrong codes like wrong passwords, and a right password does not reset it', async () => {
    const alice = await twoFactorAgent(app);
    const remoteAddress = freshAddress();
    const { challenge } = await passwordStep(app, alice.email, alice.password, { remoteAddress });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await codeStep(app, { challenge, code: totpCode(alice.secret, 5 + attempt) }, { remoteAddress })).response.statusCode).toBe(401);
    }
    // The sixth try of the pair (two passwords, four codes) is taken and starts a wait, right as its password is.
    const second = await passwordStep(app, alice.email, alice.password, { remoteAddress });
    expect(second.response.statusCode).toBe(200);
    const limited = await codeStep(app, { challenge: second.challenge, code: totpCode(alice.secret) }, { remoteAddress });
    expect(limited.response.statusCode).toBe(429);
    expect(limited.response.headers['retry-after']).toBeDefined();
    expect((await passwordStep(app, alice.email, alice.password, { remoteAddress })).response.statusCode).toBe(429);

    await database.pool.query(`update login_throttle set not_before = now() - interval '1 second'`);
    expect((await codeStep(app, { challenge: second.challenge, code: totpCode(alice.secret) }, { remoteAddress })).response.statusCode).toBe(200);
    // A finished sign-in clears the count.
    const { rows } = await database.pool.query(`select key from login_throttle where key like 'pair:%' and failures > 0 and not_before > now()`);
    expect(rows).toEqual([]);
  });
});
