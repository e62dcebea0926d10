import type { messageCatalogue } from './message-catalogue';

/**
 * Stable machine-readable codes carried in every error answer; `key` and `params` name the
 * answer's text in the message catalogue, `fieldKeys` each field's (see ErrorBody).
 */
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

/** Values a catalogue text fills in: `{{name}}` slots, and `count` also picks the plural form. */
export type TextParams = Record<string, string | number>;

/** A catalogue text: its key (`section.name`, without a plural suffix) and its parameters. */
export interface Text {
  key: string;
  params?: TextParams;
}

type Catalogue = typeof messageCatalogue;
type BaseName<Name> = Name extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : Name;
/** Every key a schema or an error may name, e.g. `validation.goalTitleRequired` or `messages.categoryInUse`. */
export type MessageKey = { [Section in keyof Catalogue]: `${Section}.${BaseName<keyof Catalogue[Section] & string>}` }[keyof Catalogue];

/**
 * The answer to every failed call. `message` and `fieldErrors` are English for API users; `key`
 * and `params` name the same text in the catalogue and `fieldKeys` each field's, so a client
 * shows them in its user's language. `code` stays the stable machine code a caller branches on
 * (one code such as NOT_FOUND covers many texts).
 */
export interface ErrorBody {
  message: string;
  code: ErrorCode | string;
  key?: string;
  params?: TextParams;
  fieldErrors?: Record<string, string>;
  fieldKeys?: Record<string, Text>;
}

/**
 * A message naming a catalogue text: the key alone, or the key followed by its parameters as
 * JSON (`validation.noDecimals{"currency":"JPY"}`). Zod schemas and thrown errors carry this
 * string; the server answers its English with the key beside it, and a client form translates it.
 */
export function says(key: MessageKey, params?: TextParams): string {
  return params ? `${key}${JSON.stringify(params)}` : key;
}

/**
 * The text a message names (see `says`), when `isKey` knows its key; null for any other string.
 * Each side brings its own knowledge of the keys: the server and the shared schemas read the
 * catalogue (./message-text), the browser the English catalogue it already loaded for i18next.
 */
export function parseText(message: string, isKey: (key: string) => boolean): Text | null {
  const brace = message.indexOf('{');
  const key = brace < 0 ? message : message.slice(0, brace);
  if (!isKey(key)) return null;
  if (brace < 0) return { key };
  try {
    const params: unknown = JSON.parse(message.slice(brace));
    return params && typeof params === 'object' && !Array.isArray(params) ? { key, params: params as TextParams } : null;
  } catch {
    return null;
  }
}

/** The message naming a text that arrived from elsewhere (an answer's `key`), or null when `isKey` does not know it. */
export function cataloguedBy(text: Text | undefined, isKey: (key: string) => boolean): string | null {
  if (!text || typeof text.key !== 'string') return null;
  const message = text.params && typeof text.params === 'object' ? `${text.key}${JSON.stringify(text.params)}` : text.key;
  return parseText(message, isKey) ? message : null;
}

export const errorMessages = {
  invalidCredentials: 'messages.invalidCredentials',
  emailTaken: 'messages.emailTaken',
  unauthenticated: 'messages.unauthenticated',
  notFound: 'messages.notFound',
  forbidden: 'messages.forbidden',
  foreignOrigin: 'messages.foreignOrigin',
  rateLimited: 'messages.rateLimited',
  overloaded: 'messages.overloaded',
  internal: 'messages.serverError',
  invalidJson: 'messages.invalidJson',
  invalidUtf8: 'messages.invalidUtf8',
  bodyTooComplex: 'messages.bodyTooComplex',
  unsupportedMediaType: 'messages.unsupportedMediaType',
  wrongPassword: 'messages.wrongPassword',
  validation: 'messages.validationFailed',
  payloadTooLarge: 'messages.payloadTooLarge',
} as const;
