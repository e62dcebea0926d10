/** Stable machine-readable codes carried in every error answer `{ message, code, fieldErrors? }`. */
export const errorCodes = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_FAILED',
  unauthenticated: 'UNAUTHENTICATED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  forbidden: 'FORBIDDEN',
  foreignOrigin: 'FOREIGN_ORIGIN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  emailTaken: 'EMAIL_TAKEN',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  rateLimited: 'RATE_LIMITED',
  overloaded: 'OVERLOADED',
  internal: 'INTERNAL',
  importInvalid: 'IMPORT_INVALID',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

export interface ErrorBody {
  message: string;
  code: ErrorCode | string;
  fieldErrors?: Record<string, string>;
}

export const errorMessages = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  unauthenticated: 'Please sign in to continue',
  notFound: 'The requested resource was not found',
  forbidden: "You don't have permission to access this resource",
  foreignOrigin: 'Cross-site request refused',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  overloaded: 'The server is busy. Please try again in a moment.',
  internal: 'Server error. Please try again later',
  invalidJson: 'The request body is not valid JSON',
  invalidUtf8: 'The request body is not valid UTF-8 text',
  bodyTooComplex: 'The request body is nested too deeply or holds more values than this request takes',
  unsupportedMediaType: 'Requests that change data must send JSON',
  wrongPassword: 'Current password is incorrect',
  validation: 'Please check the highlighted fields',
} as const;
