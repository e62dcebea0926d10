import Papa from 'papaparse';

export class CsvQuoteError extends Error {
  constructor(
    /** 1-based line where the unclosed quoted field starts. */
    readonly line: number,
  ) {
    super(`CSV quoted field never closed, from line ${line}`);
    this.name = 'CsvQuoteError';
  }
}

/** Bytes per chunk: small enough for a smooth progress bar, large enough to keep overhead low. */
const chunkSize = 512 * 1024;

/**
 * Rows of fields from a CSV file of any size, read in chunks with Papa Parse (delimiter guessed:
 * comma, semicolon, tab or pipe; quotes and a byte-order mark handled; blank lines skipped).
 * `onProgress` hears the share of the file read so far.
 */
export function readCsv(file: Blob, onProgress: (fraction: number) => void): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    let failed = false;
    Papa.parse<string[]>(file as File, {
      skipEmptyLines: 'greedy',
      chunkSize,
      chunk(results, parser) {
        const quote = results.errors.find((error) => error.code === 'MissingQuotes');
        if (quote) {
          failed = true;
          parser.abort();
          reject(new CsvQuoteError(rows.length + (quote.row ?? 0) + 1));
          return;
        }
        for (const row of results.data) rows.push(row);
        if (file.size > 0) onProgress(Math.min(1, results.meta.cursor / file.size));
      },
      complete() {
        if (!failed) resolve(rows);
      },
      error(error) {
        failed = true;
        reject(error);
      },
    });
  });
}
