import { z } from 'zod';
import { says } from '../shared/errors';

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

export const importTransactionsInput = z
  .object({
    rows: z.array(z.unknown()).min(1, importMessages.nothingToImport).max(importMaxRows, importMessages.tooManyRows),
    /** Validate and report duplicates without saving anything. */
    dryRun: z.boolean().default(false),
    /** Leave out rows that match an existing transaction (same date, amount and description). */
    skipDuplicates: z.boolean().default(false),
  })
  .strict();
export type ImportTransactionsInput = z.output<typeof importTransactionsInput>;

export const importRowErrorSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
  /** The catalogue text of `message` (see ErrorBody). */
  key: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importResultSchema = z.object({
  dryRun: z.boolean(),
  total: z.number().int(),
  imported: z.number().int(),
  duplicates: z.array(z.object({ row: z.number().int(), existingId: z.string().nullable() })),
  skippedDuplicates: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const importErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  /** The catalogue text of `message` (see ErrorBody). */
  key: z.string().optional(),
  errors: z.array(importRowErrorSchema),
});
