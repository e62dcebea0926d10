import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmountInput } from '../../../src/domain/shared/amount-input';
import { currencyCodes, currencyExponents } from '../../../src/domain/shared/currencies';
import { languageCodes } from '../../../src/domain/shared/languages';
import { currencyExponent, decimalToMinor, maxAmountMajor, minorToDecimal, toDecimalString, toMinor } from '../../../src/domain/shared/money';
import { formatMoney } from '../../../src/client/lib/format';

/** The 11 languages, plus the native digits some readers choose (Arabic-Indic, Extended Arabic-Indic, Devanagari, Thai). */
const locales = [...languageCodes, 'ar-u-nu-arab', 'ar-u-nu-arabext', 'hi-u-nu-deva', 'th-u-nu-thai'];

/** A currency and an amount in it, anywhere from one minor unit up to the largest accepted amount. */
const amounts = fc
  .constantFrom(...currencyCodes)
  .chain((currency) => fc.tuple(fc.constant(currency), fc.bigInt({ min: 1n, max: maxAmountMajor * 10n ** BigInt(currencyExponents[currency]) - 1n })));

describe('money round trips', () => {
  it('keeps the explicit exponent table in step with Intl', () => {
    for (const currency of currencyCodes) {
      const intl = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits;
      expect({ currency, exponent: currencyExponents[currency] }).toEqual({ currency, exponent: intl });
    }
  });

  it('formats minor units and parses them back to the same minor units in every currency and locale', () => {
    fc.assert(
      fc.property(amounts, fc.constantFrom(...locales), ([currency, minor], locale) => {
        const shown = formatMoney(minor, currency, locale);
        const parsed = parseAmountInput(shown, currency);
        expect(parsed).toMatchObject({ ok: true });
        if (parsed.ok) expect(toMinor(parsed.decimal, currency)).toBe(minor);
      }),
      { numRuns: 600 },
    );
  });

  it('formats with and without grouping and reads both', () => {
    fc.assert(
      fc.property(amounts, fc.constantFrom(...locales), ([currency, minor], locale) => {
        const plain = formatMoney(minor, currency, locale, { useGrouping: false, currencyDisplay: 'code' });
        const parsed = parseAmountInput(plain, currency);
        expect(parsed.ok && toMinor(parsed.decimal, currency)).toBe(minor);
      }),
      { numRuns: 300 },
    );
  });

  it('converts decimal strings to minor units and back without loss', () => {
    fc.assert(
      fc.property(amounts, ([currency, minor]) => {
        const exponent = currencyExponent(currency);
        const decimal = minorToDecimal(minor, exponent);
        expect(decimalToMinor(decimal, exponent)).toBe(minor);
        const parsed = parseAmountInput(decimal, currency);
        expect(parsed).toEqual({ ok: true, decimal: toDecimalString(decimal) });
      }),
    );
  });
});
