import { afterAll, describe, expect, it, vi } from 'vitest';
import { inEnglish } from '../../../../src/domain/shared/message-text';
import { authMessages } from '../../../../src/domain/auth/auth';
import { defaultPassword, registerUser, uniqueEmail } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

// The other API tests hash with a cheap test-only setting (vitest.config.ts); this file checks
// what a real sign-up stores, so it hashes with the production parameters.
vi.stubEnv('TEST_PASSWORD_HASHING', 'baseline');
// The next file in this worker shares the process (vitest.config.ts `isolate: false`).
afterAll(() => vi.unstubAllEnvs());

const { app, database } = await createTestApp();

const register = (payload: unknown) => app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });

const valid = () => ({ firstName: 'Ana', lastName: 'Silva', email: uniqueEmail('ana'), password: defaultPassword });

describe('POST /api/auth/register', () => {
  it('creates the account, answers the user and signs it in with a safe cookie', async () => {
    const input = valid();
    const response = await register({ ...input, email: `  ${input.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(Object.keys(user).sort()).toEqual(['createdAt', 'email', 'emailVerified', 'firstName', 'id', 'lastName']);
    expect(user).toMatchObject({ firstName: 'Ana', lastName: 'Silva', email: input.email, emailVerified: false });
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);

    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^tandem_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');

    const cookie = setCookie.split(';')[0] ?? '';
    const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it('stores an argon2id hash and only a digest of the session token', async () => {
    const { user, cookie } = await registerUser(app);
    const token = cookie.split('=')[1];
    const { rows } = await database.pool.query<{ password_hash: string; token_hash: string }>(
      'select u.password_hash, s.token_hash from users u join sessions s on s.user_id = u.id where u.id = $1',
      [user.id],
    );
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]?.password_hash).not.toContain(defaultPassword);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toBe(token);
  });

  it('refuses an e-mail already registered in any letter case', async () => {
    const { email } = await registerUser(app);
    const response = await register({ ...valid(), email: email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['a missing first name', { firstName: undefined }, 'firstName', inEnglish(authMessages.firstNameRequired)],
    ['a blank last name', { lastName: '   ' }, 'lastName', inEnglish(authMessages.lastNameRequired)],
    ['a malformed e-mail', { email: 'not-an-email' }, 'email', inEnglish(authMessages.emailInvalid)],
    ['a short password', { password: 'short1' }, 'password', inEnglish(authMessages.passwordTooShort)],
    ['a password over 128 characters', { password: 'x'.repeat(129) }, 'password', inEnglish(authMessages.passwordTooLong)],
    ['a common password', { password: 'password123' }, 'password', inEnglish(authMessages.passwordTooCommon)],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'timezone', 'Unknown time zone'],
  ])('refuses %s with its message', async (_case, change, field, message) => {
    const response = await register({ ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message, fieldErrors: { [field]: message } });
  });

  it('accepts a long passphrase without composition rules', async () => {
    const response = await register({ ...valid(), password: 'plain lowercase words only here' });
    expect(response.statusCode).toBe(201);
  });

  it('refuses unknown fields, wrong types and bad JSON without creating anything', async () => {
    const unknownField = await register({ ...valid(), isAdmin: true });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().message).toContain('isAdmin');

    const wrongType = await register({ ...valid(), firstName: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fieldErrors).toHaveProperty('firstName');

    const badJson = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": "Ana",',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ message: 'The request body is not valid JSON' });

    const { rows } = await database.pool.query("select count(*)::int as n from users where first_name = 'Ana' and last_name = 'Silva'");
    expect(rows[0].n).toBe(2);
  });

  it('keeps the time zone the browser sent', async () => {
    const { user } = await registerUser(app, { timezone: 'Asia/Bangkok' });
    const { rows } = await database.pool.query('select timezone from users where id = $1', [user.id]);
    expect(rows[0].timezone).toBe('Asia/Bangkok');
  });
});

describe('register over HTTPS', async () => {
  const secure = await createTestApp({ PUBLIC_ORIGIN: 'https://tandem.example' });

  it('names the cookie with the __Host- prefix and marks it Secure', async () => {
    const response = await secure.app.inject({ method: 'POST', url: '/api/auth/register', payload: valid() });
    expect(response.statusCode).toBe(201);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-tandem_session=/);
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Domain');

    const cookie = setCookie.split(';')[0] ?? '';
    const me = await secure.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });
});

describe('registration limit per address', async () => {
  const limited = await createTestApp({ REGISTRATIONS_PER_ADDRESS: '10' });

  it('refuses the eleventh registration from one address within fifteen minutes', async () => {
    for (let count = 0; count < 10; count += 1) {
      const response = await limited.app.inject({ method: 'POST', url: '/api/auth/register', payload: valid() });
      expect(response.statusCode).toBe(201);
    }
    const refused = await limited.app.inject({ method: 'POST', url: '/api/auth/register', payload: valid() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED', key: 'messages.rateLimited' });
  });
});
