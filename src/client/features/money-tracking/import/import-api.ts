import type { ImportResult, ImportRowError } from '@domain/transactions';
import { ApiError, apiRequest } from '@/lib/api-request';
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

/** POST /api/transactions/import; a 400 carrying per-row `errors` becomes an ImportRefusedError. */
export async function postImport(request: ImportRequest): Promise<ImportResult> {
  try {
    return await apiRequest<ImportResult>('POST', '/api/transactions/import', request);
  } catch (error) {
    const errors = error instanceof ApiError && error.status === 400 ? (error.body as { errors?: unknown } | undefined)?.errors : undefined;
    if (error instanceof ApiError && isRowErrors(errors)) throw new ImportRefusedError(error.message, errors);
    throw error;
  }
}
