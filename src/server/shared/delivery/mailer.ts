import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** False when SMTP_URL is unset: messages are logged instead of sent. */
  readonly configured: boolean;
  /** Resolves once the SMTP server accepted the message; rejects when it did not (the caller retries). */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  log: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * Sends through SMTP_URL with nodemailer. Without it a self-hoster still sees mail "work": each
 * message is logged by subject and recipient only, since bodies carry single-use links.
 */
export function createMailer({ smtpUrl, from, log }: MailerOptions): Mailer {
  if (!smtpUrl) {
    return {
      configured: false,
      async send(message) {
        log.info({ to: message.to, subject: message.subject }, 'e-mail not sent: SMTP_URL is not set');
      },
      close() {},
    };
  }
  const transport: Transporter = nodemailer.createTransport(smtpUrl, { from });
  return {
    configured: true,
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, headers: message.headers });
    },
    close() {
      transport.close();
    },
  };
}

const mailers = new WeakMap<object, Mailer>();

/**
 * The mailer for a configuration, made once and shared by the routes and jobs that hold it;
 * tests point `config.mail.smtpUrl` at their own SMTP server.
 */
export function mailerFor(config: { mail: { smtpUrl: string | undefined; from: string } }, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  let mailer = mailers.get(config);
  if (!mailer) {
    mailer = createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, log });
    mailers.set(config, mailer);
  }
  return mailer;
}
