import { describe, expect, it } from 'vitest';
import { registerUser, signIn } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();

const chromeOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariOnIphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const currentUser = (cookie: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const listSessions = (cookie: string) => app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { cookie } });
const revoke = (cookie: string, id: string) => app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: { cookie } });
const sessionIdOf = async (userId: string, userAgent: string) => {
  const { rows } = await database.pool.query<{ id: string }>('select id from sessions where user_id = $1 and user_agent = $2', [userId, userAgent]);
  return rows[0]?.id ?? '';
};

describe('sign-out', () => {
  it('revokes the session on the server and clears the cookie', async () => {
    const { cookie } = await registerUser(app);
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(String(response.headers['set-cookie'])).toMatch(/^tandem_session=;.*Max-Age=0|Expires=Thu, 01 Jan 1970/);

    const after = await currentUser(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Please sign in to continue', code: 'UNAUTHENTICATED', key: 'messages.unauthenticated' });
  });

  it('answers 204 when already signed out', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(204);
  });
});

describe('session expiry', () => {
  it('signs out a session idle for more than seven days', async () => {
    const { user, cookie } = await registerUser(app);
    await database.pool.query("update sessions set last_seen_at = now() - interval '6 days' where user_id = $1", [user.id]);
    expect((await currentUser(cookie)).statusCode).toBe(200);
    await database.pool.query("update sessions set last_seen_at = now() - interval '7 days 1 minute' where user_id = $1", [user.id]);
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('refreshes the idle clock on use, at most once a minute', async () => {
    const { user, cookie } = await registerUser(app);
    await database.pool.query("update sessions set last_seen_at = now() - interval '2 days' where user_id = $1", [user.id]);
    await currentUser(cookie);
    const { rows } = await database.pool.query<{ recent: boolean }>("select last_seen_at > now() - interval '1 minute' as recent from sessions where user_id = $1", [user.id]);
    expect(rows[0]?.recent).toBe(true);

    await database.pool.query("update sessions set last_seen_at = now() - interval '30 seconds' where user_id = $1", [user.id]);
    await currentUser(cookie);
    const { rows: untouched } = await database.pool.query<{ seconds: number }>('select extract(epoch from now() - last_seen_at)::int as seconds from sessions where user_id = $1', [
      user.id,
    ]);
    expect(untouched[0]?.seconds).toBeGreaterThanOrEqual(29);
  });

  it('signs out a session older than thirty days however active it is', async () => {
    const { user, cookie } = await registerUser(app);
    await database.pool.query("update sessions set created_at = now() - interval '29 days' where user_id = $1", [user.id]);
    expect((await currentUser(cookie)).statusCode).toBe(200);
    await database.pool.query("update sessions set created_at = now() - interval '30 days 1 minute' where user_id = $1", [user.id]);
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('ignores a cookie naming no session', async () => {
    expect((await currentUser('tandem_session=forged-token-value')).statusCode).toBe(401);
  });
});

describe('sessions list', () => {
  it('lists the live sessions newest first with a readable device, marking the current one', async () => {
    const registered = await registerUser(app, {}, { 'user-agent': chromeOnWindows });
    const phone = await signIn(app, registered.email, registered.password, { 'user-agent': safariOnIphone });
    const other = await signIn(app, registered.email, registered.password, { 'user-agent': 'curl/8.5.0' });
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: other.cookie ?? '' } });

    const response = await listSessions(phone.cookie ?? '');
    expect(response.statusCode).toBe(200);
    const sessions = response.json();
    expect(sessions).toHaveLength(2);
    expect(sessions.map((session: { device: string }) => session.device)).toEqual(['Safari on iPhone', 'Chrome on Windows']);
    expect(sessions.map((session: { current: boolean }) => session.current)).toEqual([true, false]);
    expect(Object.keys(sessions[0]).sort()).toEqual(['createdAt', 'current', 'device', 'id', 'lastSeenAt']);
  });

  it("revokes one of the user's own sessions", async () => {
    const registered = await registerUser(app, {}, { 'user-agent': chromeOnWindows });
    const laptop = await signIn(app, registered.email, registered.password, { 'user-agent': safariOnIphone });
    const target = await sessionIdOf(registered.user.id, chromeOnWindows);

    const response = await revoke(laptop.cookie ?? '', target);
    expect(response.statusCode).toBe(204);
    expect((await currentUser(registered.cookie)).statusCode).toBe(401);
    expect((await currentUser(laptop.cookie ?? '')).statusCode).toBe(200);
    expect((await revoke(laptop.cookie ?? '', target)).statusCode).toBe(404);
  });

  it("never shows or revokes another user's sessions", async () => {
    const alice = await registerUser(app, {}, { 'user-agent': chromeOnWindows });
    const bob = await registerUser(app, {}, { 'user-agent': safariOnIphone });
    const aliceSession = await sessionIdOf(alice.user.id, chromeOnWindows);

    const bobsList = (await listSessions(bob.cookie)).json();
    expect(bobsList.map((session: { id: string }) => session.id)).not.toContain(aliceSession);

    const attempt = await revoke(bob.cookie, aliceSession);
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json()).toEqual({ message: 'The requested resource was not found', code: 'NOT_FOUND', key: 'messages.notFound' });
    expect((await currentUser(alice.cookie)).statusCode).toBe(200);
  });

  it('answers 404 for a malformed session id', async () => {
    const { cookie } = await registerUser(app);
    for (const id of ['not-a-uuid', '123', "1' or '1'='1"]) {
      expect((await revoke(cookie, encodeURIComponent(id))).statusCode).toBe(404);
    }
  });
});

describe('signed out', () => {
  it.each([
    ['GET', '/api/auth/user'],
    ['GET', '/api/auth/sessions'],
    ['DELETE', '/api/auth/sessions/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/auth/password'],
    ['GET', '/api/users/me'],
    ['PATCH', '/api/users/me'],
    ['GET', '/api/user-preferences'],
    ['PATCH', '/api/user-preferences'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const payload = method === 'POST' ? { currentPassword: 'whatever123', newPassword: 'another long one 2' } : method === 'PATCH' ? {} : undefined;
    const response = await app.inject({ method, url, payload });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in to continue', code: 'UNAUTHENTICATED', key: 'messages.unauthenticated' });
  });
});
