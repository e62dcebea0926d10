import { describe, expect, it } from 'vitest';
import { detectRecurring, type HistoryEntry } from '../../../src/domain/recurring/suggestions';

const entry = (date: string, amount: bigint, description = 'Spotify AB', overrides: Partial<HistoryEntry> = {}): HistoryEntry => ({
  date,
  type: 'expense',
  category: 'entertainment',
  amountMinor: amount,
  currency: 'EUR',
  description,
  ...overrides,
});

describe('finding recurring transactions in history', () => {
  it('proposes a monthly payment with a tolerance that covers its amounts', () => {
    const history = [entry('2026-07-03', 999n, 'SPOTIFY AB 123'), entry('2026-08-03', 999n, 'Spotify AB 456'), entry('2026-09-04', 1049n), entry('2026-10-03', 999n)];
    expect(detectRecurring(history, '2026-10-20')).toEqual([
      {
        type: 'expense',
        category: 'entertainment',
        amountMinor: 999n,
        currency: 'EUR',
        tolerancePercent: 6,
        description: 'Spotify AB',
        rule: 'FREQ=MONTHLY;BYMONTHDAY=3',
        startsOn: '2026-11-03',
        interval: 'monthly',
        occurrences: 4,
        lastOn: '2026-10-03',
      },
    ]);
  });

  it('finds every other week and yearly patterns', () => {
    const pay = [
      entry('2026-09-04', 250000n, 'ACME payroll', { type: 'income', category: 'salary' }),
      entry('2026-09-18', 250000n, 'ACME payroll', { type: 'income', category: 'salary' }),
    ];
    pay.push(entry('2026-10-02', 250000n, 'ACME payroll', { type: 'income', category: 'salary' }));
    const insurance = [entry('2024-03-01', 30000n, 'Home insurance'), entry('2025-03-01', 31000n, 'Home insurance'), entry('2026-03-02', 31500n, 'Home insurance')];
    const found = detectRecurring([...pay, ...insurance], '2026-10-05');
    expect(found.map((pattern) => [pattern.description, pattern.interval, pattern.rule, pattern.startsOn])).toEqual([
      ['ACME payroll', 'biweekly', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR', '2026-10-16'],
      ['Home insurance', 'yearly', 'FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=2', '2027-03-02'],
    ]);
  });

  it('ignores fewer than three, irregular gaps, very different amounts, stopped patterns and known schedules', () => {
    const twice = [entry('2026-08-01', 500n, 'Gym'), entry('2026-09-01', 500n, 'Gym')];
    const irregular = [entry('2026-07-01', 500n, 'Cafe'), entry('2026-07-20', 500n, 'Cafe'), entry('2026-09-01', 500n, 'Cafe')];
    const varying = [entry('2026-07-01', 500n, 'Shop'), entry('2026-08-01', 2500n, 'Shop'), entry('2026-09-01', 500n, 'Shop')];
    const stopped = [entry('2026-01-01', 500n, 'Old club'), entry('2026-02-01', 500n, 'Old club'), entry('2026-03-01', 500n, 'Old club')];
    const known = [entry('2026-07-10', 900n, 'Phone'), entry('2026-08-10', 900n, 'Phone'), entry('2026-09-10', 900n, 'Phone')];
    const found = detectRecurring([...twice, ...irregular, ...varying, ...stopped, ...known], '2026-09-15', [{ type: 'expense', currency: 'EUR', description: 'PHONE' }]);
    expect(found).toEqual([]);
  });
});
