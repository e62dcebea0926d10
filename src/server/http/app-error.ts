import { errorCodes, errorMessages, type ErrorCode } from '../../domain/errors';

/** A failure the client should see as-is: status, stable code, user-facing message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** Extra answer headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string = errorMessages.notFound) => new AppError(404, errorCodes.notFound, message);

export const unauthenticated = (message: string = errorMessages.unauthenticated) =>
  new AppError(401, errorCodes.unauthenticated, message);

/** A validation failure on one field, with the same shape as schema failures. */
export const fieldError = (field: string, message: string) =>
  new AppError(400, errorCodes.validation, message, { [field]: message });
