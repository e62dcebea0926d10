import { importProgressMediaType, type ImportResult, type ImportRowError, type ImportStreamEvent } from '@domain/transactions/imports';
import { ApiError, errorFromAnswer } from '@/lib/api-request';
import { catalogued } from '@/lib/message-text';
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

/** Where a request is: sending the rows, waiting while the server checks them, or saving them. */
export type SendProgress = { phase: 'uploading'; fraction: number } | { phase: 'checking' } | { phase: 'saving'; saved: number; total: number };

function isRowErrors(value: unknown): value is ImportRowError[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'object' && entry !== null && 'row' in entry && 'message' in entry);
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** A row error's or the refusal's own message: the catalogue text it names, else its English. */
function rowMessage(entry: { message?: string; key?: string; params?: Record<string, string | number> }): string {
  return (entry.key === undefined ? null : catalogued({ key: entry.key, params: entry.params })) ?? entry.message ?? '';
}

function failure(status: number, text: string): Error {
  const body = parseJson(text) as { message?: string; key?: string; params?: Record<string, string | number>; errors?: unknown } | undefined;
  if (status === 400 && isRowErrors(body?.errors)) {
    return new ImportRefusedError(
      rowMessage(body),
      body.errors.map((entry) => ({ ...entry, message: rowMessage(entry) })),
    );
  }
  return errorFromAnswer(status, text);
}

/** Reads the complete lines of a streamed answer as they arrive. */
function lineReader(onEvent: (event: ImportStreamEvent) => void) {
  let offset = 0;
  return (text: string) => {
    let end = text.indexOf('\n', offset);
    while (end !== -1) {
      const event = parseJson(text.slice(offset, end)) as ImportStreamEvent | undefined;
      if (event) onEvent(event);
      offset = end + 1;
      end = text.indexOf('\n', offset);
    }
  };
}

/**
 * POST /api/transactions/import through XMLHttpRequest, the one browser API that reports upload
 * progress. Saving is followed through the server's progress lines. A 400 carrying per-row
 * `errors` becomes an ImportRefusedError; other failures an ApiError (a lost connection a TypeError).
 */
export function postImport(request: ImportRequest, onProgress: (progress: SendProgress) => void = () => undefined, idempotencyKey?: string): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let outcome: { result: ImportResult } | { error: Error } | null = null;
    const read = lineReader((event) => {
      if (event.type === 'saving') onProgress({ phase: 'saving', saved: event.saved, total: event.total });
      else if (event.type === 'done') outcome = { result: event.result };
      else
        outcome = {
          error: new ApiError(500, event.message, event.code, undefined, event, { text: event.key === undefined ? undefined : { key: event.key, params: event.params } }),
        };
    });
    const streamed = () => (xhr.getResponseHeader('content-type') ?? '').includes(importProgressMediaType);
    xhr.open('POST', '/api/transactions/import');
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', `${importProgressMediaType}, application/json`);
    if (idempotencyKey) xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress({ phase: 'uploading', fraction: event.loaded / event.total });
    };
    xhr.upload.onload = () => onProgress({ phase: 'checking' });
    xhr.onprogress = () => {
      if (xhr.status >= 200 && xhr.status < 300 && streamed()) read(xhr.responseText);
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(failure(xhr.status, xhr.responseText));
      if (!streamed()) return resolve(parseJson(xhr.responseText) as ImportResult);
      read(xhr.responseText.endsWith('\n') ? xhr.responseText : `${xhr.responseText}\n`);
      const settled = outcome as { result: ImportResult } | { error: Error } | null;
      if (settled && 'result' in settled) resolve(settled.result);
      else reject(settled?.error ?? errorFromAnswer(500, ''));
    };
    xhr.send(JSON.stringify(request));
  });
}
