import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../src/domain/shared/message-text';
import { parseAmountInput } from '../../../src/domain/shared/amount-input';
import { UnknownCurrencyError } from '../../../src/domain/shared/currencies';

const read = (text: string, currency = 'USD') => {
  const result = parseAmountInput(text, currency);
  return result.ok ? result.decimal : inEnglish(result.message);
};

describe('parseAmountInput', () => {
  it('accepts both decimal marks', () => {
    expect(read('12.50')).toBe('12.5');
    expect(read('12,50')).toBe('12.5');
    expect(read('0,05')).toBe('0.05');
    expect(read('.5')).toBe('0.5');
  });

  it('reads digits typed in Arabic-Indic, Persian, Devanagari and Thai scripts', () => {
    expect(read('١٢٫٥٠')).toBe('12.5');
    expect(read('۱۲,۵')).toBe('12.5');
    expect(read('१२३४.५६')).toBe('1234.56');
    expect(read('๑,๒๓๔.๕')).toBe('1234.5');
  });

  it('drops thousands separators where they cannot be the decimal mark', () => {
    expect(read('1,234,567.89')).toBe('1234567.89');
    expect(read('1.234.567,89')).toBe('1234567.89');
    expect(read('12,34,567.89')).toBe('1234567.89');
    expect(read('1 234 567,89')).toBe('1234567.89');
    expect(read('1,234')).toBe('1234');
    expect(read('1.234', 'IDR')).toBe('1234');
    expect(read('١٬٢٣٤٫٥')).toBe('1234.5');
  });

  it('accepts the currency symbol or code around the number', () => {
    expect(read('$1,234.50')).toBe('1234.5');
    expect(read('Rp 1.234.567', 'IDR')).toBe('1234567');
    expect(read('1.234,50 €', 'EUR')).toBe('1234.5');
    expect(read('USD 12')).toBe('12');
  });

  it('refuses text that is not a positive amount', () => {
    for (const text of ['', 'abc', '12abc', '-12', '1,2,3', '1.234,567.8', '12..5', '0', '0,00', '€12']) {
      expect(read(text)).toBe('Must be a valid positive number');
    }
  });

  it('names the currency when the amount has too many decimals', () => {
    expect(read('12.5', 'JPY')).toBe('JPY amounts cannot have decimals');
    expect(read('12,5', 'VND')).toBe('VND amounts cannot have decimals');
    expect(read('12.3456')).toBe('USD amounts have at most 2 decimal places');
    expect(read('1500', 'JPY')).toBe('1500');
  });

  it('allows zero only when asked', () => {
    expect(parseAmountInput('0', 'USD', { allowZero: true })).toEqual({ ok: true, decimal: '0' });
  });

  it('refuses unknown currencies', () => {
    expect(() => parseAmountInput('12', 'XYZ')).toThrow(new UnknownCurrencyError('XYZ'));
    expect(inEnglish(new UnknownCurrencyError('XYZ').message)).toBe('Unknown currency: XYZ');
  });
});
