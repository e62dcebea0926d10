import { ApiError } from '@/lib/api-request';
import { failureMessage } from '@/lib/failure-message';

/** The server's words for a failed referrals call; when no answer came, the title alone says it. */
export function referralErrorText(error: unknown): string | undefined {
  return error instanceof ApiError ? failureMessage(error) : undefined;
}
