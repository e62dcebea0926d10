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

/** Characters per chunk: small enough for a smooth progress bar, large enough to keep overhead low. */
const chunkSize = 512 * 1024;

/**
 * Rows of fields from a CSV file's text (already decoded, so any encoding works), read in chunks
 * with Papa Parse (delimiter guessed: comma, semicolon, tab or pipe; quotes handled; blank lines
 * skipped). `onProgress` hears the share of the text read so far.
 */
export function readCsv(text: string, onProgress: (fraction: number) => void): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    let failed = false;
    Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
      skipEmptyLines: 'greedy',
      chunkSize,
      chunk(results: Papa.ParseResult<string[]>, parser: Papa.Parser) {
        const quote = results.errors.find((error) => error.code === 'MissingQuotes');
        if (quote) {
          failed = true;
          parser.abort();
          reject(new CsvQuoteError(rows.length + (quote.row ?? 0) + 1));
          return;
        }
        for (const row of results.data) rows.push(row);
        if (text.length > 0) onProgress(Math.min(1, results.meta.cursor / text.length));
      },
      complete() {
        if (!failed) resolve(rows);
      },
    });
  });
}
