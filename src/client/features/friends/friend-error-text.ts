import { friendMessages } from '@domain/friends/friends';
import { ApiError } from '@/lib/api-request';
import { answeredMessage, failureMessage } from '@/lib/failure-message';

const friendTexts: ReadonlySet<string> = new Set(Object.values(friendMessages));

/**
 * The message for a failed friends call. A 404 usually shows the catalogue's generic text,
 * but here the server says who or what was not found ("No account uses this e-mail address."),
 * which is what the person needs to read.
 */
export function friendErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return failureMessage(error);
  const key = (error.body as { key?: unknown } | undefined)?.key;
  if (error.status === 404 && typeof key === 'string' && friendTexts.has(key)) return answeredMessage(error);
  return failureMessage(error);
}
