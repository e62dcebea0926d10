import { describe, expect, it } from 'vitest';
import { languageTimeFormat, numberLocale } from '../../../src/domain/shared/formats';
import { canonicalLocale, defaultNotifications, mergeNotifications, updateSettingsInput } from '../../../src/domain/settings/settings';

const fieldsOf = (input: unknown) => {
  const result = updateSettingsInput.safeParse(input);
  return result.success ? [] : result.error.issues.flatMap((issue) => ('keys' in issue ? issue.keys : [String(issue.path[0])]));
};

describe('settings rules', () => {
  it('accepts any subset of valid values, including none', () => {
    expect(fieldsOf({})).toEqual([]);
    expect(
      fieldsOf({
        currency: 'IDR',
        timezone: 'Pacific/Tongatapu',
        dateFormat: 'full',
        timeFormat: '12h',
        numberFormat: 'auto',
        monthlyIncome: '0',
        monthlyExpense: null,
      }),
    ).toEqual([]);
  });

  it.each([
    [{ currency: 'usd' }, 'currency'],
    [{ timezone: 'Nowhere/City' }, 'timezone'],
    [{ timezone: 'UTC+13' }, 'timezone'],
    [{ dateFormat: 'LONG' }, 'dateFormat'],
    [{ timeFormat: '24' }, 'timeFormat'],
    [{ numberFormat: 'english' }, 'numberFormat'],
    [{ monthlyIncome: '-0.01' }, 'monthlyIncome'],
    [{ monthlyExpense: '1e3' }, 'monthlyExpense'],
    [{ email: 'new@example.com' }, 'email'],
  ])('refuses %o', (input, field) => {
    expect(fieldsOf(input)).toContain(field);
  });

  it('reads locale tags in their canonical spelling and refuses what is not one', () => {
    expect(canonicalLocale('de-de')).toBe('de-DE');
    expect(canonicalLocale('ar-EG')).toBe('ar-EG');
    expect(canonicalLocale('de_DE')).toBeNull();
    expect(canonicalLocale('')).toBeNull();
  });

  it('writes numbers in the language when the format is auto', () => {
    expect(numberLocale('auto', 'pt')).toBe('pt');
    expect(numberLocale('en-IN', 'pt')).toBe('en-IN');
  });

  it("follows each language's own clock", () => {
    expect(languageTimeFormat('en')).toBe('12h');
    expect(languageTimeFormat('es')).toBe('24h');
    expect(languageTimeFormat('tr')).toBe('24h');
  });

  it('lays a partial notification change over the stored choices', () => {
    expect(mergeNotifications(defaultNotifications, { types: { goalReminders: false } })).toEqual({
      channels: { email: true, push: false, sms: false },
      types: { goalReminders: false, eventReminders: true, transactionAlerts: false },
    });
  });
});
