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

async function errorFromResponse(response: Response): Promise<ApiError> {
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

/** Every call sends cookies; a JSON body implies a JSON content type (spec §7). */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : await response.text()) as T;
}
