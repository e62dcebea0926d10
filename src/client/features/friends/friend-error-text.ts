import { friendMessages } from '@domain/friends';
import { ApiError } from '@/lib/api-request';
import { networkErrorMessage } from '@/lib/server-form-errors';

const friendTexts: ReadonlySet<string> = new Set(Object.values(friendMessages));

/**
 * The English text for a failed friends call. A 404 usually shows the catalogue's generic text,
 * but here the server says who or what was not found ("No account uses this e-mail address."),
 * which is what the person needs to read.
 */
export function friendErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return networkErrorMessage;
  const body = error.body as { message?: unknown } | undefined;
  if (error.status === 404 && typeof body?.message === 'string' && friendTexts.has(body.message)) return body.message;
  return error.message;
}
