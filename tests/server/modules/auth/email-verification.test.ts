import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { registerUser } from '../../support/factories';
import { tokenFromMail } from '../../support/mail-links';
import { startSmtpInbox } from '../../support/smtp-inbox';
import { createTestApp } from '../../support/test-app';

const inbox = await startSmtpInbox();
afterAll(() => inbox.close());
const { app, database } = await createTestApp({ SMTP_URL: inbox.url });

const currentUser = (cookie: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const resend = (cookie: string) => app.inject({ method: 'POST', url: '/api/auth/email-verification', headers: { cookie } });
const confirm = (token: string) => app.inject({ method: 'POST', url: '/api/auth/email-verification/confirm', payload: { token } });
const verificationMails = (email: string) => inbox.messages.filter((mail) => mail.to.includes(email) && mail.text.includes('/verify-email?token='));
const verificationMailTo = (email: string, after = 0) =>
  inbox.waitFor((mail) => mail.to.includes(email) && mail.text.includes('/verify-email?token=') && verificationMails(email).indexOf(mail) >= after);
const backdateVerificationLinks = (userId: string) =>
  database.db.execute(sql`update account_tokens set created_at = created_at - interval '2 minutes' where user_id = ${userId} and purpose = 'emailVerification'`);

describe('e-mail verification', () => {
  it('mails a link on sign-up, in the browser language; the account works meanwhile and the link confirms it', async () => {
    const account = await registerUser(app, {}, { 'accept-language': 'tr-TR' });
    expect(account.user.emailVerified).toBe(false);
    const mail = await verificationMailTo(account.email);
    expect(mail.subject).toBe('E-posta adresini onayla');

    const before = await currentUser(account.cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json().emailVerified).toBe(false);

    const token = tokenFromMail(mail, '/verify-email');
    expect((await confirm(token)).statusCode).toBe(204);
    expect((await currentUser(account.cookie)).json().emailVerified).toBe(true);
    expect((await confirm(token)).json().key).toBe('messages.linkExpired');
  });

  it('lets a link live 24 hours and refuses it after', async () => {
    const account = await registerUser(app);
    const token = tokenFromMail(await verificationMailTo(account.email), '/verify-email');
    const [row] = (
      await database.db.execute(
        sql`select extract(epoch from expires_at - created_at)::int as seconds from account_tokens where user_id = ${account.user.id} and purpose = 'emailVerification'`,
      )
    ).rows;
    expect(row?.seconds).toBe(24 * 60 * 60);
    await database.db.execute(sql`update account_tokens set expires_at = now() - interval '1 second' where user_id = ${account.user.id}`);
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('This link has expired or was already used. Ask for a new one.');
    expect((await currentUser(account.cookie)).json().emailVerified).toBe(false);
  });

  it('resends at most once a minute, and the newest link is the one that works', async () => {
    const account = await registerUser(app);
    const first = tokenFromMail(await verificationMailTo(account.email), '/verify-email');

    const tooSoon = await resend(account.cookie);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ code: 'RATE_LIMITED', key: 'messages.verificationRecentlySent' });

    await backdateVerificationLinks(account.user.id);
    const again = await resend(account.cookie);
    expect(again.statusCode).toBe(202);
    const second = tokenFromMail(await verificationMailTo(account.email, 1), '/verify-email');
    expect(second).not.toBe(first);
    expect((await resend(account.cookie)).statusCode).toBe(429);

    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(second)).statusCode).toBe(204);
  });

  it('confirms only the account whose link it is', async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);
    const alicesToken = tokenFromMail(await verificationMailTo(alice.email), '/verify-email');
    expect((await confirm(alicesToken)).statusCode).toBe(204);
    expect((await currentUser(alice.cookie)).json().emailVerified).toBe(true);
    expect((await currentUser(bob.cookie)).json().emailVerified).toBe(false);
  });

  it('needs a signed-in user to resend', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/email-verification' });
    expect(response.statusCode).toBe(401);
  });
});
