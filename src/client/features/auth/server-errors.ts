import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { errorCodes, errorMessages } from '@domain/shared/errors';
import { ApiError } from '@/lib/api-request';
import { failureMessage } from '@/lib/failure-message';
import { applyServerErrors, setServerFieldError } from '@/lib/server-form-errors';

/**
 * Routes a failed sign-in or sign-up to the form. Returns the form-level message, or null
 * when the error was placed on a field.
 */
export function applyAuthError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly FieldPath<T>[]): string | null {
  if (error instanceof ApiError) {
    // The shared client replaces every 401 text with the generic sign-in prompt; here 401 means bad credentials.
    if (error.status === 401 || error.code === errorCodes.invalidCredentials) return errorMessages.invalidCredentials;

    if (error.status === 409 || error.code === errorCodes.emailTaken) {
      const message = error.code === errorCodes.emailTaken || !error.message ? errorMessages.emailTaken : failureMessage(error);
      const emailField = fields.find((field) => field === 'email');
      if (!emailField) return message;
      setServerFieldError(setError, emailField, message);
      return null;
    }
  }
  return applyServerErrors(error, setError, fields);
}
