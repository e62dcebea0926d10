/**
 * The one CSV writer: the transactions export on the money-tracking page and every table of the
 * account archive are written here (files to import are read by the client's import reader).
 */
import Papa from 'papaparse';

/**
 * Text a spreadsheet would run as a formula: `=`, `+`, `-`, `@`, tab or carriage return first.
 * A plain number such as -12.50 is not one, and stays a number a spreadsheet can add up.
 */
const formulaStart = /^(?!-?\d+(\.\d+)?$)[=+\-@\t\r]/;

/** A value as text: instants in ISO 8601, structured values as JSON, nothing for null. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | bigint | boolean);
}

/**
 * Rows as CSV text with RFC 4180 quoting and a CRLF after every row, so batches written one
 * after another make one file. A formula gets a leading apostrophe, as OWASP advises, and is
 * quoted; `unescapeFormula` takes the apostrophe off again on import.
 */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  if (rows.length === 0) return '';
  const cells = rows.map((row) => row.map(cellText));
  return `${Papa.unparse(cells, { escapeFormulae: formulaStart, newline: '\r\n' })}\r\n`;
}

/** A cell this writer defused, as it was before. */
export function unescapeFormula(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}
