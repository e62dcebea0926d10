import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../../../src/server/shared/delivery/mailer';
import { startSmtpInbox, type SmtpInbox } from '../../support/smtp-inbox';

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(async () => inbox.close());

describe('mailer', () => {
  it('delivers both parts and the headers through SMTP_URL', async () => {
    const mailer = createMailer({ smtpUrl: inbox.url, from: 'Tandem <no-reply@example.test>', log: { info: () => undefined } });
    await mailer.send({ to: 'ana@example.test', subject: 'Hello', text: 'Plain body', html: '<p>Html body</p>', headers: { 'List-Unsubscribe': '<https://example.test/u>' } });
    const mail = await inbox.waitFor((m) => m.subject === 'Hello');
    expect(mail.to).toEqual(['ana@example.test']);
    expect(mail.text.trim()).toBe('Plain body');
    expect(mail.html).toContain('<p>Html body</p>');
    expect(mail.headers['list-unsubscribe']).toBe('<https://example.test/u>');
    mailer.close();
  });

  it('logs subject and recipient only when SMTP_URL is unset', async () => {
    const lines: unknown[] = [];
    const mailer = createMailer({ smtpUrl: undefined, from: 'x <x@example.test>', log: { info: (...args: unknown[]) => lines.push(args) } as never });
    await mailer.send({ to: 'bo@example.test', subject: 'Reset', text: 'token abc123', html: 'token abc123' });
    expect(mailer.configured).toBe(false);
    expect(JSON.stringify(lines)).toContain('bo@example.test');
    expect(JSON.stringify(lines)).not.toContain('abc123');
  });
});
