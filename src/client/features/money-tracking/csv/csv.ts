/** RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF line ends, an optional UTF-8 byte-order mark. */

export class CsvParseError extends Error {
  constructor(
    readonly reason: 'unclosedQuote',
    /** 1-based line where the problem starts. */
    readonly line: number,
  ) {
    super(`CSV ${reason} at line ${line}`);
    this.name = 'CsvParseError';
  }
}

const candidates = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof candidates)[number];

/** Spreadsheets in comma-decimal locales save with semicolons: pick the separator the header line uses most. */
export function detectDelimiter(text: string): CsvDelimiter {
  const firstLine = stripBom(text).split(/\r\n|\n|\r/, 1)[0] ?? '';
  let best: CsvDelimiter = ',';
  let bestCount = 0;
  for (const candidate of candidates) {
    const count = countOutsideQuotes(firstLine, candidate);
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) count += 1;
  }
  return count;
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Rows of fields; blank lines are skipped. Throws CsvParseError for a quote that never closes. */
export function parseCsv(input: string, delimiter: CsvDelimiter = detectDelimiter(input)): string[][] {
  const text = stripBom(input);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let fieldWasQuoted = false;
  let line = 1;
  let quoteLine = 1;

  const endField = () => {
    row.push(field);
    field = '';
    fieldWasQuoted = false;
  };
  const endRow = () => {
    const wasQuoted = fieldWasQuoted;
    endField();
    const blank = row.length === 1 && row[0] === '' && !wasQuoted;
    if (!blank) rows.push(row);
    row = [];
  };

  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 1;
        } else {
          quoted = false;
        }
      } else {
        if (char === '\n' || (char === '\r' && text[index + 1] !== '\n')) line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      fieldWasQuoted = true;
      quoteLine = line;
    } else if (char === delimiter) {
      endField();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRow();
      line += 1;
    } else {
      field += char;
    }
  }
  if (quoted) throw new CsvParseError('unclosedQuote', quoteLine);
  if (field !== '' || row.length > 0 || fieldWasQuoted) endRow();
  return rows;
}

function quote(field: string): string {
  return /[",\r\n]|^\s|\s$/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

/** One CSV text with CRLF line ends, quoting only fields that need it. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}

/**
 * Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) is saved with
 * a leading apostrophe, as OWASP advises; `unescapeFormula` takes it off again on import.
 */
export function escapeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function unescapeFormula(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}
