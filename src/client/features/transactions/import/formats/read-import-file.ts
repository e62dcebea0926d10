import type { IsoDate } from '@domain/shared/dates';
import { importMaxRows } from '@domain/transactions/imports';
import type { DateOrder } from '../parse-values';
import { parseCamt } from './camt';
import { decodeText, type EncodingSource } from './decode-text';
import { detectFormat, type FileFormat } from './detect-format';
import { ofxError, parseOfx } from './ofx';
import { parseQif } from './qif';
import { CsvQuoteError, readCsv } from './read-csv';
import type { Statement } from './statement-entry';

export interface FileEncoding {
  name: string;
  source: EncodingSource;
}

/** A CSV file's rows, whose columns are guessed and mapped. */
export interface CsvFile {
  format: 'csv';
  rows: string[][];
  encoding: FileEncoding;
}

/** A statement file (OFX, QIF, CAMT): one statement per account, its fields already named. */
export interface StatementFile {
  format: Exclude<FileFormat, 'csv'>;
  statements: Statement[];
  /** QIF investment records left out (trades are not cash in or out). */
  skippedInvestments: number;
  encoding: FileEncoding;
}

export type ParsedFile = CsvFile | StatementFile;

export type ReadFailure =
  | { key: 'empty' | 'unreadable' | 'unsupported' | 'noTransactions' | 'investmentsOnly' | 'pendingOnly' }
  | { key: 'unclosedQuote'; line: number }
  | { key: 'bankError'; message: string }
  | { key: 'tooManyRows'; count: number };

export type ReadOutcome = { ok: true; file: ParsedFile } | { ok: false; error: ReadFailure };

export interface ReadOptions {
  /** How the user usually writes dates, for QIF files whose own dates do not tell. */
  fallbackOrder: DateOrder;
  today: IsoDate;
  /** The encoding the user picked; otherwise it is worked out from the bytes. */
  encoding?: string | null;
}

/** FileReader where there is one (every browser and the test DOM), else Blob.arrayBuffer (Node). */
export function readBytes(file: Blob): Promise<Uint8Array> {
  if (typeof FileReader === 'undefined') return file.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result instanceof ArrayBuffer ? reader.result : new ArrayBuffer(0)));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

function readStatements(text: string, format: StatementFile['format'], options: ReadOptions, encoding: FileEncoding): ReadOutcome {
  const qif = format === 'qif' ? parseQif(text, options.fallbackOrder, options.today) : null;
  const statements = qif ? qif.statements : format === 'ofx' ? parseOfx(text) : parseCamt(text);
  const skippedInvestments = qif?.skippedInvestments ?? 0;
  const count = statements.reduce((sum, statement) => sum + statement.entries.length, 0);
  // An investment statement with trades but no cash lines (OFX <INVSTMTRS>, QIF !Type:Invst).
  const investments = skippedInvestments > 0 || (format === 'ofx' && /<INVSTMTRS>/i.test(text) && /<INVTRANLIST>/i.test(text));
  // A CAMT report of entries the bank has not booked yet: a later statement brings them.
  const pending = format === 'camt' && /<(\w+:)?Ntry>/.test(text) && /PDNG/.test(text);
  const bankError = format === 'ofx' && count === 0 ? ofxError(text) : null;
  if (bankError !== null) return { ok: false, error: { key: 'bankError', message: bankError } };
  if (count === 0) return { ok: false, error: { key: investments ? 'investmentsOnly' : pending ? 'pendingOnly' : 'noTransactions' } };
  if (count > importMaxRows) return { ok: false, error: { key: 'tooManyRows', count } };
  return { ok: true, file: { format, statements, skippedInvestments, encoding } };
}

/** Decodes the file (see decodeText), recognises it by its content (never its name) and reads it. */
export async function readImportFile(file: Blob, options: ReadOptions, onProgress: (fraction: number) => void): Promise<ReadOutcome> {
  if (file.size === 0) return { ok: false, error: { key: 'empty' } };
  try {
    const decoded = decodeText(await readBytes(file), options.encoding);
    const encoding = { name: decoded.encoding, source: decoded.source };
    const format = detectFormat(decoded.text.slice(0, 4096));
    if (!format) return { ok: false, error: { key: 'unsupported' } };
    if (format !== 'csv') {
      onProgress(0.5);
      const outcome = readStatements(decoded.text, format, options, encoding);
      onProgress(1);
      return outcome;
    }
    const rows = await readCsv(decoded.text, onProgress);
    if (rows.length === 0) return { ok: false, error: { key: 'empty' } };
    // The first row is usually a header rather than a transaction.
    if (rows.length - 1 > importMaxRows) return { ok: false, error: { key: 'tooManyRows', count: rows.length - 1 } };
    return { ok: true, file: { format, rows, encoding } };
  } catch (caught) {
    return { ok: false, error: caught instanceof CsvQuoteError ? { key: 'unclosedQuote', line: caught.line } : { key: 'unreadable' } };
  }
}
