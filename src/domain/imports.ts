import { says } from './errors';
import type { ImportResult } from './transactions';

/**
 * Limits of one import request. A decade of bank history is 10–50k rows; the caps leave room
 * for twice the largest of those while keeping one request's memory on the server bounded.
 */
export const importMaxRows = 250_000;
/** Fields a row may carry: those of POST /transactions, with the `userId` it ignores. */
export const importRowMaxFields = 10;
/**
 * Bytes of one full row as JSON (date, amount, type, category, currency, rate, goal id and a
 * description of about 100 characters); the body limit is the row limit of such rows, 64 MB.
 */
export const importRowBytes = 256;
export const importMaxBytes = importMaxRows * importRowBytes;

export const importMessages = {
  nothingToImport: 'validation.importEmpty',
  tooManyRows: says('messages.importTooManyRows', { max: importMaxRows }),
  tooLarge: 'messages.importTooLarge',
  refused: 'messages.importRefused',
  saveFailed: 'messages.importSaveFailed',
} as const;

/** Media type a client asks for to follow the saving of a large import as it happens. */
export const importProgressMediaType = 'application/x-ndjson';

/**
 * One line of a streamed import answer: `saving` lines while rows are written (all in one
 * database transaction), then exactly one `done` or `failed` line.
 */
export type ImportStreamEvent =
  | { type: 'saving'; saved: number; total: number }
  | { type: 'done'; result: ImportResult }
  | { type: 'failed'; message: string; code: string; key?: string; params?: Record<string, string | number> };
