import { describe, expect, it } from 'vitest';
import type { Transaction } from '@domain/transactions/transactions';
import { toCsv, unescapeFormula } from '@domain/shared/csv';
import { CsvQuoteError, readCsv } from '@/features/transactions/import/formats/read-csv';
import { exportFileName, transactionsToCsv } from '@/features/transactions/csv/export-csv';

const read = (text: string) => readCsv(text, () => undefined);

describe('readCsv', () => {
  it('reads plain fields and rows', async () => {
    expect(await read('date,amount\n2025-01-02,12.50\n')).toEqual([
      ['date', 'amount'],
      ['2025-01-02', '12.50'],
    ]);
  });

  it('keeps delimiters, line breaks and doubled quotes inside quoted fields', async () => {
    const text = 'a,b\r\n"Rent, March","He said ""hi""\r\nthen left"\r\n';
    expect(await read(text)).toEqual([
      ['a', 'b'],
      ['Rent, March', 'He said "hi"\r\nthen left'],
    ]);
  });

  it('handles CRLF, a missing final line end, a byte-order mark and blank lines', async () => {
    expect(await read('\uFEFFdate,amount\r\n\r\n2025-01-02,3')).toEqual([
      ['date', 'amount'],
      ['2025-01-02', '3'],
    ]);
  });

  it('reads semicolon files as spreadsheets in comma-decimal languages save them', async () => {
    expect(await read('Datum;Betrag;Text\n01.02.2025;"12,50";Brot\n02.02.2025;3,10;Milch')).toEqual([
      ['Datum', 'Betrag', 'Text'],
      ['01.02.2025', '12,50', 'Brot'],
      ['02.02.2025', '3,10', 'Milch'],
    ]);
  });

  it('reports a quote that is never closed with its line', async () => {
    const failure = await read('a,b\n1,"open\nstill open').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CsvQuoteError);
    expect((failure as CsvQuoteError).line).toBe(2);
  });

  it('reports its progress through the file, ending at the whole of it', async () => {
    const text = ['date,amount', ...Array.from({ length: 40_000 }, (_, index) => `2025-01-02,${index}.50`)].join('\n');
    const shares: number[] = [];
    const rows = await readCsv(text, (share) => shares.push(share));
    expect(rows).toHaveLength(40_001);
    expect(shares.length).toBeGreaterThan(1);
    expect(shares.at(-1)).toBe(1);
    expect([...shares].sort((a, b) => a - b)).toEqual(shares);
  });
});

describe('toCsv', () => {
  it('quotes only what needs it and ends lines with CRLF', () => {
    expect(toCsv([['plain', 'with,comma', 'say "x"', 'two\nlines', ' padded']])).toBe('plain,"with,comma","say ""x""","two\nlines"," padded"\r\n');
  });

  it('round-trips through the import reader', async () => {
    const rows = [['a', 'b,c', '"q"', 'line\r\nbreak', '']];
    expect(await read(toCsv(rows))).toEqual(rows);
  });

  it('defuses spreadsheet formulas, keeps numbers, and restores the text on import', async () => {
    const typed = ['=SUM(A1)', '-5 refund', '@cmd', 'Coffee', '-12.50'];
    const csv = toCsv([typed]);
    expect(csv).toBe(`"'=SUM(A1)","'-5 refund","'@cmd",Coffee,-12.50\r\n`);
    const [row] = await read(csv);
    expect(row?.map(unescapeFormula)).toEqual(typed);
    expect(unescapeFormula("'quoted")).toBe("'quoted");
  });
});

const base: Transaction = {
  id: 't1',
  userId: 'u1',
  type: 'expense',
  category: 'dining',
  amount: '1234.50',
  currency: 'USD',
  rate: '1',
  baseCurrency: 'USD',
  baseAmount: '1234.50',
  description: 'Dinner, "Luigi\'s"',
  goalId: null,
  goalCurrency: null,
  goalRate: null,
  goalAmount: null,
  destination: null,
  date: '2025-03-04',
  groupExpenseId: null,
  paidGroupExpenseId: null,
  groupExpense: null,
  createdAt: '2025-03-04T10:00:00.000Z',
  updatedAt: '2025-03-04T10:00:00.000Z',
};

describe('transactionsToCsv', () => {
  it('writes a header row, ISO dates, plain decimal amounts and quoted text', () => {
    const csv = transactionsToCsv(
      [base, { ...base, id: 't2', type: 'transfer', category: 'goal_contribution', amount: '50.00', description: 'Top up', goalId: 'g1', date: '2025-03-01' }],
      new Map([['g1', 'Trip to Lisbon']]),
    );
    expect(csv.split('\r\n')).toEqual([
      'date,type,category,description,amount,currency,destination,goal',
      '2025-03-04,expense,dining,"Dinner, ""Luigi\'s""",1234.50,USD,,',
      '2025-03-01,transfer,goal_contribution,Top up,50.00,USD,,Trip to Lisbon',
      '',
    ]);
  });

  it('defuses a description or goal title a spreadsheet would run as a formula', () => {
    const csv = transactionsToCsv([{ ...base, description: '+1+1', goalId: 'g1', type: 'transfer', category: 'goal_contribution' }], new Map([['g1', '=HYPERLINK("x")']]));
    expect(csv.split('\r\n')[1]).toBe(`2025-03-04,transfer,goal_contribution,"'+1+1",1234.50,USD,,"'=HYPERLINK(""x"")"`);
  });

  it('names the file after today', () => {
    expect(exportFileName('2025-03-04')).toBe('tandem-transactions-2025-03-04.csv');
  });
});
