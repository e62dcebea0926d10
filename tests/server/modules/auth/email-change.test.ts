import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { registerUser, signIn, uniqueEmail } from '../../support/factories';
import { settle, tokenFromMail } from '../../support/mail-links';
import { startSmtpInbox } from '../../support/smtp-inbox';
import { createTestApp } from '../../support/test-app';

const inbox = await startSmtpInbox();
afterAll(() => inbox.close());
const { app, database } = await createTestApp({ SMTP_URL: inbox.url });

const currentUser = (cookie: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const requestChange = (cookie: string, payload: object) => app.inject({ method: 'POST', url: '/api/auth/email-change', headers: { cookie }, payload });
const confirm = (token: string) => app.inject({ method: 'POST', url: '/api/auth/email-change/confirm', payload: { token } });
const changeMailTo = (email: string) => inbox.waitFor((mail) => mail.to.includes(email) && mail.text.includes('/confirm-email?token='));

describe('e-mail change', () => {
  it('mails a link to the new address and a notice to the old one; the e-mail changes when the link is opened', async () => {
    const account = await registerUser(app, {}, { 'accept-language': 'pt-BR' });
    const newEmail = uniqueEmail('moved');

    const asked = await requestChange(account.cookie, { email: newEmail, currentPassword: account.password });
    expect(asked.statusCode).toBe(202);
    expect((await currentUser(account.cookie)).json().email).toBe(account.email);

    const link = await changeMailTo(newEmail);
    expect(link.subject).toBe('Confirme seu novo endereço de e-mail');
    const notice = await inbox.waitFor((mail) => mail.to.includes(account.email) && mail.subject === 'Seu e-mail do Tandem está prestes a mudar');
    expect(notice.text).toContain(newEmail);
    expect(notice.text).not.toContain('token=');

    const confirmed = await confirm(tokenFromMail(link, '/confirm-email'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: newEmail });
    expect((await currentUser(account.cookie)).json()).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await signIn(app, newEmail, account.password)).response.statusCode).toBe(200);
    expect((await signIn(app, account.email, account.password)).response.statusCode).toBe(401);
  });

  it('asks for the current password and refuses a wrong one without mailing', async () => {
    const account = await registerUser(app);
    const newEmail = uniqueEmail('never');
    const wrong = await requestChange(account.cookie, { email: newEmail, currentPassword: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ currentPassword: 'Current password is incorrect' });
    await settle();
    expect(inbox.messages.filter((mail) => mail.to.includes(newEmail))).toEqual([]);
  });

  it('refuses an address another account has, and the own one', async () => {
    const account = await registerUser(app);
    const other = await registerUser(app);
    const taken = await requestChange(account.cookie, { email: other.email, currentPassword: account.password });
    expect(taken.statusCode).toBe(409);
    const same = await requestChange(account.cookie, { email: account.email.toUpperCase(), currentPassword: account.password });
    expect(same.statusCode).toBe(400);
    expect(same.json().fieldErrors).toEqual({ email: 'This is already your e-mail address.' });
  });

  it('answers 409 when the new address was taken before the link was opened, and keeps the link', async () => {
    const account = await registerUser(app);
    const newEmail = uniqueEmail('raced');
    await requestChange(account.cookie, { email: newEmail, currentPassword: account.password });
    const token = tokenFromMail(await changeMailTo(newEmail), '/confirm-email');
    const squatter = await registerUser(app, { email: newEmail });

    const refused = await confirm(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('EMAIL_TAKEN');
    expect((await currentUser(account.cookie)).json().email).toBe(account.email);

    await app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie: squatter.cookie }, payload: { password: squatter.password } });
    await database.db.execute(sql`delete from users where id = ${squatter.user.id}`);
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('uses a link once and never after 24 hours', async () => {
    const account = await registerUser(app);
    const newEmail = uniqueEmail('once');
    await requestChange(account.cookie, { email: newEmail, currentPassword: account.password });
    const token = tokenFromMail(await changeMailTo(newEmail), '/confirm-email');
    await database.db.execute(sql`update account_tokens set expires_at = now() - interval '1 second' where user_id = ${account.user.id} and purpose = 'emailChange'`);
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().key).toBe('messages.linkExpired');

    const next = uniqueEmail('twice');
    await requestChange(account.cookie, { email: next, currentPassword: account.password });
    const fresh = tokenFromMail(await changeMailTo(next), '/confirm-email');
    expect((await confirm(fresh)).statusCode).toBe(200);
    expect((await confirm(fresh)).statusCode).toBe(400);
  });

  it('moves only the account that asked, whoever opens the link', async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);
    const newEmail = uniqueEmail('alice-new');
    await requestChange(alice.cookie, { email: newEmail, currentPassword: alice.password });
    const token = tokenFromMail(await changeMailTo(newEmail), '/confirm-email');
    const opened = await app.inject({ method: 'POST', url: '/api/auth/email-change/confirm', headers: { cookie: bob.cookie }, payload: { token } });
    expect(opened.statusCode).toBe(200);
    expect((await currentUser(alice.cookie)).json().email).toBe(newEmail);
    expect((await currentUser(bob.cookie)).json().email).toBe(bob.email);
  });
});
