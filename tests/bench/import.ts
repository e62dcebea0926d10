import os from 'node:os';
import { parseArgs } from 'node:util';
import { addDays, todayInZone } from '../../src/domain/shared/dates';
import { readImportFile } from '../../src/client/features/transactions/import/formats/read-import-file';
import { guessSettings } from '../../src/client/features/transactions/import/guess-settings';
import { mapRows } from '../../src/client/features/transactions/import/map-rows';
import { startServer, type BenchServer } from './server';

const usage = `Measures a large CSV import end to end: decoding and parsing (as the page does), the dry run
that finds problems and duplicates, and the saving, followed through its progress lines.

  npx tsx tests/bench/import.ts [--rows 100000] [--url http://127.0.0.1:3000]

It registers a new user for each run (import-bench-…@tandem.local) on the server's database,
so the rows it saves stay with that user.`;

function options() {
  const { values } = parseArgs({
    options: { rows: { type: 'string', default: '100000' }, url: { type: 'string', default: process.env.BENCH_URL }, help: { type: 'boolean', default: false } },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return { rows: Number(values.rows), url: values.url };
}

const earliestToday = todayInZone('Etc/GMT+12');
const shops = ['Corner Market', 'City Transit', 'Pharmacy "Plus"', 'Coffee, Tea & More', 'Landlord', 'Payroll'];

/** A bank-style CSV: day-first dates, signed comma-free amounts, quoted descriptions. */
function bankCsv(rows: number): string {
  const lines = ['Booking date,Description,Amount'];
  for (let index = 0; index < rows; index += 1) {
    const date = addDays(earliestToday, -(index % 3650));
    const [year, month, day] = date.split('-');
    const income = index % 20 === 0;
    const amount = income ? `${2000 + (index % 500)}.00` : `-${((100 + (index % 9000)) / 100).toFixed(2)}`;
    lines.push(`${day}/${month}/${year},"${shops[index % shops.length]} ${index}",${amount}`);
  }
  return lines.join('\r\n');
}

async function timed<T>(label: string, work: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`[import bench] ${label.padEnd(34)} ${((performance.now() - started) / 1000).toFixed(2)} s`);
  return result;
}

async function register(url: string): Promise<string> {
  const email = `import-bench-${Date.now()}@tandem.local`;
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Import', lastName: 'Bench', email, password: 'a-long-bench-password' }),
  });
  if (response.status !== 201) throw new Error(`registration answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((value) => value.includes('tandem_session'));
  if (!cookie) throw new Error('registration set no session cookie');
  console.log(`[import bench] user ${email}`);
  return cookie.split(';')[0]!;
}

async function post(url: string, cookie: string, body: string, progress: boolean) {
  const response = await fetch(`${url}/api/transactions/import`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', accept: progress ? 'application/x-ndjson' : 'application/json' },
    body,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`import answered ${response.status}: ${text.slice(0, 300)}`);
  return text;
}

async function main() {
  const settings = options();
  // A fresh user per run: let the server take more than a handful of registrations from here.
  process.env.REGISTRATIONS_PER_ADDRESS ??= '100000';
  let server: BenchServer | undefined;
  try {
    if (!settings.url) server = await startServer();
    const url = settings.url ?? server!.url;
    const cookie = await register(url);
    const csv = bankCsv(settings.rows);
    console.log(`[import bench] ${settings.rows} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB of CSV, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(2)}`);
    const overall = performance.now();
    const rows = await timed('decode and parse (as the page does)', async () => {
      const outcome = await readImportFile(new Blob([csv]), { fallbackOrder: 'dmy', today: earliestToday }, () => undefined);
      if (!outcome.ok || outcome.file.format !== 'csv') throw new Error(`the CSV was not read: ${JSON.stringify(outcome)}`.slice(0, 300));
      return outcome.file.rows;
    });
    const mapped = await timed('guess columns and map rows', () => mapRows(rows, guessSettings(rows, 'dmy'), earliestToday));
    const values = mapped.map((row) => row.value).filter((value) => value !== null);
    if (values.length !== settings.rows) throw new Error(`only ${values.length} of ${settings.rows} rows mapped cleanly`);
    await timed('dry run (validate, find duplicates)', () => post(url, cookie, JSON.stringify({ rows: values, dryRun: true }), false));
    const answer = await timed('import (send, validate, save)', () => post(url, cookie, JSON.stringify({ rows: values, skipDuplicates: true }), true));
    const last = JSON.parse(answer.trim().split('\n').at(-1)!) as { type: string; result?: { imported: number } };
    if (last.type !== 'done' || last.result?.imported !== settings.rows) throw new Error(`import ended with ${JSON.stringify(last)}`);
    console.log(`[import bench] total, file to saved             ${((performance.now() - overall) / 1000).toFixed(2)} s (load ${os.loadavg()[0]!.toFixed(2)})`);
  } finally {
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[import bench] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
