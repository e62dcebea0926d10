import type { ErrorBody } from '@domain/errors';

/** The user-facing text for a failed call, per the status catalogue (spec §8). */
export const statusMessages: Record<number, string> = {
  401: 'Please sign in to continue',
  403: "You don't have permission to access this resource",
  404: 'The requested resource was not found',
};
export const serverErrorMessage = 'Server error. Please try again later';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fieldErrors?: Record<string, string>,
    /** The parsed answer, for calls whose errors carry more than the common shape. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: Partial<ErrorBody> & { error?: string } = {};
  try {
    body = text ? (JSON.parse(text) as typeof body) : {};
  } catch {
    body = {};
  }
  const catalogued = response.status >= 500 ? serverErrorMessage : statusMessages[response.status];
  const message = catalogued ?? body.message ?? body.error ?? (text || response.statusText || `HTTP ${response.status}`);
  return new ApiError(response.status, message, body.code, body.fieldErrors, body);
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

/** Every call sends cookies; a JSON body implies a JSON content type (spec §7). */
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
