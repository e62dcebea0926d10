import type { ReceivedMail } from './smtp-inbox';

/** The token of the first link to `path` in a mail's text part, e.g. `/reset-password`. */
export function tokenFromMail(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  return decodeURIComponent(match[1]);
}

/** Gives the background sender a moment, for tests that expect no mail at all. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
