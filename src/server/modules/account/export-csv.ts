import type { ExportRow } from './export-tables';

/** A value as text: instants in ISO 8601, structured values as JSON, nothing for null. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * RFC 4180 quoting. Text a spreadsheet would run as a formula (=, +, -, @ at the start) gets a
 * leading apostrophe; plain numbers such as -12.50 are left alone.
 */
export function csvCell(value: unknown): string {
  let text = cellText(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export function csvRows(columns: readonly string[], rows: readonly ExportRow[]): string {
  return rows.map((row) => csvLine(columns.map((column) => row[column]))).join('');
}

/** JSON values for the archive: instants in ISO 8601, exact integers as strings. */
export function jsonValue(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}
