import type { ImportResult, ImportRowError } from '@domain/transactions';
import { ApiError, serverErrorMessage, statusMessages } from '@/lib/api-request';
import type { ImportRow } from './map-rows';

/** The server refused the batch: nothing was saved, and each error names a 1-based row of the batch. */
export class ImportRefusedError extends Error {
  constructor(
    message: string,
    readonly errors: ImportRowError[],
  ) {
    super(message);
    this.name = 'ImportRefusedError';
  }
}

interface ImportRequest {
  rows: ImportRow[];
  dryRun: boolean;
  skipDuplicates: boolean;
}

function isRowErrors(value: unknown): value is ImportRowError[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'object' && entry !== null && 'row' in entry && 'message' in entry);
}

/**
 * POST /api/transactions/import. Its 400 answer carries per-row `errors`, which the shared request
 * helper does not keep, so this call reads the answer itself.
 */
export async function postImport(request: ImportRequest): Promise<ImportResult> {
  const response = await fetch('/api/transactions/import', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  const text = await response.text().catch(() => '');
  let body: { message?: string; code?: string; errors?: unknown; fieldErrors?: Record<string, string> } = {};
  try {
    body = text ? (JSON.parse(text) as typeof body) : {};
  } catch {
    body = {};
  }
  if (response.ok) return body as ImportResult;
  if (response.status === 400 && isRowErrors(body.errors)) throw new ImportRefusedError(body.message ?? '', body.errors);
  const message = response.status >= 500 ? serverErrorMessage : (statusMessages[response.status] ?? body.message ?? (text || response.statusText));
  throw new ApiError(response.status, message, body.code, body.fieldErrors);
}
