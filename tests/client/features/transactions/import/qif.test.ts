import { describe, expect, it } from 'vitest';
import { detectFormat } from '@/features/transactions/import/formats/detect-format';
import { normaliseQifDate, parseQif } from '@/features/transactions/import/formats/qif';
import { fileOf, readBytes, today } from './read-bytes';

const entries = (text: string) => parseQif(text, 'mdy', today).statements.flatMap((statement) => statement.entries);

describe('QIF files that open with something else', () => {
  it('is recognised behind # comment lines', async () => {
    const text = '### Exported by a money program ###\n# second comment\n\n!Type:Bank\nD3/ 1/2025\nT-5.00\nPShop\n^\n';
    expect(detectFormat(text)).toBe('qif');
    const file = fileOf(await readBytes(text));
    expect(file.format).toBe('qif');
  });

  it('is recognised behind a stray ^ before !Type:', () => {
    expect(detectFormat('^\n!Type:Bank\nD3/1/2025\nT-5.00\n^\n')).toBe('qif');
  });
});

describe('QIF investment sections', () => {
  const text = '!Type:Bank\nD3/1/2025\nT-10.00\nPGrocer\n^\n!Type:Invst\nD3/2/2025\nNBuy\nYAAPL\nI32.00\nQ376\nT12032.00\n^\nD3/3/2025\nNDiv\nT50.00\n^\n';

  it('leaves trades out and counts them, never making income of them', async () => {
    const file = fileOf(await readBytes(text));
    if (file.format === 'csv') throw new Error('read as CSV');
    expect(file.statements.flatMap((statement) => statement.entries).map((entry) => entry.amount)).toEqual(['-10.00']);
    expect(file.skippedInvestments).toBe(2);
  });

  it('refuses a file of investments alone with its own reason', async () => {
    expect(await readBytes('!Type:Invst\nD3/2/2025\nNBuy\nT100.00\n^\n')).toEqual({ ok: false, error: { key: 'investmentsOnly' } });
  });
});

describe('QIF splits', () => {
  it('keeps the record’s date when a date-like line follows its split lines', () => {
    const text = '!Type:Bank\nD2/10/2020\nT-100.00\nPAmazon.com\nLFood:Groceries\nSFood:Groceries\nD1/10/2020\nE50%\n$-50.00\nSTransportation\n$-50.00\n^\n';
    expect(entries(text)).toEqual([{ date: '2020-02-10', amount: '-100.00', description: 'Amazon.com', category: 'Groceries' }]);
  });

  it('does not take --Split-- for a category', () => {
    expect(entries("!Type:Bank\nD1/ 1'00\nT-10.00\nPA Payee\nL--Split--\nS[An Account]\n$-9.00\nSA Category\n$-1.00\n^\n")[0]!.category).toBe('');
  });
});

describe('QIF two-digit years', () => {
  it('reads apostrophe years 70–99 as the 1900s and the rest as the 2000s', () => {
    expect(normaliseQifDate("1/ 5'98", today)).toBe('1/5/1998');
    expect(normaliseQifDate("1/ 5'70", today)).toBe('1/5/1970');
    expect(normaliseQifDate("1/ 5'05", today)).toBe('1/5/2005');
    expect(normaliseQifDate("1/ 5'2020", today)).toBe('1/5/2020');
  });

  it('puts a year this century has not reached in the last one', () => {
    expect(normaliseQifDate("1/ 5'30", today)).toBe('1/5/1930');
    expect(normaliseQifDate('1/5/30', today)).toBe('1/5/1930');
  });
});

describe('QIF accounts', () => {
  it('keeps a bank and a card section apart, named as !Account names them', () => {
    const text = '!Account\nNEveryday\nTBank\n^\n!Type:Bank\nD3/1/2025\nT-10.00\n^\n!Account\nNVisa\nTCCard\n^\n!Type:CCard\nD3/2/2025\nT-20.00\n^\n';
    expect(parseQif(text, 'mdy', today).statements.map((statement) => [statement.name, statement.kind, statement.entries.length])).toEqual([
      ['Everyday', 'checking', 1],
      ['Visa', 'creditCard', 1],
    ]);
  });
});
