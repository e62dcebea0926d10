import type { ErrorBody, MessageKey, Text } from '@domain/shared/errors';
import { englishText } from './message-text';

/** The catalogue text for a failed call by its status; 500 and above share `serverErrorText`. */
export const statusTexts: Record<number, MessageKey> = {
  401: 'messages.unauthenticated',
  403: 'messages.forbidden',
  404: 'messages.notFound',
};
export const serverErrorText: MessageKey = 'messages.serverError';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fieldErrors?: Record<string, string>,
    /** The parsed answer, for calls whose errors carry more than the common shape. */
    readonly body?: unknown,
    /** The catalogue texts of `message` and of each field error, which the client shows translated. */
    translation: { text?: Text; fieldKeys?: Record<string, Text> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.text = translation.text;
    this.fieldKeys = translation.fieldKeys;
  }

  readonly text?: Text;
  readonly fieldKeys?: Record<string, Text>;
}

function isText(value: unknown): value is Text {
  if (!value || typeof value !== 'object') return false;
  const { key, params } = value as { key?: unknown; params?: unknown };
  return typeof key === 'string' && (params === undefined || (typeof params === 'object' && params !== null));
}

function fieldKeysOf(value: unknown): Record<string, Text> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, Text] => isText(entry[1])));
}

/**
 * The error for a failed answer. 401, 403, 404 and 5xx say the status catalogue's text;
 * other statuses say the answer's text: its catalogue `key` and `params` for translation,
 * its English `message` (else `error`, the raw body, the status text) for everything else.
 */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  return errorFromAnswer(response.status, await response.text().catch(() => ''), response.statusText);
}

/** The error for a failed answer already read as text (a call made without fetch). */
export function errorFromAnswer(status: number, text: string, statusText = ''): ApiError {
  let body: Partial<ErrorBody> & { error?: string } = {};
  try {
    body = text ? (JSON.parse(text) as typeof body) : {};
  } catch {
    body = {};
  }
  const statusKey = status >= 500 ? serverErrorText : statusTexts[status];
  const answered = { key: body.key, params: body.params };
  const translation = { text: statusKey ? { key: statusKey } : isText(answered) ? answered : undefined, fieldKeys: fieldKeysOf(body.fieldKeys) };
  const message = (statusKey && englishText({ key: statusKey })) ?? body.message ?? body.error ?? (text || statusText || `HTTP ${status}`);
  return new ApiError(status, message, body.code, body.fieldErrors, body, translation);
}

export interface RequestOptions {
  /**
   * Sent as `Idempotency-Key` on money writes: one per submission, the same on every retry of
   * it, so the server records the write once however often it arrives.
   */
  idempotencyKey?: string;
}

/**
 * A fresh key for one submission. `crypto.randomUUID` exists only in secure contexts; a plain
 * http address on a home network still gets a random version 4 UUID from `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Every call sends cookies; a JSON body implies a JSON content type (docs/product/api-and-caching.md#credentials). */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : await response.text()) as T;
}
