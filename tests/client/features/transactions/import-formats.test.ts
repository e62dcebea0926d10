import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCamt } from '@/features/transactions/import/formats/camt';
import { detectFormat } from '@/features/transactions/import/formats/detect-format';
import { parseOfx } from '@/features/transactions/import/formats/ofx';
import { normaliseQifDate, parseQif } from '@/features/transactions/import/formats/qif';
import { readImportFile, type ReadOutcome } from '@/features/transactions/import/formats/read-import-file';
import { statementRows, statementSettings } from '@/features/transactions/import/formats/statement-file';
import type { Statement } from '@/features/transactions/import/formats/statement-entry';
import { mapRows } from '@/features/transactions/import/map-rows';

const fixture = (name: string) => readFileSync(path.resolve('tests/client/features/transactions/import-files', name), 'utf8');
const today = '2025-06-30';
const read = (text: string, fallbackOrder: 'dmy' | 'mdy' = 'mdy') => readImportFile(new Blob([text]), { fallbackOrder, today }, () => undefined);

/** The rows the preview reads from the file's only statement, in a two-decimal currency. */
function rowsOf(outcome: ReadOutcome) {
  if (!outcome.ok) throw new Error(`not read: ${outcome.error.key}`);
  if (outcome.file.format === 'csv') throw new Error('read as CSV');
  expect(outcome.file.statements).toHaveLength(1);
  return { format: outcome.file.format, rows: statementRows(outcome.file.statements[0]!.entries, 2).rows, settings: statementSettings };
}
const entriesOf = (statements: Statement[]) => statements.flatMap((statement) => statement.entries);

describe('recognising a file by its content', () => {
  it('tells OFX, QFX, QIF, CAMT.053 and CSV apart whatever the file is called', () => {
    expect(detectFormat(fixture('checking-sgml.ofx'))).toBe('ofx');
    expect(detectFormat(fixture('card-xml.qfx'))).toBe('ofx');
    expect(detectFormat(fixture('quicken.qif'))).toBe('qif');
    expect(detectFormat(fixture('statement.camt.xml'))).toBe('camt');
    expect(detectFormat('\uFEFFDate,Amount\n2024-01-01,3')).toBe('csv');
    expect(detectFormat('<html><body>Not a statement</body></html>')).toBeNull();
  });
});

describe('OFX', () => {
  it('reads SGML statements with time-zoned dates, thousand separators and entities', () => {
    expect(entriesOf(parseOfx(fixture('checking-sgml.ofx')))).toEqual([
      { date: '2024-01-31', amount: '-1,234.56', description: 'AT&T WIRELESS · Monthly plan' },
      { date: '2024-01-15', amount: '2500.00', description: 'ACME PAYROLL' },
    ]);
  });

  it('reads XML credit-card statements with comma decimals into signed dot decimals', async () => {
    const file = rowsOf(await read(fixture('card-xml.qfx')));
    expect(file.format).toBe('ofx');
    expect(file.rows.slice(1)).toEqual([
      ['2024-03-02', '-45.9', 'Café Müller', ''],
      ['2024-03-10', '12', 'Refund Shop <Online> · Return #4411', ''],
    ]);
  });

  it('becomes expenses and income by sign, with no columns to match', async () => {
    const file = rowsOf(await read(fixture('checking-sgml.ofx')));
    const mapped = mapRows(file.rows, file.settings!, today);
    expect(mapped.map((row) => row.value)).toEqual([
      { date: '2024-01-31', amount: '1234.56', type: 'expense', category: 'other', description: 'AT&T WIRELESS · Monthly plan' },
      { date: '2024-01-15', amount: '2500', type: 'income', category: 'other', description: 'ACME PAYROLL' },
    ]);
  });
});

describe('QIF', () => {
  it('reads bank records, skipping account and category lists, and apostrophe years', () => {
    expect(entriesOf(parseQif(fixture('quicken.qif'), 'dmy', today).statements)).toEqual([
      { date: '2024-01-31', amount: '-1,234.56', description: 'Landlord · January rent', category: 'Rent' },
      { date: '2024-02-05', amount: '2,500.00', description: 'ACME Payroll', category: 'Salary' },
      { date: '2023-12-24', amount: '-80.00', description: 'Transfer to savings', category: '' },
    ]);
  });

  it('reads day-first dates when a day above 12 shows it, whatever the usual order', () => {
    expect(entriesOf(parseQif(fixture('day-first.qif'), 'mdy', today).statements).map((entry) => entry.date)).toEqual(['2024-01-31', '2024-02-05']);
  });

  it('falls back to the user’s usual order when no date tells', () => {
    const text = '!Type:Bank\nD03/04/2024\nT-1.00\n^\n';
    expect(entriesOf(parseQif(text, 'mdy', today).statements)[0]!.date).toBe('2024-03-04');
    expect(entriesOf(parseQif(text, 'dmy', today).statements)[0]!.date).toBe('2024-04-03');
  });

  it('puts two-digit slash years in the last century when this one has not reached them', () => {
    expect(normaliseQifDate("1/ 5'24", today)).toBe('1/5/2024');
    expect(normaliseQifDate('1/5/24', today)).toBe('1/5/2024');
    expect(normaliseQifDate('1/5/98', today)).toBe('1/5/1998');
  });

  it('maps its categories where they match ours and keeps the rest as Other', async () => {
    const file = rowsOf(await read(fixture('quicken.qif')));
    const mapped = mapRows(file.rows, file.settings!, today);
    expect(mapped.map((row) => row.value && [row.value.type, row.value.category, row.value.amount])).toEqual([
      ['expense', 'rent', '1234.56'],
      ['income', 'salary', '2500'],
      ['expense', 'other', '80'],
    ]);
  });
});

describe('CAMT.053', () => {
  it('reads booked entries with their counterparty and remittance text, leaving out pending ones', () => {
    expect(entriesOf(parseCamt(fixture('statement.camt.xml')))).toEqual([
      { date: '2024-01-30', amount: '-1234.50', description: 'Hausverwaltung Schmidt · Miete Februar' },
      { date: '2024-01-29', amount: '3100.00', description: 'Beispiel GmbH · Gehalt Januar 2024' },
    ]);
  });
});

describe('reading a file', () => {
  it('explains files it cannot use', async () => {
    expect(await read('')).toEqual({ ok: false, error: { key: 'empty' } });
    expect(await read('<html></html>')).toEqual({ ok: false, error: { key: 'unsupported' } });
    expect(await read('OFXHEADER:100\n<OFX></OFX>')).toEqual({ ok: false, error: { key: 'noTransactions' } });
    expect(await read('a,b\n"never closed,1')).toEqual({ ok: false, error: { key: 'unclosedQuote', line: 2 } });
  });

  it('keeps a date it cannot read, so the preview names the row', async () => {
    const file = rowsOf(await read('!Type:Bank\nDsometime\nT-5.00\nPShop\n^\n'));
    expect(mapRows(file.rows, file.settings!, today)[0]!.problems).toEqual([{ field: 'date', code: 'dateInvalid', value: 'sometime' }]);
  });
});
