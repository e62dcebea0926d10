import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-request';
import { catalogued } from './message-text';
import { failureMessage, networkErrorMessage } from './failure-message';

export { networkErrorMessage };

/** A field's message from a failed call: the catalogue text the answer named for it, else its English. */
export function serverFieldMessage(error: ApiError, field: string): string | undefined {
  const english = error.fieldErrors?.[field];
  if (english === undefined) return undefined;
  return catalogued(error.fieldKeys?.[field]) ?? english;
}

/**
 * Puts a failed call's field errors on the form's own fields (focusing the first) and returns the
 * message the form should show as a whole, or null when every error found its field. Messages
 * are catalogue texts where the answer named one; the form shows them with translateMessage.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly FieldPath<T>[]): string | null {
  if (!(error instanceof ApiError)) return failureMessage(error);
  let placed = false;
  for (const name of Object.keys(error.fieldErrors ?? {})) {
    const field = fields.find((candidate) => candidate === name);
    const message = serverFieldMessage(error, name);
    if (!field || message === undefined) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed ? null : failureMessage(error);
}

/** Sets one field's server message and focuses it. */
export function setServerFieldError<T extends FieldValues>(setError: UseFormSetError<T>, field: FieldPath<T>, message: string): void {
  setError(field, { type: 'server', message }, { shouldFocus: true });
}

/** Every field error of a failed call as a message (see serverFieldMessage), or undefined when it named none. */
export function serverFieldMessages(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || !error.fieldErrors) return undefined;
  return Object.fromEntries(Object.keys(error.fieldErrors).map((field) => [field, serverFieldMessage(error, field) ?? '']));
}
