import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryTrends, changePercent, monthlyBasis, monthsEndingAt, monthTrend, spendingBreakdown, type MonthlyTotal } from '../../../src/domain/insights/insight-figures';

const row = (month: string, type: MonthlyTotal['type'], category: string, totalMinor: bigint): MonthlyTotal => ({ month, type, category, totalMinor });
const noSettings = { incomeMinor: null, expenseMinor: null };

describe('months', () => {
  it('lists the months ending with this one across a year boundary', () => {
    expect(monthsEndingAt('2026-02', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});

describe('a typical month', () => {
  const threeMonths = [
    row('2026-01', 'income', 'salary', 400_000n),
    row('2026-02', 'income', 'salary', 400_000n),
    row('2026-03', 'income', 'salary', 400_000n),
    row('2026-01', 'expense', 'rent', 150_000n),
    row('2026-02', 'expense', 'rent', 150_000n),
    row('2026-03', 'expense', 'rent', 150_000n),
    row('2026-03', 'expense', 'dining', 90_000n),
  ];

  it('averages the last three months of records and splits spending into needs and wants', () => {
    expect(monthlyBasis(threeMonths, '2026-03', { incomeMinor: 999n, expenseMinor: 999n })).toEqual({
      source: 'transactions',
      monthsOfData: 3,
      shortHistory: false,
      incomeMinor: 400_000n,
      expensesMinor: 180_000n,
      needsMinor: 150_000n,
      wantsMinor: 30_000n,
      keptMinor: 220_000n,
      needsWantsSplit: 'recorded',
    });
  });

  it('uses the monthly income and expense from settings while fewer than three months are recorded', () => {
    const oneMonth = [row('2026-03', 'expense', 'rent', 60_000n), row('2026-03', 'expense', 'shopping', 20_000n)];
    expect(monthlyBasis(oneMonth, '2026-03', { incomeMinor: 500_000n, expenseMinor: 300_000n })).toMatchObject({
      source: 'settings',
      monthsOfData: 1,
      shortHistory: true,
      incomeMinor: 500_000n,
      expensesMinor: 300_000n,
      // 3:1 like the recorded rent and shopping
      needsMinor: 225_000n,
      wantsMinor: 75_000n,
      keptMinor: 200_000n,
    });
  });

  it('counts settings spending as needs when nothing recorded says how it splits', () => {
    expect(monthlyBasis([], '2026-03', { incomeMinor: 500_000n, expenseMinor: 300_000n })).toMatchObject({ needsMinor: 300_000n, wantsMinor: 0n, needsWantsSplit: 'assumed' });
  });

  it('stays with the records, flagged short, when settings are empty', () => {
    expect(monthlyBasis([row('2026-03', 'income', 'salary', 10n)], '2026-03', noSettings)).toMatchObject({ source: 'transactions', shortHistory: true, incomeMinor: 10n });
  });

  it('always has needs plus wants equal to spending and income less spending kept', () => {
    const rows = fc.array(
      fc.record({
        month: fc.constantFrom('2026-01', '2026-02', '2026-03'),
        type: fc.constantFrom('income' as const, 'expense' as const, 'transfer' as const),
        category: fc.constantFrom('rent', 'dining', 'salary', 'savings', 'groceries'),
        totalMinor: fc.bigInt({ min: 0n, max: 10n ** 12n }),
      }),
    );
    const setting = fc.option(fc.bigInt({ min: 0n, max: 10n ** 12n }), { nil: null });
    fc.assert(
      fc.property(rows, setting, setting, (list, incomeMinor, expenseMinor) => {
        const basis = monthlyBasis(list, '2026-03', { incomeMinor, expenseMinor });
        expect(basis.needsMinor + basis.wantsMinor).toBe(basis.expensesMinor);
        expect(basis.incomeMinor - basis.expensesMinor).toBe(basis.keptMinor);
        expect(basis.needsMinor >= 0n && basis.wantsMinor >= 0n).toBe(true);
      }),
    );
  });
});

describe('spending breakdown', () => {
  it('lists this month’s categories largest first with their share and the change from last month', () => {
    const rows = [
      row('2026-03', 'expense', 'rent', 150_000n),
      row('2026-03', 'expense', 'dining', 50_000n),
      row('2026-02', 'expense', 'dining', 20_000n),
      row('2026-02', 'expense', 'shopping', 9_000n),
      row('2026-03', 'income', 'salary', 1n),
    ];
    expect(spendingBreakdown(rows, '2026-03')).toEqual({
      totalMinor: 200_000n,
      categories: [
        { category: 'rent', amountMinor: 150_000n, sharePercent: 75, lastMonthMinor: 0n, changePercent: null },
        { category: 'dining', amountMinor: 50_000n, sharePercent: 25, lastMonthMinor: 20_000n, changePercent: 150 },
      ],
    });
  });

  it('reads changes in percent with one decimal and none without a previous amount', () => {
    expect(changePercent(300n, 400n)).toBe(33.3);
    expect(changePercent(0n, 400n)).toBeNull();
  });
});

describe('trends', () => {
  it('gives every month of the range, empty ones as zero', () => {
    const trend = monthTrend([row('2026-03', 'income', 'salary', 100n), row('2026-03', 'expense', 'rent', 40n)], ['2026-02', '2026-03']);
    expect(trend).toEqual([
      { month: '2026-02', incomeMinor: 0n, expensesMinor: 0n, keptMinor: 0n },
      { month: '2026-03', incomeMinor: 100n, expensesMinor: 40n, keptMinor: 60n },
    ]);
  });

  it('follows each spending category month by month, biggest total first', () => {
    const trends = categoryTrends(
      [row('2026-02', 'expense', 'dining', 5n), row('2026-03', 'expense', 'rent', 40n), row('2026-03', 'expense', 'dining', 7n), row('2025-01', 'expense', 'rent', 999n)],
      ['2026-02', '2026-03'],
    );
    expect(trends).toEqual([
      { category: 'rent', totalMinor: 40n, amountsMinor: [0n, 40n] },
      { category: 'dining', totalMinor: 12n, amountsMinor: [5n, 7n] },
    ]);
  });
});
