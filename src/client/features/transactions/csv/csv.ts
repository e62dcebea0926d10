/** Writing CSV for export; files to import are read by import/formats/read-csv.ts. */

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
