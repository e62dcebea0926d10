import { says, type ErrorBody } from '@domain/shared/errors';
import { catalogued } from './message-text';
import { ApiError } from './api-request';

/** Shown when no answer arrived at all (offline, server down). */
export const networkErrorMessage = says('messages.networkError');

/** Says why a call failed as a message for translateMessage (a catalogue text, or the server's English), or nothing. */
export type ExplainFailure = (error: unknown) => string | undefined;

/**
 * Why a call failed: the catalogue text the answer named (the status text for 401, 403, 404 and
 * 5xx), else the server's English message, or the network text when no answer came.
 */
export function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return networkErrorMessage;
  return catalogued(error.text) ?? error.message;
}

/** What the answer itself said where the status catalogue speaks instead (a 404 that names who was not found). */
export function answeredMessage(error: ApiError): string {
  const body = (error.body ?? {}) as Partial<ErrorBody>;
  const own = typeof body.key === 'string' ? catalogued({ key: body.key, params: body.params }) : null;
  return own ?? (typeof body.message === 'string' ? body.message : failureMessage(error));
}
