import type { IsoDate } from '@domain/dates';
import { importMaxRows } from '@domain/imports';
import type { ImportSettings } from '../map-rows';
import type { DateOrder } from '../parse-values';
import { parseCamt } from './camt';
import { detectFormat, type FileFormat } from './detect-format';
import { parseOfx } from './ofx';
import { parseQif } from './qif';
import { CsvQuoteError, readCsv } from './read-csv';
import { statementRows, statementSettings } from './statement-file';

export interface ParsedFile {
  format: FileFormat;
  rows: string[][];
  /** Fixed for statements (OFX, QIF, CAMT); null for CSV, whose columns are guessed and mapped. */
  settings: ImportSettings | null;
}

export type ReadFailure =
  | { key: 'empty' | 'unreadable' | 'unsupported' | 'noTransactions' }
  | { key: 'unclosedQuote'; line: number }
  | { key: 'tooManyRows'; count: number };

export type ReadOutcome = { ok: true; file: ParsedFile } | { ok: false; error: ReadFailure };

export interface ReadOptions {
  /** How the user usually writes dates, for QIF files whose own dates do not tell. */
  fallbackOrder: DateOrder;
  today: IsoDate;
}

/** FileReader rather than Blob.text(): it reads UTF-8 the same way and works in every engine we test in. */
export function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file, 'utf-8');
  });
}

async function readStatement(file: Blob, format: Exclude<FileFormat, 'csv'>, options: ReadOptions, onProgress: (fraction: number) => void): Promise<ReadOutcome> {
  const text = await readText(file);
  onProgress(0.5);
  const entries = format === 'ofx' ? parseOfx(text) : format === 'camt' ? parseCamt(text) : parseQif(text, options.fallbackOrder, options.today);
  onProgress(1);
  if (entries.length === 0) return { ok: false, error: { key: 'noTransactions' } };
  if (entries.length > importMaxRows) return { ok: false, error: { key: 'tooManyRows', count: entries.length } };
  return { ok: true, file: { format, rows: statementRows(entries), settings: statementSettings } };
}

/** Recognises the file by its content (never its name) and reads it into rows of text. */
export async function readImportFile(file: Blob, options: ReadOptions, onProgress: (fraction: number) => void): Promise<ReadOutcome> {
  if (file.size === 0) return { ok: false, error: { key: 'empty' } };
  try {
    const format = detectFormat(await readText(file.slice(0, 4096)));
    if (!format) return { ok: false, error: { key: 'unsupported' } };
    if (format !== 'csv') return await readStatement(file, format, options, onProgress);
    const rows = await readCsv(file, onProgress);
    if (rows.length === 0) return { ok: false, error: { key: 'empty' } };
    // The first row is usually a header rather than a transaction.
    if (rows.length - 1 > importMaxRows) return { ok: false, error: { key: 'tooManyRows', count: rows.length - 1 } };
    return { ok: true, file: { format, rows, settings: null } };
  } catch (caught) {
    return { ok: false, error: caught instanceof CsvQuoteError ? { key: 'unclosedQuote', line: caught.line } : { key: 'unreadable' } };
  }
}
