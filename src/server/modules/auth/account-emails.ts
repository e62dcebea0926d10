import type { FastifyBaseLogger } from 'fastify';
import { resolveLanguage } from '../../../domain/shared/languages';
import type { Config } from '../../config';
import { renderEmail } from '../../shared/delivery/email-layout';
import { mailerFor, type MailMessage } from '../../shared/delivery/mailer';
import { accountEmailTexts, type AccountEmailKind } from './account-email-texts';

export interface AccountEmail {
  kind: AccountEmailKind;
  to: string;
  /** The account's language as stored; anything unknown reads as English. */
  language: string;
  /** The absolute link the button opens; none for a notice. */
  url?: string;
  /** The new address of an e-mail change. */
  email?: string;
}

export function composeAccountEmail({ kind, to, language, url, email = '' }: AccountEmail): MailMessage {
  const code = resolveLanguage(language);
  const text = accountEmailTexts[code][kind];
  const fill = (value: string) => value.replaceAll('{{email}}', email);
  const { html, text: plain } = renderEmail({
    language: code,
    heading: text.subject,
    paragraphs: [fill(text.body)],
    action: url && text.action ? { label: text.action, url } : undefined,
    footer: [fill(text.footer)],
  });
  return { to, subject: text.subject, html, text: plain };
}

/** Waits before each new try: a mail server that hiccups gets a few seconds, then longer. */
const retryDelaysMs = [2_000, 10_000, 60_000];

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/**
 * Sends after the answer has gone, so the time a request takes never tells whether a mail was
 * sent; a refused send is tried again a few times and a final failure is logged (without the
 * body, which carries a single-use link).
 */
export function sendAccountEmail(config: Config, log: FastifyBaseLogger, email: AccountEmail): void {
  const message = composeAccountEmail(email);
  const mailer = mailerFor(config, log);
  void (async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await mailer.send(message);
        return;
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (delay === undefined) {
          log.error({ err: error, kind: email.kind }, 'account e-mail could not be sent');
          return;
        }
        log.warn({ err: error, kind: email.kind, attempt: attempt + 1 }, 'account e-mail refused, trying again');
        await pause(delay);
      }
    }
  })();
}

/** The app's own address for links in mail: PUBLIC_ORIGIN, else the address this request came to. */
export function publicOriginOf(config: Config, request: { protocol: string; host: string }): string {
  return (config.publicOrigin ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

export const accountLinks = {
  passwordReset: (origin: string, token: string) => `${origin}/reset-password?token=${encodeURIComponent(token)}`,
  emailVerification: (origin: string, token: string) => `${origin}/verify-email?token=${encodeURIComponent(token)}`,
  emailChange: (origin: string, token: string) => `${origin}/confirm-email?token=${encodeURIComponent(token)}`,
};
