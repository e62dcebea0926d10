import { describe, expect, it } from 'vitest';
import { toCsv, unescapeFormula } from '../../../src/domain/shared/csv';

describe('toCsv', () => {
  it('writes a CRLF after every row, so batches written one after another make one file', () => {
    expect(
      toCsv([['id', 'name']]) +
        toCsv([
          ['1', 'Ann'],
          ['2', 'Ben'],
        ]),
    ).toBe('id,name\r\n1,Ann\r\n2,Ben\r\n');
    expect(toCsv([])).toBe('');
  });

  it('quotes delimiters, quotes, line breaks and edge spaces as RFC 4180 says', () => {
    expect(toCsv([['plain', 'with,comma', 'say "x"', 'two\nlines', ' padded']])).toBe('plain,"with,comma","say ""x""","two\nlines"," padded"\r\n');
  });

  it('gives a leading apostrophe to text starting with =, +, -, @, tab or carriage return', () => {
    const formulas = ['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\t=1+1', '\r=1+1'];
    const line = toCsv([formulas]);
    expect(line).toBe(`"'=1+1","'+1+1","'-1+1","'@SUM(A1)","'\t=1+1","'\r=1+1"\r\n`);
    expect(formulas.map((formula) => unescapeFormula(`'${formula}`))).toEqual(formulas);
  });

  it('leaves plain numbers, negative ones included, as numbers', () => {
    expect(toCsv([['-12.50', '-3', '12.50', 7, -4n]])).toBe('-12.50,-3,12.50,7,-4\r\n');
    expect(toCsv([['-1e3', '-12.']])).toBe(`"'-1e3","'-12."\r\n`);
  });

  it('writes instants in ISO 8601, structured values as JSON and nothing for null', () => {
    expect(toCsv([[new Date('2026-01-02T03:04:05.000Z'), { a: 1 }, null, undefined, true]])).toBe('2026-01-02T03:04:05.000Z,"{""a"":1}",,,true\r\n');
  });

  it('takes off only an apostrophe it put there', () => {
    expect(unescapeFormula("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(unescapeFormula("'quoted")).toBe("'quoted");
    expect(unescapeFormula('=raw')).toBe('=raw');
  });
});
