import { describe, expect, it } from 'vitest';
import { relabelMinor } from '../../../../src/server/modules/settings/currency-change';

describe('relabelling an amount in another currency', () => {
  it('keeps the figure and adapts the decimals', () => {
    expect(relabelMinor(123456n, 'USD', 'EUR')).toBe(123456n);
    expect(relabelMinor(123456n, 'USD', 'JPY')).toBe(1235n);
    expect(relabelMinor(123449n, 'USD', 'JPY')).toBe(1234n);
    expect(relabelMinor(1500n, 'VND', 'GBP')).toBe(150000n);
  });
});
