import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, strToU8 } from 'fflate';
import { toCsv } from '../../../domain/shared/csv';
import { csvRows, jsonValue } from './export-csv';
import type { ExportSource } from './export-tables';

function addText(zip: Zip, name: string, text: string): void {
  const file = new ZipDeflate(name, { level: 6 });
  zip.add(file);
  file.push(strToU8(text), true);
}

/**
 * Writes the archive as it is read: each table becomes `<name>.json` (an array of records) and
 * `<name>.csv` (a header row, then one line per record), batch by batch. A failure part-way
 * ends the download with an error rather than a truncated file that looks complete.
 */
export function exportArchive(sources: readonly ExportSource[], manifest: Record<string, unknown>): Readable {
  const output = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      output.destroy(error);
      return;
    }
    output.write(chunk);
    if (final) output.end();
  });

  const write = async () => {
    const parts: { name: string; files: string[]; records: number }[] = [];
    for (const table of sources) {
      let count = 0;
      const json = new ZipDeflate(`${table.name}.json`, { level: 6 });
      const csv = new ZipDeflate(`${table.name}.csv`, { level: 6 });
      zip.add(json);
      zip.add(csv);
      csv.push(strToU8(toCsv([table.columns])));
      json.push(strToU8('['));
      let first = true;
      for await (const rows of table.batches()) {
        if (rows.length === 0) continue;
        count += rows.length;
        const records = rows.map((row) => JSON.stringify(row, jsonValue)).join(',\n');
        json.push(strToU8(`${first ? '\n' : ',\n'}${records}`));
        csv.push(strToU8(csvRows(table.columns, rows)));
        first = false;
      }
      json.push(strToU8(first ? ']\n' : '\n]\n'), true);
      csv.push(new Uint8Array(0), true);
      parts.push({ name: table.name, files: [`${table.name}.json`, `${table.name}.csv`], records: count });
    }
    // Written last, once every part is counted; a reader finds it by name in the zip's directory.
    const manifestText = JSON.stringify({ ...manifest, tables: parts.map((part) => part.name), parts }, null, 2);
    addText(zip, 'export.json', `${manifestText}\n`);
    zip.end();
  };
  write().catch((error: unknown) => {
    zip.terminate();
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
