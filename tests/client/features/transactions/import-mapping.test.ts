import { describe, expect, it } from 'vitest';
import { guessSettings } from '@/features/transactions/import/guess-settings';
import { mapRows, type ImportSettings } from '@/features/transactions/import/map-rows';
import { guessDateOrder, parseAmount, parseDate } from '@/features/transactions/import/parse-values';

const today = '2025-06-15';

describe('reading values', () => {
  it('reads dates in the chosen order, and year-first dates in any order', () => {
    expect(parseDate('2025-03-04', 'dmy')).toBe('2025-03-04');
    expect(parseDate('04/03/2025', 'dmy')).toBe('2025-03-04');
    expect(parseDate('04/03/2025', 'mdy')).toBe('2025-04-03');
    expect(parseDate('4.3.25', 'dmy')).toBe('2025-03-04');
    expect(parseDate('2025-03-04T10:00:00Z', 'mdy')).toBe('2025-03-04');
    expect(parseDate('31/02/2025', 'dmy')).toBeNull();
    expect(parseDate('yesterday', 'dmy')).toBeNull();
  });

  it('guesses the order from days above twelve', () => {
    expect(guessDateOrder(['01/02/2025', '25/02/2025'], 'mdy')).toBe('dmy');
    expect(guessDateOrder(['02/25/2025'], 'dmy')).toBe('mdy');
    expect(guessDateOrder(['2025-01-02'], 'mdy')).toBe('ymd');
    expect(guessDateOrder(['01/02/2025'], 'mdy')).toBe('mdy');
  });

  it('reads amounts with symbols, separators and negative conventions exactly', () => {
    expect(parseAmount('$1,234.50', 'dot')).toEqual({ decimal: '1234.5', negative: false });
    expect(parseAmount('-12.00', 'dot')).toEqual({ decimal: '12', negative: true });
    expect(parseAmount('(45.10)', 'dot')).toEqual({ decimal: '45.1', negative: true });
    expect(parseAmount('1.234,56 €', 'comma')).toEqual({ decimal: '1234.56', negative: false });
    expect(parseAmount('0.105', 'dot')).toBeNull();
    expect(parseAmount('abc', 'dot')).toBeNull();
  });
});

describe('guessSettings', () => {
  it('maps columns from header names and reads the type from a type column', () => {
    const rows = [
      ['Date', 'Description', 'Category', 'Type', 'Amount'],
      ['2025-03-01', 'Salary', 'salary', 'income', '3000.00'],
    ];
    expect(guessSettings(rows, 'mdy')).toEqual({
      hasHeader: true,
      columns: { date: 0, description: 1, category: 2, type: 3, amount: 4 },
      typeSource: 'column',
      dateOrder: 'ymd',
      decimalMark: 'dot',
    });
  });

  it('falls back to the sign of the amount and to the content of headerless files', () => {
    const rows = [
      ['15/03/2025', 'Coffee at the corner', '-3,50'],
      ['16/03/2025', 'Refund from the shop', '12,00'],
    ];
    const settings = guessSettings(rows, 'mdy');
    expect(settings).toMatchObject({ hasHeader: false, typeSource: 'sign', dateOrder: 'dmy', decimalMark: 'comma' });
    expect(settings.columns).toMatchObject({ date: 0, amount: 2, description: 1 });
  });
});

describe('mapRows', () => {
  const settings: ImportSettings = {
    hasHeader: true,
    columns: { date: 0, amount: 1, type: 2, category: 3, description: 4 },
    typeSource: 'column',
    dateOrder: 'ymd',
    decimalMark: 'dot',
  };

  it('turns rows into import rows, with "other" standing in for unknown categories', () => {
    const rows = [
      ['date', 'amount', 'type', 'category', 'description'],
      ['2025-03-01', '3000', 'Credit', 'Salary', 'March pay'],
      ['2025-03-02', '-12.5', 'debit', 'Coffee', "'=cheap"],
      ['2025-03-03', '200', 'transfer', 'savings', ''],
    ];
    const mapped = mapRows(rows, settings, today, { categories: new Map([['groceries', 'groceries']]) });
    expect(mapped.map((row) => row.value)).toEqual([
      { date: '2025-03-01', amount: '3000', type: 'income', category: 'salary', description: 'March pay' },
      { date: '2025-03-02', amount: '12.5', type: 'expense', category: 'other', description: '=cheap' },
      { date: '2025-03-03', amount: '200', type: 'transfer', category: 'savings', description: '' },
    ]);
    expect(mapped.map((row) => row.categoryFallback)).toEqual([false, true, false]);
  });

  it('names each problem with its 1-based row', () => {
    const rows = [
      ['date', 'amount', 'type', 'category', 'description'],
      ['', 'abc', 'refund', '', ''],
      ['2030-01-01', '0', 'transfer', 'holiday', ''],
      ['2025-01-01', '10', 'transfer', 'goal_contribution', ''],
    ];
    const mapped = mapRows(rows, settings, today);
    expect(mapped.map((row) => [row.row, row.problems.map((problem) => problem.code)])).toEqual([
      [1, ['dateMissing', 'amountInvalid', 'typeUnknown']],
      [2, ['dateFuture', 'amountInvalid', 'categoryUnknown']],
      [3, ['goalNotSupported']],
    ]);
    expect(mapped.every((row) => row.value === null)).toBe(true);
  });
});
