import { ApiError } from './api-request';
import { networkErrorMessage } from './server-form-errors';

/** Says in English (the catalogue's words, translated when shown) why a call failed, or nothing. */
export type ExplainFailure = (error: unknown) => string | undefined;

/** The server's message for a failed call, or the network text when no answer came at all (docs/product/errors.md#by-status). */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : networkErrorMessage;
}
