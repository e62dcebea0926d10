import { toCsv } from '../../../domain/shared/csv';
import type { ExportRow } from './export-tables';

/** A table's rows as CSV lines, its columns in order; the header row is `toCsv([columns])`. */
export function csvRows(columns: readonly string[], rows: readonly ExportRow[]): string {
  return toCsv(rows.map((row) => columns.map((column) => row[column])));
}

/** JSON values for the archive: instants in ISO 8601, exact integers as strings. */
export function jsonValue(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}
