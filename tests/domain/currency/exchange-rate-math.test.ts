import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertMinor, divideRates, invertRate, multiplyRates, normaliseRate, rateFromSource, relabelMinor } from '../../../src/domain/currency/exchange-rate-math';

describe('exchange-rate maths', () => {
  it('converts minor units across decimals, rounding half away from zero', () => {
    expect(convertMinor(10000n, '0.92', 'USD', 'EUR')).toBe(9200n);
    expect(convertMinor(1500n, '0.006667', 'JPY', 'USD')).toBe(1000n);
    expect(convertMinor(5n, '1.1', 'EUR', 'USD')).toBe(6n);
    expect(convertMinor(1250n, '150.5', 'USD', 'JPY')).toBe(1881n);
    expect(convertMinor(250000n, '0.0000394', 'VND', 'USD')).toBe(985n);
  });

  it('keeps figures when relabelling, never below one unit', () => {
    expect(relabelMinor(1250n, 'USD', 'JPY')).toBe(13n);
    expect(relabelMinor(40n, 'USD', 'JPY')).toBe(1n);
    expect(relabelMinor(13n, 'JPY', 'USD')).toBe(1300n);
  });

  it('reads rates as sources send them, exponent notation included, and refuses what is not positive', () => {
    expect(rateFromSource(0.92)).toBe('0.92');
    expect(rateFromSource(6.1e-7)).toBe('0.00000061');
    expect(rateFromSource(0)).toBeNull();
    expect(rateFromSource(-1)).toBeNull();
    expect(rateFromSource('x')).toBeNull();
    expect(normaliseRate('1.0000000000005')).toBe('1.000000000001');
  });

  it('crosses and inverts rates to twelve decimals', () => {
    expect(divideRates('0.92', '25400')).toBe('0.000036220472');
    expect(invertRate('0.92')).toBe('1.086956521739');
    expect(multiplyRates('1.08', '150.5')).toBe('162.54');
  });

  it('never converts a positive amount at a positive rate into a negative one', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 14n }), fc.integer({ min: 1, max: 10 ** 9 }), (minor, units) => {
        expect(convertMinor(minor, normaliseRate(`${Math.floor(units / 1000)}.${String(units % 1000).padStart(3, '0')}`), 'USD', 'EUR') >= 0n).toBe(true);
      }),
    );
  });
});
