import { describe, expect, it } from 'vitest';
import type { Transaction } from '@domain/transactions';
import { CsvParseError, detectDelimiter, escapeFormula, parseCsv, toCsv, unescapeFormula } from '@/features/money-tracking/csv/csv';
import { exportFileName, transactionsToCsv } from '@/features/money-tracking/csv/export-csv';

describe('parseCsv', () => {
  it('reads plain fields and rows', () => {
    expect(parseCsv('date,amount\n2025-01-02,12.50\n')).toEqual([
      ['date', 'amount'],
      ['2025-01-02', '12.50'],
    ]);
  });

  it('keeps delimiters, line breaks and doubled quotes inside quoted fields', () => {
    const text = 'a,b\r\n"Rent, March","He said ""hi""\r\nthen left"\r\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b'],
      ['Rent, March', 'He said "hi"\r\nthen left'],
    ]);
  });

  it('handles CRLF, a missing final line end, and a byte-order mark', () => {
    expect(parseCsv('\uFEFFdate,amount\r\n2025-01-02,3')).toEqual([
      ['date', 'amount'],
      ['2025-01-02', '3'],
    ]);
  });

  it('skips blank lines but keeps empty fields and a quoted empty row', () => {
    expect(parseCsv('a,b\n\n1,\n""\n')).toEqual([['a', 'b'], ['1', ''], ['']]);
  });

  it('reads semicolon files as spreadsheets in comma-decimal languages save them', () => {
    expect(detectDelimiter('Datum;Betrag;Text\n01.02.2025;12,50;x')).toBe(';');
    expect(parseCsv('Datum;Betrag\n01.02.2025;"12,50"')).toEqual([
      ['Datum', 'Betrag'],
      ['01.02.2025', '12,50'],
    ]);
  });

  it('reports a quote that is never closed with its line', () => {
    expect(() => parseCsv('a,b\n1,"open\nstill open')).toThrow(CsvParseError);
    try {
      parseCsv('a,b\n1,"open\nstill open');
    } catch (error) {
      expect((error as CsvParseError).line).toBe(2);
    }
  });
});

describe('toCsv', () => {
  it('quotes only what needs it and ends lines with CRLF', () => {
    expect(toCsv([['plain', 'with,comma', 'say "x"', 'two\nlines', ' padded']])).toBe('plain,"with,comma","say ""x""","two\nlines"," padded"\r\n');
  });

  it('round-trips through the parser', () => {
    const rows = [['a', 'b,c', '"q"', 'line\r\nbreak', '']];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });

  it('defuses spreadsheet formulas and restores them on import', () => {
    expect(escapeFormula('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(escapeFormula('-5 refund')).toBe("'-5 refund");
    expect(escapeFormula('Coffee')).toBe('Coffee');
    expect(unescapeFormula("'=SUM(A1)")).toBe('=SUM(A1)');
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
  description: 'Dinner, "Luigi\'s"',
  goalId: null,
  destination: null,
  date: '2025-03-04',
  createdAt: '2025-03-04T10:00:00.000Z',
  updatedAt: '2025-03-04T10:00:00.000Z',
};

describe('transactionsToCsv', () => {
  it('writes a header row, ISO dates, plain decimal amounts and quoted text', () => {
    const csv = transactionsToCsv([
      base,
      { ...base, id: 't2', type: 'transfer', category: 'goal_contribution', amount: '50.00', description: 'Top up', goalId: 'g1', date: '2025-03-01' },
    ], new Map([['g1', 'Trip to Lisbon']]));
    expect(csv.split('\r\n')).toEqual([
      'date,type,category,description,amount,currency,destination,goal',
      '2025-03-04,expense,dining,"Dinner, ""Luigi\'s""",1234.50,USD,,',
      '2025-03-01,transfer,goal_contribution,Top up,50.00,USD,,Trip to Lisbon',
      '',
    ]);
  });

  it('names the file after today', () => {
    expect(exportFileName('2025-03-04')).toBe('tandem-transactions-2025-03-04.csv');
  });
});
