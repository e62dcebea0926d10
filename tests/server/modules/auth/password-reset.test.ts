import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { registerUser, signIn, uniqueEmail } from '../../support/factories';
import { settle, tokenFromMail } from '../../support/mail-links';
import { startSmtpInbox } from '../../support/smtp-inbox';
import { createTestApp } from '../../support/test-app';

const inbox = await startSmtpInbox();
afterAll(() => inbox.close());
const { app, database } = await createTestApp({ SMTP_URL: inbox.url, PUBLIC_ORIGIN: 'https://tandem.example' });

const newPassword = 'a fresh reset passphrase 9';
const requestReset = (email: string) => app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
const confirmReset = (token: string, password = newPassword) => app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password } });
const currentUser = (cookie: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const resetMailTo = (email: string) => inbox.waitFor((mail) => mail.to.includes(email) && mail.text.includes('/reset-password?token='));
const expiredLink = {
  message: 'This link has expired or was already used. Ask for a new one.',
  code: 'BAD_REQUEST',
  key: 'messages.linkExpired',
};

describe('password reset', () => {
  it('mails a link in the account language that sets a new password and ends every session', async () => {
    const account = await registerUser(app, {}, { 'accept-language': 'es' });
    const elsewhere = await signIn(app, account.email, account.password);

    const asked = await requestReset(account.email.toUpperCase());
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({});

    const mail = await resetMailTo(account.email);
    expect(mail.subject).toBe('Restablece tu contraseña de Tandem');
    expect(mail.html).toContain('lang="es"');
    expect(mail.text).toContain('https://tandem.example/reset-password?token=');
    const token = tokenFromMail(mail, '/reset-password');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const confirmed = await confirmReset(token);
    expect(confirmed.statusCode).toBe(204);
    expect(confirmed.cookies.find((cookie) => cookie.name.endsWith('session') && cookie.value !== '')).toBeUndefined();

    expect((await currentUser(account.cookie)).statusCode).toBe(401);
    expect((await currentUser(elsewhere.cookie ?? '')).statusCode).toBe(401);
    expect((await signIn(app, account.email, account.password)).response.statusCode).toBe(401);
    const fresh = await signIn(app, account.email, newPassword);
    expect(fresh.response.statusCode).toBe(200);
    // Opening the mail proved the mailbox.
    expect(fresh.response.json().emailVerified).toBe(true);
  });

  it('answers an unknown address the same and mails nothing', async () => {
    const email = uniqueEmail('nobody');
    const before = inbox.messages.length;
    const asked = await requestReset(email);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({});
    await settle();
    expect(inbox.messages.slice(before).filter((mail) => mail.to.includes(email))).toEqual([]);
  });

  it('refuses an address that is not one with the catalogue text', async () => {
    const response = await requestReset('not an address');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ email: 'Enter a valid email address' });
  });

  it('uses a link once, and never after it expires', async () => {
    const account = await registerUser(app);
    await requestReset(account.email);
    const token = tokenFromMail(await resetMailTo(account.email), '/reset-password');
    expect((await confirmReset(token)).statusCode).toBe(204);
    const reused = await confirmReset(token, 'yet another passphrase 3');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(expiredLink);
    expect((await signIn(app, account.email, newPassword)).response.statusCode).toBe(200);

    const later = await registerUser(app);
    await requestReset(later.email);
    const stale = tokenFromMail(await resetMailTo(later.email), '/reset-password');
    await database.db.execute(sql`update account_tokens set expires_at = now() - interval '1 second' where purpose = 'passwordReset' and used_at is null`);
    const expired = await confirmReset(stale);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(expiredLink);
    expect((await signIn(app, later.email, later.password)).response.statusCode).toBe(200);
  });

  it('keeps a link valid for 30 minutes and retires older links when a new one is asked for', async () => {
    const account = await registerUser(app);
    await requestReset(account.email);
    const first = tokenFromMail(await resetMailTo(account.email), '/reset-password');
    const [row] = (
      await database.db.execute(
        sql`select extract(epoch from expires_at - created_at)::int as seconds from account_tokens where purpose = 'passwordReset' and used_at is null and user_id = ${account.user.id}`,
      )
    ).rows;
    expect(row?.seconds).toBe(30 * 60);

    await requestReset(account.email);
    await inbox.waitFor((mail) => mail.to.includes(account.email) && mail.text.includes('/reset-password?token=') && !mail.text.includes(first));
    expect((await confirmReset(first)).statusCode).toBe(400);
  });

  it("never lets one person's link change another's password", async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);
    await requestReset(alice.email);
    const alicesToken = tokenFromMail(await resetMailTo(alice.email), '/reset-password');
    expect((await confirmReset(alicesToken)).statusCode).toBe(204);
    expect((await currentUser(bob.cookie)).statusCode).toBe(200);
    expect((await signIn(app, bob.email, bob.password)).response.statusCode).toBe(200);
    expect((await signIn(app, bob.email, newPassword)).response.statusCode).toBe(401);
  });

  it('applies the sign-up password rules and keeps the link for a better try', async () => {
    const account = await registerUser(app);
    await requestReset(account.email);
    const token = tokenFromMail(await resetMailTo(account.email), '/reset-password');
    const common = await confirmReset(token, 'qwerty123');
    expect(common.statusCode).toBe(400);
    expect(common.json().fieldErrors).toEqual({ password: 'This password is too common. Choose a less predictable one.' });
    expect((await confirmReset(token)).statusCode).toBe(204);
  });

  it('refuses a made-up token', async () => {
    const response = await confirmReset('x'.repeat(43));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expiredLink);
  });
});
