import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-request';

/** Shown when no answer arrived at all (offline, server down); catalogued as messages.networkError. */
export const networkErrorMessage = 'Could not reach the server. Check your connection and try again.';

/**
 * Puts a failed call's `fieldErrors` on the form's own fields (focusing the first) and returns the
 * English message the form should show as a whole, or null when every error found its field.
 * Messages stay in English here; the form translates them with translateMessage when it renders.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): string | null {
  if (!(error instanceof ApiError)) return networkErrorMessage;
  let placed = false;
  for (const [name, message] of Object.entries(error.fieldErrors ?? {})) {
    const field = fields.find((candidate) => candidate === name);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed ? null : error.message;
}

/** Sets one field's server message and focuses it. */
export function setServerFieldError<T extends FieldValues>(setError: UseFormSetError<T>, field: FieldPath<T>, message: string): void {
  setError(field, { type: 'server', message }, { shouldFocus: true });
}
