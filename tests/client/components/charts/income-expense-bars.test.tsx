import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IncomeExpenseBars, incomeExpensePoints, nothingRecorded } from '@/components/charts/income-expense-bars';

const shortMonth = (date: string) => new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

describe('income and expense bars', () => {
  it('plots each month by its short name and keeps the exact amounts for the tooltip', () => {
    const points = incomeExpensePoints(
      [
        { month: '2026-01', income: '1500.00', expenses: '320.45' },
        { month: '2026-02', income: '0.00', expenses: '12.10' },
      ],
      shortMonth,
    );
    expect(points).toEqual([
      { label: 'Jan', income: 1500, expenses: 320.45, incomeText: '1500.00', expensesText: '320.45' },
      { label: 'Feb', income: 0, expenses: 12.1, incomeText: '0.00', expensesText: '12.10' },
    ]);
    expect(nothingRecorded(points)).toBe(false);
  });

  it('finds nothing recorded when every month is zero', () => {
    expect(nothingRecorded(incomeExpensePoints([{ month: '2026-03', income: '0.00', expenses: '0' }], shortMonth))).toBe(true);
  });

  it('names both series in a legend hidden from screen readers', () => {
    const points = incomeExpensePoints([{ month: '2026-01', income: '10.00', expenses: '5.00' }], shortMonth);
    render(
      <IncomeExpenseBars name="Cash flow" points={points} currency="USD" locale="en-US" labels={{ income: 'Money in', expenses: 'Money out' }} height={200} maxBarSize={20} />,
    );
    const legend = screen.getByText('Money in').closest('ul');
    expect(legend).toHaveAttribute('aria-hidden', 'true');
    expect(legend).toHaveTextContent('Money out');
  });

  it('is one image named for what it shows, described by the figures of every month', () => {
    const points = incomeExpensePoints(
      [
        { month: '2026-01', income: '1500.00', expenses: '320.45' },
        { month: '2026-02', income: '0.00', expenses: '12.10' },
      ],
      shortMonth,
    );
    render(
      <IncomeExpenseBars
        name="Income and spending"
        points={points}
        currency="USD"
        locale="en-US"
        labels={{ income: 'Income', expenses: 'Spending' }}
        height={200}
        maxBarSize={20}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Income and spending' });
    expect(chart).toHaveAccessibleDescription('Jan: Income $1,500.00, Spending $320.45 Feb: Income $0.00, Spending $12.10');
  });
});
