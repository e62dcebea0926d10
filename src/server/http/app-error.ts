import { errorCodes, errorMessages, type ErrorBody, type ErrorCode, type Text, type TextParams } from '../../domain/shared/errors';
import { inEnglish, readText } from '../../domain/shared/message-text';

/**
 * A failure the client should see as-is: status, stable code, and its message and field
 * messages as catalogue texts (`says(key, params)`); the answer writes them out in English with
 * their keys beside them (see errorAnswer).
 */
export class AppError extends Error {
  /** The message as a catalogue text (`says(key, params)`); `message` is its English, for logs and API users. */
  readonly text: string;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | string,
    text: string,
    readonly fieldErrors?: Record<string, string>,
    /** Extra answer headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(inEnglish(text));
    this.text = text;
    this.name = 'AppError';
  }
}

/** A message as an answer carries it: English for API users, and the catalogue text it names for clients that translate. */
export function described(message: string): { message: string; key?: string; params?: TextParams } {
  const text = readText(message);
  if (!text) return { message };
  return text.params ? { message: inEnglish(message), key: text.key, params: text.params } : { message: inEnglish(message), key: text.key };
}

/** The one shape of every error answer, built from catalogue texts (or a library's own English). */
export function errorAnswer(code: ErrorCode | string, message: string, fieldErrors?: Record<string, string>): ErrorBody {
  const body: ErrorBody = { ...described(message), code };
  if (!fieldErrors) return body;
  body.fieldErrors = {};
  const fieldKeys: Record<string, Text> = {};
  for (const [field, fieldMessage] of Object.entries(fieldErrors)) {
    body.fieldErrors[field] = inEnglish(fieldMessage);
    const text = readText(fieldMessage);
    if (text) fieldKeys[field] = text;
  }
  if (Object.keys(fieldKeys).length > 0) body.fieldKeys = fieldKeys;
  return body;
}

export const notFound = (message: string = errorMessages.notFound) => new AppError(404, errorCodes.notFound, message);

export const unauthenticated = (message: string = errorMessages.unauthenticated) => new AppError(401, errorCodes.unauthenticated, message);

/** A validation failure on one field, with the same shape as schema failures. */
export const fieldError = (field: string, message: string) => new AppError(400, errorCodes.validation, message, { [field]: message });
