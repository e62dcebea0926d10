import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../src/domain/shared/message-text';
import {
  compareDecimals,
  currencyExponent,
  decimalToMinor,
  formatMinor,
  minorToDecimal,
  parseMinor,
  toDecimalString,
  toMinor,
  UnknownCurrencyError,
  amountProblem,
  quantityToUnits,
  unitsToQuantity,
} from '../../../src/domain/shared/money';
import { amountField } from '../../../src/domain/shared/field-schemas';

describe('money', () => {
  it('knows each currency’s minor unit', () => {
    expect(currencyExponent('USD')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('VND')).toBe(0);
    expect(currencyExponent('EUR')).toBe(2);
    expect(currencyExponent('IDR')).toBe(0);
    expect(() => currencyExponent('XYZ')).toThrow(UnknownCurrencyError);
  });

  it('reads what a user typed as an exact decimal, from a number or a string', () => {
    expect(toDecimalString(12.5)).toBe('12.5');
    expect(toDecimalString(0.1)).toBe('0.1');
    expect(toDecimalString(' 0012.3400 ')).toBe('12.34');
    expect(toDecimalString('.5')).toBe('0.5');
    expect(toDecimalString('7.')).toBe('7');
    expect(toDecimalString('-1')).toBeNull();
    expect(toDecimalString('1e3')).toBeNull();
    expect(toDecimalString('12,50')).toBeNull();
    expect(toDecimalString(Number.NaN)).toBeNull();
  });

  it('converts to minor units without a binary float', () => {
    expect(decimalToMinor('0.1', 2)).toBe(10n);
    expect(decimalToMinor('19.99', 2)).toBe(1999n);
    expect(toMinor('1500', 'USD')).toBe(150000n);
    expect(toMinor('1500', 'JPY')).toBe(1500n);
    expect(toMinor('12.5', 'JPY')).toBeNull();
    expect(toMinor('1.234', 'USD')).toBeNull();
    expect(toMinor('123456789012.34', 'USD')).toBe(12345678901234n);
  });

  it('formats minor units with the currency’s digits', () => {
    expect(formatMinor(150000n, 'USD')).toBe('1500.00');
    expect(formatMinor(5n, 'USD')).toBe('0.05');
    expect(formatMinor(-305n, 'EUR')).toBe('-3.05');
    expect(formatMinor(1200n, 'JPY')).toBe('1200');
    expect(minorToDecimal(0n, 2)).toBe('0.00');
  });

  it('sums ten cents ten times to exactly one dollar', () => {
    const total = Array.from({ length: 10 }, () => toMinor('0.1', 'USD')!).reduce((a, b) => a + b, 0n);
    expect(formatMinor(total, 'USD')).toBe('1.00');
  });

  it('parses int8 text from the database as a bigint', () => {
    expect(parseMinor('9007199254740993')).toBe(9007199254740993n);
  });

  it('compares decimals exactly', () => {
    expect(compareDecimals('10', '10.00')).toBe(0);
    expect(compareDecimals('10.01', '10.1')).toBe(-1);
    expect(compareDecimals('100', '99.99')).toBe(1);
  });

  describe('amountField', () => {
    const field = amountField({ required: 'Amount is required' });
    const message = (value: unknown) => {
      const result = field.safeParse(value);
      return result.success ? result.data : inEnglish(result.error.issues[0]?.message ?? '');
    };

    it('accepts numbers and decimal strings', () => {
      expect(message(42)).toBe('42');
      expect(message('42.10')).toBe('42.1');
    });

    it('refuses missing, empty, zero, negative, malformed and over-precise amounts', () => {
      expect(message(undefined)).toBe('Amount is required');
      expect(message('')).toBe('Amount is required');
      expect(message(0)).toBe('Must be a valid positive number');
      expect(message(-3)).toBe('Must be a valid positive number');
      expect(message('abc')).toBe('Must be a valid positive number');
      expect(message('1.0000000000000000005')).toBe('Must be a valid positive number');
      expect(message(true)).toBe('Must be a valid positive number');
      expect(message('1000000000000')).toBe('Amount is too large');
    });
  });

  it('names the currency when an amount has more decimals than it allows', () => {
    expect(inEnglish(amountProblem('12.5', 'JPY') ?? '')).toBe('JPY amounts cannot have decimals');
    expect(inEnglish(amountProblem('12.345', 'USD') ?? '')).toBe('USD amounts have at most 2 decimal places');
    expect(amountProblem('1500', 'JPY')).toBeNull();
    expect(inEnglish(amountProblem('1000000000000', 'USD') ?? '')).toBe('Amount is too large');
    expect(() => amountProblem('1', 'XYZ')).toThrow(new UnknownCurrencyError('XYZ'));
    expect(inEnglish(new UnknownCurrencyError('XYZ').message)).toBe('Unknown currency: XYZ');
  });

  it('keeps crypto quantities to 18 decimals exactly', () => {
    expect(quantityToUnits('0.000000000000000001')).toBe(1n);
    expect(quantityToUnits('1.5')).toBe(1_500_000_000_000_000_000n);
    expect(quantityToUnits('0.0000000000000000001')).toBeNull();
    expect(unitsToQuantity(1n)).toBe('0.000000000000000001');
    expect(unitsToQuantity(1_500_000_000_000_000_000n)).toBe('1.5');
    expect(unitsToQuantity(0n)).toBe('0');
  });
});
